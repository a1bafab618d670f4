import type { AGENDAMENTO_CAMPOS } from '@/api/escritas/campos';
import { type CorpoDe } from '@/api/escritas/campos';
import type { EscritaPlanejada } from '@/api/escritas/executar-escritas';
import { logBody } from '@/api/historico/write-log';

export interface AlteracaoStatus {
  pedidoId: number;
  payload: Readonly<Record<string, string | number | null | undefined>>;
  /** The log's description: the new status name, or 'REAGENDAMENTO - {reason}'. */
  log: string;
  /** A reschedule also moves the room booking (addressed by the request, docs/decisions.md 'agendamento PUT'). */
  inicioCirurgia?: string | null;
}

/**
 * The manager's status change as ordered writes (wizards-and-management.md §4 'Statuses and manager actions', §7):
 * PUT /api/alterarStatus/{id}; for a reschedule PUT /api/agendamentoSalaCirurgia/{id} {inicioCirurgia} (a request
 * never booked has no booking to move: its 404 is no failure); then the 'Status' log entry, silent (§8).
 */
export function escritasDoStatus(a: AlteracaoStatus, autor: { userid: number; username: string }): EscritaPlanejada[] {
  const escritas: EscritaPlanejada[] = [
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
  escritas.push({
    id: 'log',
    backend: 'log',
    method: 'POST',
    path: '/logpedido',
    body: logBody(autor, { idPedido: a.pedidoId, tipo: 'Status', descricao: a.log }),
    silenciosa: true,
  });
  return escritas;
}
