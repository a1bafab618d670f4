import { readDateTime } from '@/lib/dates/read';
import { addMinutes } from '@/lib/dates/wall-clock';
import type { MockParecer } from './checklist-tables';
import type { MockPaciente, MockPedido } from './pedido-types';
import { buildPedido } from './seed-pedidos';

// Prontidão's requests (docs/decisions/023-prontidao.md): surgeries of the manager list on today + 3 (the last day of
// the default window), one ready and one per kind of pendência, with their own opinions. They come after every other
// seed (the opinions cycle over the first requests by position, mocks/db/checklist-tables.ts), requester 112 signs in
// to no seeded account, their patients are their own, and they are booked from 12:00, after the last request of the
// manager list's first page on the suites' day (2027004 at 11:00; docs/decisions/021-relogio-dos-testes.md), whose
// rows the list's tests expect there.

export const PRONTIDAO_PRIMEIRO_ID = 3020;

const APROVADO = 1;
const REJEITADO = 2;
const PENDENTE = 3;
const AUTOMATICO = 4;
/** An opinion id the catalogue does not know: the row's opinion comes unreadable. */
const ILEGIVEL = 99;
const ANESTESIA = 1;
const OPME = 2;
const NIR = 3;
/** APROVADO among the statuses (mocks/db/seed-catalogues.ts): past the conference. */
const APROVADO_STATUS = 6;

interface ProntidaoSpec {
  nome: string;
  sexo: 'M' | 'F';
  conferido: boolean;
  /** Hours since the last status change (elective SLA: alert 2 days, limit 5). */
  horasStatus: number;
  avaliacao: boolean;
  leito: number | null;
  modalidade: number;
  pareceres: [area: number, opiniao: number][];
  hora: number;
  /** Catalogue items: 101 an exam, 401 a blood product (the blood bank's opinion), 601 an OPME box (OPME's). */
  itens: number[];
  sala: number;
  /** A status past the conference with no primeiraConferencia (a back-end that left it empty). */
  status?: number;
}

/**
 * In code order, 2027320–2027323 in SALA 01 and the others in SALA 02: 2027320 Pronto, then one per kind. 2027321
 * (unconferred) has a bed and blood products and no NIR or blood-bank opinion; 2027324 is APROVADO with no
 * primeiraConferencia (not 'Sem conferência'); 2027325 has an OPME box and no OPME opinion; 2027326 'SLA fora do
 * prazo'; 2027327 an unreadable opinion. Every other request with a bed has the NIR's approval.
 */
const SPECS: ProntidaoSpec[] = [
  // Ambulatory (no bed needed), anaesthesia approved, OPME by the system's automatic approval.
  {
    nome: 'ROSANGELA BATISTA MOURA',
    sexo: 'F',
    conferido: true,
    horasStatus: 5,
    avaliacao: true,
    leito: null,
    modalidade: 2,
    pareceres: [
      [ANESTESIA, APROVADO],
      [OPME, AUTOMATICO],
    ],
    hora: 12,
    itens: [101],
    sala: 1,
  },
  {
    nome: 'SEBASTIAO FERREIRA LOPES',
    sexo: 'M',
    conferido: false,
    horasStatus: 60,
    avaliacao: false,
    leito: 204,
    modalidade: 1,
    pareceres: [],
    hora: 13,
    itens: [101, 401],
    sala: 1,
  },
  {
    nome: 'TEREZINHA ALVES CORDEIRO',
    sexo: 'F',
    conferido: true,
    horasStatus: 7,
    avaliacao: true,
    leito: 205,
    modalidade: 1,
    pareceres: [
      [ANESTESIA, PENDENTE],
      [NIR, APROVADO],
    ],
    hora: 14,
    itens: [101],
    sala: 1,
  },
  {
    nome: 'UBIRAJARA SANTOS LEMOS',
    sexo: 'M',
    conferido: true,
    horasStatus: 8,
    avaliacao: false,
    leito: 206,
    modalidade: 1,
    pareceres: [
      [OPME, REJEITADO],
      [NIR, APROVADO],
    ],
    hora: 15,
    itens: [101, 601],
    sala: 1,
  },
  {
    nome: 'VALDIRENE COSTA PIRES',
    sexo: 'F',
    conferido: false,
    horasStatus: 9,
    avaliacao: true,
    leito: 207,
    modalidade: 1,
    pareceres: [
      [OPME, APROVADO],
      [NIR, APROVADO],
    ],
    hora: 16,
    itens: [101],
    sala: 2,
    status: APROVADO_STATUS,
  },
  {
    nome: 'WALDEMAR NOGUEIRA BRITO',
    sexo: 'M',
    conferido: true,
    horasStatus: 10,
    avaliacao: false,
    leito: null,
    modalidade: 1,
    pareceres: [],
    hora: 17,
    itens: [101, 601],
    sala: 2,
  },
  {
    nome: 'XENIA MARQUES DANTAS',
    sexo: 'F',
    conferido: true,
    horasStatus: 130,
    avaliacao: false,
    leito: 208,
    modalidade: 1,
    pareceres: [[NIR, APROVADO]],
    hora: 18,
    itens: [101],
    sala: 2,
  },
  {
    nome: 'YOLANDA PACHECO ARRUDA',
    sexo: 'F',
    conferido: true,
    horasStatus: 11,
    avaliacao: false,
    leito: 209,
    modalidade: 1,
    pareceres: [[NIR, ILEGIVEL]],
    hora: 19,
    itens: [101],
    sala: 2,
  },
];

