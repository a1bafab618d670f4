// The submission of a request as data (wizards-and-management.md §4 'Submission of a request (in order)', §7
// 'Request submission and reschedule', §8 'Dialog Atenção!'): a pure plan of ordered writes, each with its payload
// and its failure message, and a runner that resumes after a failure without repeating what succeeded.

import type { AGENDAMENTO_CAMPOS, CorpoDe, LOG_CAMPOS } from '@/api/escritas/campos';
import { readId } from '@/lib/schema/normalise';
import type { FINALIZAR_DEMANDA_CAMPOS, ITEM_PEDIDO_CAMPOS } from './escritas-campos';
import type { Conferencia } from './submission-reenvio';
import { paraEnvio, resultadoDe, type NomeResultado, type Resultado, type Resultados } from './write-refs';

export interface Write {
  /** Stable id within a submission: recorded in the draft once the write succeeded. */
  id: string;
  method: 'POST' | 'PUT' | 'DELETE';
  backend: 'main' | 'log';
  path: string;
  body?: Readonly<Record<string, unknown>>;
  /** The 'Atenção!' message when it fails (the server's text appended where §8 says so). */
  falha: (erro: string) => string;
  /** A write whose failure is only logged (the log entry). */
  silenciosa?: boolean;
  /** A creating write whose answered id later writes send (model/write-refs). */
  guarda?: NomeResultado;
  /** A creating POST whose record a read can show: after no answer, its retry reads first (model/submission-reenvio). */
  conferir?: Conferencia;
}

export const FALHAS = {
  confirmarPedido: () => 'Erro ao confirmar pedido',
  confirmarPedidoCom: (erro: string) => `Erro ao confirmar pedido: ${erro}`,
  deletarItens: () => 'Erro ao deletar itens do pedido',
  agendarSala: () => 'Erro ao agendar sala de cirurgia',
  finalizarDemanda: (id: number) => () => `Erro ao finalizar demanda. Demanda ID: ${id}`,
} as const;

export interface ItemEscolhido {
  item: number;
  quantidade: number;
  unidadeMedida?: number | null;
  itemEventual?: boolean;
  justificativaEventual?: string;
  /** Equipment, exams and boxes go with quantity 1 (§4). */
  quantidadeUm?: boolean;
}

export interface PlanoInput {
  pedidoId: number;
  /** The request payload of §3 'Surgical request (pedidoCirurgia), as sent', built by the form model. */
  pedido: Readonly<Record<string, unknown>>;
  /** The edit (technical review / reschedule) flow: old secondary procedures are deleted first. */
  edicao: boolean;
  /** Every item the request holds is deleted before the items are created (model/itens-diferenca); default: edicao. */
  excluirItens?: boolean;
  agendamento: { inicioCirurgia: string; finalEfetivoCirurgia: string; id?: number | null } | null;
  demanda: { idDemanda: number; idProfissional: number } | null;
  itens: readonly ItemEscolhido[];
  urgencia: boolean;
  aprovacaoAutomatica: boolean;
  log: { id_usuario: number; username: string; descricao: string };
  /** A reschedule (§4 'Reschedule'): the status change (§3 'Reschedule change') and the opinion deletion. */
  reagendamento?: AlteracaoReagendamento | null;
  /** The admission record as chosen (§3 'Admission, sent'): updated when it has an id, else created; null: none. */
  admissao?: { id: number | null; body: Readonly<Record<string, unknown>> } | null;
}

/**
 * The admission is written first: the request names it (§3 'Surgical request … internacao'), as the patient and the
 * encounter are saved before the request (§4 'Request wizard progress').
 */
function admissaoWrite(a: NonNullable<PlanoInput['admissao']>, pedidoId: number): Write {
  const base = { id: 'internacao', backend: 'main', body: a.body, falha: FALHAS.confirmarPedidoCom } as const;
  return a.id
    ? { ...base, method: 'PUT', path: `/api/internacao/${a.id}` }
    : {
        ...base,
        method: 'POST',
        path: '/api/internacao',
        guarda: 'internacao',
        conferir: { tipo: 'internacao', pedidoId },
      };
}

/** PUT /api/alterarStatus/{id} of a reschedule (§3 'Reschedule change'). */
export interface AlteracaoReagendamento {
  idStatusPedido: number | null;
  idMotivoReagendamento: number;
  idProfissionalReagenda: number;
  dataHoraSugeridaReagendamento: string | null;
  dataInternacaoReagendamento: string | null;
}

/** After the request update, a reschedule sets the rescheduled status and deletes the technical opinion. */
function reagendamentoWrites(pedidoId: number, r: AlteracaoReagendamento): Write[] {
  return [
    {
      id: 'alterar-status',
      method: 'PUT',
      backend: 'main',
      path: `/api/alterarStatus/${pedidoId}`,
      body: { ...r },
      falha: FALHAS.confirmarPedidoCom,
    },
    {
      id: 'excluir-parecer',
      method: 'DELETE',
      backend: 'main',
      path: `/api/parecerAreaTecnica/${pedidoId}`,
      falha: FALHAS.confirmarPedidoCom,
    },
  ];
}

