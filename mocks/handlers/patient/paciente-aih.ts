import { http, type HttpHandler } from 'msw';
import { db } from '../../db/db';
import { authUser, json, mensagem, numberParam, route } from '../http-helpers';

const MUNICIPIOS = [
  { municipio: 'BOTUCATU', codigoIBGE: '3507506', uf: 'SP', cep: '18603-970' },
  { municipio: 'BAURU', codigoIBGE: '3506003', uf: 'SP', cep: '17010-000' },
  { municipio: 'SÃO MANUEL', codigoIBGE: '3550001', uf: 'SP', cep: '18650-000' },
];

/** GET /api/buscarDadosPacienteAIH/{idLegadoPaciente} on the patient/AIH API (requester-side.md §7). */
export const pacienteAihHandlers: HttpHandler[] = [
  http.get(route('patient', '/api/buscarDadosPacienteAIH/:idLegadoPaciente'), ({ request, params }) => {
    authUser(request);
    const idLegado = numberParam(params.idLegadoPaciente);
    const index = db.pacientes.findIndex((p) => p.idLegado === idLegado);
    if (index < 0) return mensagem(404, 'Paciente não encontrado.');
    const p = db.pacientes[index];
    const lugar = MUNICIPIOS[index % MUNICIPIOS.length];
    return json({
      prontuario: p.numeroProntuario,
      nome: p.nome,
      cns: p.cns ?? `70${String(1_000_000_000_000 + index * 7_919).slice(0, 13)}`,
      dataNascimento: p.dataNascimento,
      sexo: p.sexo,
      raca: index % 2 ? 'PARDA' : 'BRANCA',
      telefone: p.telefone,
      // The mother's name the patient's records hold: the request's patient, else the hospital's legacy record.
      nomeMae: p.nomeMae ?? db.legadoPacientes.find((l) => l.SEQ_PACIENTE === idLegado)?.NOM_MAE ?? null,
      municipio: lugar.municipio,
      codigoIBGE: lugar.codigoIBGE,
      uf: lugar.uf,
      cep: lugar.cep,
      endereco: `RUA DAS ACÁCIAS, ${100 + index}`,
    });
  }),
];
