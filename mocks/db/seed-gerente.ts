import { readDateTime } from '@/lib/dates/read';
import { addMinutes } from '@/lib/dates/wall-clock';
import type { MockPaciente, MockPedido } from './pedido-types';
import { buildPedido } from './seed-pedidos';

// The manager list's own requests: requester 112 (RICARDO AUGUSTO TAVARES), who signs in to no seeded
// account, so Meus Pedidos and Pedidos de Residentes never count them. Their dates are relative to the moment the
// database is seeded, so the default period (today to today + 30) shows them and each SLA class holds for a day.

/** SLA limits the mock sends on every manager row: elective alert 2 / limit 5 days, urgency alert 1 day / 36 hours. */
export const SLA_PRAZOS = {
  prazoAlertaSLAEletivo: 2,
  prazoLimiteSLAEletivo: 5,
  prazoAlertaSLAUrgencia: 1,
  prazoLimiteSLAUrgencia: 36,
};

const PACIENTES: [string, 'M' | 'F', boolean][] = [
  ['BENEDITO ROCHA DE ALMEIDA', 'M', false],
  ['CLEUSA MARIA FONSECA', 'F', true],
  ['DIRCEU APARECIDO BORGES', 'M', false],
  ['ELISANGELA PRADO VIEIRA', 'F', false],
  ['GERALDO MAGELA TEIXEIRA', 'M', false],
  ['HELOISA BITENCOURT RAMOS', 'F', false],
  ['IVONE CONCEICAO DUARTE', 'F', false],
  ['JOAQUIM NABUCO PESSOA', 'M', false],
  ['KATIA REGINA MONTEIRO', 'F', false],
  ['LEONEL BRIZOLA CUNHA', 'M', false],
  ['MIRIAM LEITAO FARIAS', 'F', false],
  ['NELSON RODRIGUES PAIVA', 'M', false],
  ['ODETE ROITMAN SALES', 'F', false],
  ['PEDRO ALVARES CABRAL NETO', 'M', false],
];

interface GerenteSpec {
  status: number;
  /** Hours since the last status change. */
  horasStatus: number;
  urgencia?: boolean;
  centro?: number;
  convenio?: number;
  campanha?: number;
  onco?: boolean;
  impresso?: boolean;
  conferido?: boolean;
  modalidade?: number;
  /** Days from now to the surgery. */
  dias: number;
}

// Every status (1–9), every SLA class for elective and urgency, printed and unprinted, campaign and oncological,
// centres 1–3, SUS and supplementary plans.
const SPECS: GerenteSpec[] = [
  { status: 1, horasStatus: 20, dias: 3, centro: 1 }, // elective, no prazo
  { status: 1, horasStatus: 60, dias: 4, centro: 2, campanha: 1 }, // elective, expirando, campaign
  { status: 2, horasStatus: 130, dias: 5, centro: 1, conferido: true, onco: true }, // elective, fora do prazo
  { status: 2, horasStatus: 6, dias: 2, urgencia: true, conferido: true, convenio: 3 }, // urgency, no prazo, CONVP
  { status: 3, horasStatus: 26, dias: 6, urgencia: true, conferido: true, centro: 3 }, // urgency, expirando
  { status: 4, horasStatus: 40, dias: 7, urgencia: true, conferido: true, campanha: 2 }, // urgency, fora do prazo
  { status: 5, horasStatus: 10, dias: 8, conferido: true, convenio: 4, onco: true },
  { status: 6, horasStatus: 50, dias: 9, conferido: true, centro: 2 },
  { status: 7, horasStatus: 3, dias: 10, conferido: true },
  { status: 8, horasStatus: 24, dias: 11, conferido: true }, // finalised, unprinted
  { status: 8, horasStatus: 30, dias: 12, conferido: true, impresso: true, campanha: 1 }, // finalised, printed
  { status: 8, horasStatus: 12, dias: 13, conferido: true, modalidade: 2, centro: 2 }, // finalised, no admission
  { status: 9, horasStatus: 70, dias: 14, conferido: true },
  { status: 6, horasStatus: 1, dias: 15, conferido: true, modalidade: 2, convenio: 5, centro: 3 },
];