/** The booking shows among the room's booked requests (the request's room and team, as its update sends them). */
function conferirAgendamento(p: PlanoInput, inicio: string): Conferencia | undefined {
  const sala = readId(p.pedido.salaCirurgia);
  const equipe = readId(p.pedido.equipeRequisitante);
  return sala && equipe ? { tipo: 'agendamento', pedidoId: p.pedidoId, sala, equipe, inicio } : undefined;
}

/** The writes of a request's Enviar (§4 'Submission of a request (in order)'), each named as a run's spec lists it. */
export type EscritaDoPedido =
  | 'internacao'
  | 'excluirSecundarios'
  | 'excluirItens'
  /** The request as created: initial status, the session's requester, logged 'PEDIDO'. */
  | 'pedido'
  /** The stored request reviewed: technical-review status, its own requester, only what was read; 'REVISÃO TÉCNICA'. */
  | 'revisaoDoPedido'
  | 'reagendamento'
  | 'agendamento'
  | 'finalizarDemanda'
  | 'itensPedido'
  | 'urgencia'
  | 'aprovacao'
  | 'logPedido';

/** What every request's Enviar writes after the request (and a reschedule's status change), in this order. */
const APOS_O_PEDIDO: readonly EscritaDoPedido[] = [
  'agendamento',
  'finalizarDemanda',
  'itensPedido',
  'urgencia',
  'aprovacao',
  'logPedido',
];

/** A new request's writes, in the specification's order; a write with nothing to write (no admission) is left out. */
export const ESCRITAS_DO_PEDIDO: readonly EscritaDoPedido[] = [
  'internacao',
  'excluirItens',
  'pedido',
  ...APOS_O_PEDIDO,
];

/** A stored request's conference or reschedule: old secondary procedures deleted first, the reschedule's writes after. */
export const ESCRITAS_DA_REVISAO: readonly EscritaDoPedido[] = [
  'internacao',
  'excluirSecundarios',
  'excluirItens',
  'revisaoDoPedido',
  'reagendamento',
  ...APOS_O_PEDIDO,
];

function agendamentoWrites(p: PlanoInput): Write[] {
  if (!p.agendamento) return [];
  const { id, ...horario } = p.agendamento;
  const body = {
    inicioCirurgia: horario.inicioCirurgia,
    finalEfetivoCirurgia: horario.finalEfetivoCirurgia,
    pedidoCirurgia: p.pedidoId,
  } satisfies CorpoDe<typeof AGENDAMENTO_CAMPOS>;
  const base = { id: 'agendamento', backend: 'main', body, falha: FALHAS.agendarSala } as const;
  return [
    id
      ? { ...base, method: 'PUT', path: `/api/agendamentoSalaCirurgia/${id}` }
      : {
          ...base,
          method: 'POST',
          path: '/api/agendamentoSalaCirurgia',
          conferir: conferirAgendamento(p, horario.inicioCirurgia),
        },
  ];
}

function itemWrites(p: PlanoInput): Write[] {
  return p.itens.map((it, i) => {
    const body: Partial<CorpoDe<typeof ITEM_PEDIDO_CAMPOS>> = {
      item: it.item,
      quantidade: it.quantidadeUm ? 1 : it.quantidade,
      pedidoCirurgia: p.pedidoId,
    };
    if (it.itemEventual)
      Object.assign(body, { itemEventual: true, justificativaEventual: it.justificativaEventual ?? '' });
    if (it.unidadeMedida) body.unidadeMedida = it.unidadeMedida;
    return {
      id: `item-${i}-${it.item}`,
      method: 'POST',
      backend: 'main',
      path: '/api/itemPedidoCirurgia',
      body,
      falha: FALHAS.confirmarPedidoCom,
    };
  });
}

const pedidoWrite = (p: PlanoInput): Write[] => [
  {
    id: 'pedido',
    method: 'PUT',
    backend: 'main',
    path: `/api/pedidoCirurgia/${p.pedidoId}`,
    body: p.pedido,
    falha: FALHAS.confirmarPedido,
  },
];

