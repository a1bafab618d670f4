import { CONFERENCIA } from './conferencia';
import { NOVO_PEDIDO } from './novo-pedido';
import type { RunSpec } from './run-spec';

/** The manager's reschedule of a stored request (§4 'Reschedule'), opened at Cirurgia. */
export const REAGENDAMENTO: RunSpec = {
  ...CONFERENCIA,
  id: 'reagendamento',
  // wizards-and-management.md §2 'Request wizard shell'.
  titulo: (codigo) => `Reagendamento Pedido nº ${codigo ?? '...'}`,
  start: 'cirurgia',
  // Lands on Meus Pedidos with 'Pedido nº … enviado.', as a new request does.
  submission: { ...CONFERENCIA.submission, concluido: NOVO_PEDIDO.submission.concluido },
};