function paciente(s: ProntidaoSpec, i: number): MockPaciente {
  return {
    id: 5600 + i,
    idLegado: 930_000 + i * 7,
    numeroProntuario: String(4_400_000 + i * 43),
    nome: s.nome,
    dataNascimento: `19${60 + i}-0${1 + i}-1${i}`,
    sexo: s.sexo,
    email: null,
    telefone: null,
    celular: `1499${String(7_300_000 + i * 1717).slice(0, 7)}`,
    cpf: null,
    cns: null,
    nomeMae: null,
    GMR: false,
  };
}

/** The requests 3020–3027, status CONFERIDO (or PEDIDO before the conference), in centre 1, today + 3 from 12:00. */
export function seedProntidaoPedidos(agora: string = readDateTime(new Date()) ?? '2026-11-23T08:00:00'): MockPedido[] {
  const dia = addMinutes(`${agora.slice(0, 10)}T00:00:00`, 3 * 1440);
  return SPECS.map((s, i) => {
    const id = PRONTIDAO_PRIMEIRO_ID + i;
    const pedido = buildPedido(
      id,
      {
        requisitante: 112,
        responsavel: 112,
        equipe: 1,
        status: s.status ?? (s.conferido ? 2 : 1),
        procedimento: [5, 6, 7, 18][i % 4],
        cid: [5, 6, 7, 8][i % 4],
        carater: 1,
        centro: 1,
      },
      paciente(s, i),
      1 + i * 5,
    );
    const cirurgia = addMinutes(dia, s.hora * 60);
    const internacao = s.modalidade === 2 ? null : addMinutes(dia, -10 * 60);
    return {
      ...pedido,
      codigo: String(2027_320 + i),
      salaCirurgia: s.sala,
      itens: s.itens.map((item, j) => ({
        id: id * 10 + j + 1,
        item,
        quantidade: 1,
        itemEventual: false,
        justificativaEventual: null,
        unidadeMedida: null,
      })),
      dataHoraAlteracaoStatus: addMinutes(agora, -s.horasStatus * 60),
      dataHoraSugerida: cirurgia,
      dataCirurgia: cirurgia,
      dataInternacao: internacao,
      internacao: pedido.internacao ? { ...pedido.internacao, dataInternacao: internacao } : null,
      modalidadeAtendimento: s.modalidade,
      codigoLeitoInternacao: s.leito,
      necessariaAvaliacaoAnestesica: s.avaliacao,
      motivoAvaliacaoAnestesica: s.avaliacao ? 'Cardiopata, avaliar risco cirúrgico.' : null,
      campanha: null,
      eOncologica: '2',
      primeiraConferencia: s.conferido ? addMinutes(agora, -(s.horasStatus + 2) * 60) : null,
      dataImpressaoPedidoInternacao: null,
      dataImpressaoAvisoCirurgico: null,
      motivoCancelamento: null,
      observacoesCancelamento: null,
    };
  });
}

const JUSTIFICATIVAS: Record<number, string> = {
  [APROVADO]: 'Sem restrições.',
  [REJEITADO]: 'Material não disponível no estoque.',
  [PENDENTE]: 'Aguardando risco cirúrgico.',
  [AUTOMATICO]: '-',
  [ILEGIVEL]: '-',
};

/** Their opinions, as the technical areas recorded them. */
export function seedProntidaoPareceres(): MockParecer[] {
  return SPECS.flatMap((s, i) =>
    s.pareceres.map(([area, opiniao], j) => ({
      id: 79_000 + i * 10 + j,
      pedidoCirurgia: PRONTIDAO_PRIMEIRO_ID + i,
      areaTecnica: area,
      parecerTecnico: opiniao,
      justificativa: JUSTIFICATIVAS[opiniao],
    })),
  );
}