/** What each write of a request's Enviar sends for a plan's input (none when the input has nothing for it). */
export const ESCRITA_DO_PEDIDO: Readonly<Record<EscritaDoPedido, (p: PlanoInput) => Write[]>> = {
  internacao: (p) => (p.admissao ? [admissaoWrite(p.admissao, p.pedidoId)] : []),
  excluirSecundarios: (p) => [
    {
      id: 'excluir-secundarios',
      method: 'DELETE',
      backend: 'main',
      path: `/api/excluirProcedimentosSecundariosPedidoCirurgia/${p.pedidoId}`,
      falha: FALHAS.confirmarPedido,
    },
  ],
  excluirItens: (p) =>
    (p.excluirItens ?? p.edicao)
      ? [
          {
            id: 'excluir-itens',
            method: 'DELETE',
            backend: 'main',
            path: `/api/excluirItensPedidoCirurgia/${p.pedidoId}`,
            falha: FALHAS.deletarItens,
          },
        ]
      : [],
  pedido: pedidoWrite,
  revisaoDoPedido: pedidoWrite,
  reagendamento: (p) => (p.reagendamento ? reagendamentoWrites(p.pedidoId, p.reagendamento) : []),
  agendamento: agendamentoWrites,
  finalizarDemanda: (p) =>
    p.demanda
      ? [
          {
            id: 'demanda',
            method: 'PUT',
            backend: 'main',
            path: '/api/finalizarTransformacaoDemanda',
            body: {
              idDemanda: p.demanda.idDemanda,
              idPedido: p.pedidoId,
              idProfissional: p.demanda.idProfissional,
            } satisfies CorpoDe<typeof FINALIZAR_DEMANDA_CAMPOS>,
            falha: FALHAS.finalizarDemanda(p.demanda.idDemanda),
          },
        ]
      : [],
  itensPedido: itemWrites,
  urgencia: (p) =>
    p.urgencia
      ? [
          {
            id: 'urgencia',
            method: 'PUT',
            backend: 'main',
            path: `/api/finalizarPedidoUrgenciaEmergencia/${p.pedidoId}`,
            falha: FALHAS.confirmarPedidoCom,
          },
        ]
      : [],
  aprovacao: (p) =>
    p.aprovacaoAutomatica
      ? [
          {
            id: 'aprovacao',
            method: 'PUT',
            backend: 'main',
            path: `/api/aprovacaoAutomaticaModeloPedidoCirurgia/${p.pedidoId}`,
            falha: FALHAS.confirmarPedidoCom,
          },
        ]
      : [],
  logPedido: (p) => [
    {
      id: 'log',
      method: 'POST',
      backend: 'log',
      path: '/logpedido',
      body: {
        id_usuario: p.log.id_usuario,
        username: p.log.username,
        id_pedido: p.pedidoId,
        tipo: 'Status',
        descricao: p.log.descricao,
      } satisfies CorpoDe<typeof LOG_CAMPOS>,
      falha: FALHAS.confirmarPedidoCom,
      silenciosa: true,
    },
  ],
};

/** The ordered writes of a request's submission: those `escritas` names (by default a new request's or, editing, a review's). */
export function submissionPlan(
  p: PlanoInput,
  escritas: readonly EscritaDoPedido[] = p.edicao ? ESCRITAS_DA_REVISAO : ESCRITAS_DO_PEDIDO,
): Write[] {
  return escritas.flatMap((e) => ESCRITA_DO_PEDIDO[e](p));
}

export type RunResult = { ok: true } | { ok: false; write: Write; mensagem: string };

/**
 * Runs the writes in order, skipping those already done (a second Enviar resumes at the failed write); each success
 * is reported through `onDone` (the draft records it, with the id a creating write answered). `resultados` holds the
 * ids earlier tries answered. A silent write's failure is logged and the run goes on.
 */
export async function runSubmission(
  writes: readonly Write[],
  done: ReadonlySet<string>,
  send: (write: Write) => Promise<unknown>,
  onDone: (id: string, resultado: Resultado | null) => void,
  describeError: (error: unknown) => string,
  resultados: Resultados = {},
): Promise<RunResult> {
  const conhecidos: Partial<Record<NomeResultado, number>> = { ...resultados };
  for (const write of writes) {
    if (done.has(write.id)) continue;
    try {
      const resultado = resultadoDe(write, await send(paraEnvio(write, conhecidos)));
      // A record created without a readable id cannot be named by the writes after it: the run stops there.
      if (write.guarda && !resultado && conhecidos[write.guarda] === undefined) throw new Error('id não lido');
      if (resultado) conhecidos[resultado.nome] = resultado.id;
      onDone(write.id, resultado);
    } catch (error) {
      if (write.silenciosa) {
        console.error('Falha ao registrar o histórico do pedido', describeError(error));
        continue;
      }
      return { ok: false, write, mensagem: write.falha(describeError(error)) };
    }
  }
  return { ok: true };
}

export interface ItensAutomaticosInput {
  /** configuracoes.itemPadraoExigenciaParecerNir. */
  itemNir: number | null;
  acomodacaoExigeNir: boolean;
  codigoLeito: number | null;
  /** The modality blocks the inpatient resource: the default bed (NIR) item is skipped. */
  internacaoBloqueada: boolean;
  tipoPedido: '0' | '1';
  /** configuracoes.itensInclusaoAutomaticaSaudeSuplementar. */
  itensSaudeSuplementar: readonly number[];
}

/** The items added on submit besides the chosen ones (§4), each with quantity 1. */
export function itensAutomaticos(i: ItensAutomaticosInput): ItemEscolhido[] {
  const out: ItemEscolhido[] = [];
  const precisaNir = i.acomodacaoExigeNir || (i.codigoLeito ?? 0) > 0;
  if (i.itemNir !== null && precisaNir && !i.internacaoBloqueada) out.push({ item: i.itemNir, quantidade: 1 });
  if (i.tipoPedido === '1') for (const item of i.itensSaudeSuplementar) out.push({ item, quantidade: 1 });
  return out;
}
