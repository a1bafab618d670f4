import type { MockPaciente, MockPedido } from './pedido-types';

/** Realistic, deterministic patients (some names share sounds: SOUZA/SOUSA, LUIZ/LUIS, THAIS/TAIS …). */
const PACIENTES: [string, 'M' | 'F', string, boolean][] = [
  ['MARIA APARECIDA DE SOUZA', 'F', '1958-04-12', false],
  ['JOSE CARLOS DA SILVA', 'M', '1962-09-30', true],
  ['ANTONIO PEREIRA SOUSA', 'M', '1970-01-05', false],
  ['ANA PAULA RODRIGUES', 'F', '1985-07-19', false],
  ['LUIZ FERNANDO OLIVEIRA', 'M', '1977-11-23', false],
  ['FRANCISCA DAS CHAGAS LIMA', 'F', '1949-02-14', false],
  ['THAIS CRISTINA MORAES', 'F', '1992-06-08', false],
  ['WALTER GONÇALVES RIBEIRO', 'M', '1955-03-27', true],
  ['PHILIPE AUGUSTO MARTINS', 'M', '1999-12-01', false],
  ['RAIMUNDA NONATA FERREIRA', 'F', '1960-08-15', false],
  ['EDUARDO HENRIQUE CAMPOS', 'M', '1981-05-22', false],
  ['JULIANA ALVES CARVALHO', 'F', '1990-10-10', false],
  ['SEBASTIAO MENDES ARAUJO', 'M', '1945-04-04', false],
  ['YASMIN VITORIA NASCIMENTO', 'F', '2004-09-17', false],
  ['MATHEUS HENRIQUE BARBOSA', 'M', '1996-03-03', false],
  ['CECILIA DOS SANTOS ROCHA', 'F', '1968-12-24', true],
];

export const seedPacientes = (): MockPaciente[] =>
  PACIENTES.map(([nome, sexo, nascimento, gmr], i) => ({
    id: 5000 + i,
    idLegado: 880_000 + i * 7,
    numeroProntuario: String(4_100_000 + i * 37),
    nome,
    dataNascimento: nascimento,
    sexo,
    email: i % 3 === 0 ? null : `${nome.split(' ')[0].toLowerCase()}@email.com.br`,
    telefone: i % 2 ? '1433221100' : null,
    celular: `149${String(91_000_000 + i * 1111).slice(0, 8)}`,
    cpf: null,
    cns: null,
    nomeMae: null,
    GMR: gmr,
  }));