function paciente(i: number): MockPaciente {
  const [nome, sexo, gmr] = PACIENTES[i % PACIENTES.length];
  return {
    id: 5200 + i,
    idLegado: 890_000 + i * 7,
    numeroProntuario: String(4_200_000 + i * 41),
    nome,
    dataNascimento: `19${50 + i}-0${1 + (i % 9)}-1${i % 9}`,
    sexo,
    email: null,
    telefone: null,
    celular: `1499${String(7_100_000 + i * 1313).slice(0, 7)}`,
    cpf: null,
    cns: null,
    nomeMae: null,
    GMR: gmr,
  };
}

/** The manager list's requests, 3000–3013, dated from `agora` (São Paulo wall clock). */
export function seedGerentePedidos(agora: string = readDateTime(new Date()) ?? '2026-11-23T08:00:00'): MockPedido[] {
  const hoje = `${agora.slice(0, 10)}T00:00:00`;
  return SPECS.map((s, i) => {
    const pedido = buildPedido(
      3000 + i,
      {
        requisitante: 112,
        responsavel: 112,
        equipe: 1,
        status: s.status,
        procedimento: [5, 6, 7, 18][i % 4],
        cid: [5, 6, 7, 8][i % 4],
        carater: s.urgencia ? 2 : 1,
        centro: s.centro ?? 1,
      },
      paciente(i),
      1 + i * 5,
    );
    const cirurgia = addMinutes(hoje, s.dias * 1440 + 8 * 60);
    const internacao = s.modalidade === 2 ? null : addMinutes(hoje, (s.dias - 1) * 1440 + 14 * 60);
    const convenio = s.convenio ?? 1;
    return {
      ...pedido,
      codigo: String(2027_300 + i),
      tipoPedido: convenio > 2 ? '1' : '0',
      convenio,
      atendimento: pedido.atendimento ? { ...pedido.atendimento, convenio } : null,
      dataHoraAlteracaoStatus: addMinutes(agora, -s.horasStatus * 60),
      dataHoraSugerida: cirurgia,
      dataCirurgia: cirurgia,
      dataInternacao: internacao,
      internacao: pedido.internacao ? { ...pedido.internacao, dataInternacao: internacao } : null,
      modalidadeAtendimento: s.modalidade ?? 1,
      campanha: s.campanha ?? null,
      eOncologica: s.onco ? '1' : '2',
      primeiraConferencia: s.conferido ? addMinutes(agora, -(s.horasStatus + 2) * 60) : null,
      dataImpressaoPedidoInternacao: s.impresso ? addMinutes(agora, -60) : null,
      dataImpressaoAvisoCirurgico: s.impresso ? addMinutes(agora, -50) : null,
      motivoCancelamento: null,
      observacoesCancelamento: null,
      // Complete clinical fields: a conference can be sent from Resumo as it stands.
      principaisResultadosProvasDiagnosticas: 'Exames de imagem compatíveis com a indicação.',
      recursosNecessariosAtendimentoPaciente: 'Mesa cirúrgica e bisturi elétrico.',
      historiaClinica: 'Hipertenso controlado, sem alergias conhecidas.',
    };
  });
}

/** The manager requests' history: created, and the last status change (logging service). */
export function seedGerenteLogs(pedidos: readonly MockPedido[]) {
  return pedidos
    .filter((p) => p.id >= 3000 && p.id < 3100)
    .flatMap((p) => [
      {
        id: 60_000 + (p.id - 3000) * 2,
        createdAt: p.dataInclusao,
        id_usuario: 1,
        username: 'ricardo.tavares',
        id_pedido: p.id,
        tipo: 'Status',
        descricao: 'PEDIDO',
      },
      {
        id: 60_001 + (p.id - 3000) * 2,
        createdAt: p.dataHoraAlteracaoStatus,
        id_usuario: 3,
        username: 'mariana.lima',
        id_pedido: p.id,
        tipo: 'Status',
        descricao: 'CONFERIDO',
      },
    ]);
}
