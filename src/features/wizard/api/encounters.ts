import { mainApi } from '@/api/clients';
import { demandaEncerrada } from '@/api/demandas/situacao';
import { parseRows } from '@/lib/http/parse-response';
import { atendimentoSchema, demandaSchema, exameSchema, internacaoSchema } from './schemas';

/** The patient's encounters and admissions in the legacy system. */
export async function loadEncounters(seqPaciente: number) {
  const [atendimentos, internacoes] = await Promise.all([
    mainApi.get(`/api/listarAtendimentosPaciente/${seqPaciente}`),
    mainApi.get(`/api/listarInternacoesPaciente/${seqPaciente}`),
  ]);
  return {
    atendimentos: parseRows(atendimentoSchema, atendimentos, 'GET /api/listarAtendimentosPaciente/{id}'),
    internacoes: parseRows(internacaoSchema, internacoes, 'GET /api/listarInternacoesPaciente/{id}'),
  };
}

/**
 * The team's open demands for the patient (shown before the encounter dialog when any). The back-end should list only
 * open ones; a row whose status says cancelled or converted is left out all the same.
 */
export async function loadDemandas(seqPaciente: number, equipeId: number) {
  const rows = parseRows(
    demandaSchema,
    await mainApi.get(`/api/listarDemandasPacienteEquipe/${seqPaciente}/${equipeId}`),
    'GET /api/listarDemandasPacienteEquipe/{paciente}/{equipe}',
  );
  return rows.filter((d) => !demandaEncerrada(d.status, d.situacao));
}

/** Exam ids (SEQ_EXAME) of an encounter or admission, matched later to the catalogue by idLegado. */
export async function loadExames(kind: 'atendimento' | 'internacao', seq: number) {
  const path = kind === 'atendimento' ? 'listaexamesselecaoatendimentopera' : 'listaexamesselecaointernacaoopera';
  return parseRows(exameSchema, await mainApi.get(`/api/${path}/${seq}`), `GET /api/${path}/{id}`).map(
    (e) => e.SEQ_EXAME,
  );
}
