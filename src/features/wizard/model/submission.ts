// The submission of a request as data (wizards-and-management.md §4 'Submission of a request (in order)', §7
// 'Request submission and reschedule', §8 'Dialog Atenção!'): a pure plan of ordered writes, each with its payload
// and its failure message, run by src/api/escritas/sequencia, which resumes after a failure without repeating what
// succeeded.

import type { AGENDAMENTO_CAMPOS, CorpoDe } from '@/api/escritas/campos';
import type { Escrita } from '@/api/escritas/escrita';
import { escritaDoLog } from '@/api/historico/write-log';
import { readId } from '@/lib/schema/normalise';
import type { FINALIZAR_DEMANDA_CAMPOS, ITEM_PEDIDO_CAMPOS } from './escritas-campos';
import type { Conferencia } from './submission-reenvio';
import { FALHAS, INTERNACAO, type AlteracaoReagendamento, type PlanoInput } from './submission-plano';

/**
 * The admission is written first: the request names it (§3 'Surgical request … internacao'), as the patient and the
 * encounter are saved before the request (§4 'Request wizard progress').
 */
function admissaoWrite(a: NonNullable<PlanoInput['admissao']>, pedidoId: number): Escrita {
  const base = { id: 'internacao', backend: 'main', body: a.body, falha: FALHAS.confirmarPedidoCom } as const;
  return a.id
    ? { ...base, method: 'PUT', path: `/api/internacao/${a.id}` }
    : {
        ...base,
        method: 'POST',
        path: '/api/internacao',
        guarda: INTERNACAO,
        conferir: { tipo: 'internacao', pedidoId } satisfies Conferencia,
      };
}

/** After the request update, a reschedule sets the rescheduled status and deletes the technical opinion. */
function reagendamentoWrites(pedidoId: number, r: AlteracaoReagendamento): Escrita[] {
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

function agendamentoWrites(p: PlanoInput): Escrita[] {
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

function itemWrites(p: PlanoInput): Escrita[] {
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

const pedidoWrite = (p: PlanoInput): Escrita[] => [
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
export const ESCRITA_DO_PEDIDO: Readonly<Record<EscritaDoPedido, (p: PlanoInput) => Escrita[]>> = {
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
    escritaDoLog(
      { userid: p.log.id_usuario, username: p.log.username },
      { idPedido: p.pedidoId, tipo: 'Status', descricao: p.log.descricao },
    ),
  ],
};

/** The ordered writes of a request's submission: those `escritas` names (by default a new request's or, editing, a review's). */
export function submissionPlan(
  p: PlanoInput,
  escritas: readonly EscritaDoPedido[] = p.edicao ? ESCRITAS_DA_REVISAO : ESCRITAS_DO_PEDIDO,
): Escrita[] {
  return escritas.flatMap((e) => ESCRITA_DO_PEDIDO[e](p));
}