const pad = (n: number) => String(n).padStart(2, '0');
/** A deterministic local date-time `days` from the fixed seed date 2026-11-22. */
export function seedDate(days: number, hour = 8): string {
  const d = new Date(Date.UTC(2026, 10, 22 + days, hour, 0));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:00:00`;
}

interface SeedSpec {
  requisitante: number;
  responsavel: number;
  equipe: number;
  status: number;
  procedimento: number;
  cid: number;
  carater: number;
  centro: number;
}

export function buildPedido(id: number, spec: SeedSpec, paciente: MockPaciente, offset: number): MockPedido {
  const hasDate = spec.status !== 10 && offset % 5 !== 0;
  return {
    id,
    codigo: String(2026_000 + id).padStart(7, '0'),
    confirmado: true,
    status: spec.status,
    dataInclusao: seedDate(-30 + (offset % 28), 9 + (offset % 8)),
    dataHoraAlteracaoStatus: seedDate(-3 + (offset % 3)),
    profissionalRequisitante: spec.requisitante,
    profissionalResponsavel: spec.responsavel,
    equipeRequisitante: spec.equipe,
    paciente,
    atendimento: {
      id: id + 100_000,
      idLegado: 700_000 + id,
      dataAtendimento: seedDate(-40 + (offset % 9)),
      numeroFAA: String(300_000 + id),
      peso: 60 + (offset % 35),
      convenio: 1,
    },
    internacao: {
      id: id + 200_000,
      idLegado: null,
      numeroInternacao: null,
      dataInternacao: hasDate ? seedDate(offset % 20, 14) : null,
      diariasPrevistas: 1 + (offset % 5),
      leitoUTI: offset % 7 === 0,
      tipoAcomodacao: 1 + (offset % 2),
      convenio: 1,
      peso: null,
    },
    tipoPedido: '0',
    convenio: 1,
    caraterAtendimento: spec.carater,
    centroCirurgico: spec.centro,
    salaCirurgia: 1,
    modalidadeAtendimento: offset % 6 === 0 ? 2 : 1,
    lateralidade: (['D', 'E', 'N'] as const)[offset % 3],
    indicacaoClinica:
      'Paciente com dor crônica e limitação funcional, refratário ao tratamento clínico há mais de seis meses.',
    prioridadeCirurgia: 1 + (offset % 4),
    cidPrincipal: spec.cid,
    cidSecundario: offset % 4 === 0 ? [17, 18] : [],
    tipoAnestesia: 1 + (offset % 3),
    procedimentoPrincipal: spec.procedimento,
    quantidadeProcedimentoPrincipal: 1,
    procedimentoSecundario: offset % 5 === 1 ? [{ procedimento: 17, quantidade: 1 }] : [],
    duracaoEstimada: 120 + (offset % 4) * 30,
    dataHoraSugerida: hasDate ? seedDate(1 + (offset % 20), 7 + (offset % 6)) : null,
    dataCirurgia: hasDate ? seedDate(1 + (offset % 20), 7 + (offset % 6)) : null,
    dataInternacao: hasDate ? seedDate(offset % 20, 14) : null,
    motivoAntecipacaoInternacao: null,
    codigoLeitoInternacao: null,
    necessariaAvaliacaoAnestesica: offset % 3 === 0,
    motivoAvaliacaoAnestesica: offset % 3 === 0 ? 'Cardiopata, avaliar risco cirúrgico.' : null,
    principaisSinaisSintomas: 'Dor e limitação de movimento.',
    principaisResultadosProvasDiagnosticas: offset % 2 ? 'Exames de imagem compatíveis com a indicação.' : null,
    recursosNecessariosAtendimentoPaciente: null,
    historiaClinica: offset % 2 ? 'Hipertenso controlado, sem alergias conhecidas.' : null,
    areaMedica: 1,
    equipePrestadora: null,
    eOncologica: offset % 9 === 4 ? '1' : '2',
    idModeloPedidoCirurgia: null,
    campanha: offset % 11 === 3 ? 2 : null,
    primeiraConferencia: null,
    motivoRejeicao: null,
    motivoCancelamento: spec.status === 9 ? 1 : null,
    observacoesCancelamento: spec.status === 9 ? 'Paciente desistiu do procedimento.' : null,
    idDemanda: null,
    itens: [
      {
        id: id * 10 + 1,
        item: 101,
        quantidade: 1,
        itemEventual: false,
        justificativaEventual: null,
        unidadeMedida: null,
      },
      ...(offset % 4 === 2
        ? [
            {
              id: id * 10 + 2,
              item: 401,
              quantidade: 2,
              itemEventual: false,
              justificativaEventual: null,
              unidadeMedida: 3,
            },
          ]
        : []),
      ...(offset % 3 === 1
        ? [
            {
              id: id * 10 + 3,
              item: 601,
              quantidade: 1,
              itemEventual: true,
              justificativaEventual: 'PODE SER NECESSÁRIA FIXAÇÃO ADICIONAL',
              unidadeMedida: null,
            },
          ]
        : []),
      ...(offset % 5 === 2
        ? [
            {
              id: id * 10 + 4,
              item: 503,
              quantidade: 1,
              itemEventual: false,
              justificativaEventual: null,
              unidadeMedida: null,
            },
          ]
        : []),
    ],
    dataImpressaoRPH: null,
    dataImpressaoPedidoInternacao: null,
    dataImpressaoAvisoCirurgico: null,
    dataImpressaoAIH: null,
  };
}

const STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 6];
const ORTO_PROCS = [5, 6, 7, 18, 19, 17, 8];
const ORTO_CIDS = [5, 6, 7, 8, 16];
/** Team 1 (Ortopedia): requester 101 (surgeon) and residents 102, 110, 111; team 2: 103. */
const REQUESTERS = [101, 101, 101, 102, 110, 111, 101, 103];

export function seedPedidos(pacientes: MockPaciente[]): MockPedido[] {
  return [...seedTeamPedidos(pacientes), ...seedTeam2Residente(pacientes)];
}

function seedTeamPedidos(pacientes: MockPaciente[]): MockPedido[] {
  return Array.from({ length: 36 }, (_, i) => {
    const requisitante = REQUESTERS[i % REQUESTERS.length];
    const equipe = requisitante === 103 ? 2 : 1;
    return buildPedido(
      1000 + i,
      {
        requisitante,
        responsavel: requisitante === 103 ? 103 : 101,
        equipe,
        status: STATUSES[i % STATUSES.length],
        procedimento: equipe === 2 ? [1, 3, 15][i % 3] : ORTO_PROCS[i % ORTO_PROCS.length],
        cid: equipe === 2 ? [1, 3, 12][i % 3] : ORTO_CIDS[i % ORTO_CIDS.length],
        carater: i % 6 === 5 ? 2 : 1,
        centro: i % 4 === 3 ? 2 : 1,
      },
      pacientes[i % pacientes.length],
      i,
    );
  });
}

/** Team 2's resident (113) has requests too, so a second team's resident view is not empty. */
function seedTeam2Residente(pacientes: MockPaciente[]): MockPedido[] {
  return [8, 3, 6].map((status, k) =>
    buildPedido(
      1036 + k,
      {
        requisitante: 113,
        responsavel: 103,
        equipe: 2,
        status,
        procedimento: [1, 3, 15][k],
        cid: [1, 3, 12][k],
        carater: 1,
        centro: 2,
      },
      pacientes[(10 + k) % pacientes.length],
      36 + k,
    ),
  );
}

/** The large-data switch: 5,000 confirmed requests for the surgeon 101. */
export function seedLargePedidos(pacientes: MockPaciente[]): MockPedido[] {
  return Array.from({ length: 5000 }, (_, i) =>
    buildPedido(
      100_000 + i,
      {
        requisitante: 101,
        responsavel: 101,
        equipe: 1,
        status: STATUSES[i % STATUSES.length],
        procedimento: ORTO_PROCS[i % ORTO_PROCS.length],
        cid: ORTO_CIDS[i % ORTO_CIDS.length],
        carater: i % 6 === 5 ? 2 : 1,
        centro: 1,
      },
      pacientes[i % pacientes.length],
      i,
    ),
  );
}

/** History entries of the seeded requests (logging service). */
export function seedLogs(pedidos: readonly MockPedido[]) {
  return pedidos.slice(0, 40).flatMap((p, i) => [
    {
      id: 50_000 + i * 3,
      createdAt: p.dataInclusao,
      id_usuario: 1,
      username: 'carlos.mendes',
      id_pedido: p.id,
      tipo: 'Status',
      descricao: 'PEDIDO',
    },
    ...(i % 2 === 0
      ? [
          {
            id: 50_001 + i * 3,
            createdAt: p.dataHoraAlteracaoStatus,
            id_usuario: 3,
            username: 'mariana.lima',
            id_pedido: p.id,
            tipo: 'Alteração',
            descricao: 'Data sugerida alterada',
          },
        ]
      : []),
  ]);
}
