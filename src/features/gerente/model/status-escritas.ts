import type { AGENDAMENTO_CAMPOS } from '@/api/escritas/campos';
import { type CorpoDe } from '@/api/escritas/campos';
import type { Escrita } from '@/api/escritas/escrita';
import { escritaDoLog } from '@/api/historico/write-log';
import type { REJEICAO_CAMPOS } from './status-form';

export interface AlteracaoStatus {
  pedidoId: number;
  payload: Readonly<Record<string, string | number | null | undefined>>;
  /** The log's description: the new status name, or 'REAGENDAMENTO - {reason}'. */
  log: string;
  /** A reschedule also moves the room booking (addressed by the request, docs/decisions.md 'agendamento PUT'). */
  inicioCirurgia?: string | null;
}

type Autor = { userid: number; username: string };

/**
 * The manager's status change as ordered writes (wizards-and-management.md §4 'Statuses and manager actions', §7):
 * PUT /api/alterarStatus/{id}; for a reschedule PUT /api/agendamentoSalaCirurgia/{id} {inicioCirurgia} (a request
 * never booked has no booking to move: its 404 is no failure); then the 'Status' log entry, silent (§8).
 */
export function escritasDoStatus(a: AlteracaoStatus, autor: Autor): Escrita[] {
  const escritas: Escrita[] = [
    { id: 'status', backend: 'main', method: 'PUT', path: `/api/alterarStatus/${a.pedidoId}`, body: a.payload },
  ];
  if (a.inicioCirurgia) {
    escritas.push({
      id: 'agendamento',
      backend: 'main',
      method: 'PUT',
      path: `/api/agendamentoSalaCirurgia/${a.pedidoId}`,
      body: { inicioCirurgia: a.inicioCirurgia } satisfies Partial<CorpoDe<typeof AGENDAMENTO_CAMPOS>>,
      ausenteOk: true,
    });
  }
  escritas.push(escritaDoLog(autor, { idPedido: a.pedidoId, tipo: 'Status', descricao: a.log }));
  return escritas;
}

/**
 * The rejection (§4): PUT /api/cancelarPedidoMotivo/{id} with motivoRejeicao, then the log 'CANCELADO', which carries
 * the reason as the reschedule's log does ('CANCELADO - {reason}'), so that Histórico shows why (docs/decisions.md
 * 'Rejection reason in the log').
 */
export function escritasDaRejeicao(r: { pedidoId: number; motivo: string }, autor: Autor): Escrita[] {
  return [
    {
      id: 'rejeicao',
      backend: 'main',
      method: 'PUT',
      path: `/api/cancelarPedidoMotivo/${r.pedidoId}`,
      body: { motivoRejeicao: r.motivo } satisfies CorpoDe<typeof REJEICAO_CAMPOS>,
    },
    escritaDoLog(autor, { idPedido: r.pedidoId, tipo: 'Status', descricao: descricaoDaRejeicao(r.motivo) }),
  ];
}

/** The rejection's log description: 'CANCELADO', with the reason when one was given. */
const descricaoDaRejeicao = (motivo: string): string => (motivo.trim() ? `CANCELADO - ${motivo.trim()}` : 'CANCELADO');
