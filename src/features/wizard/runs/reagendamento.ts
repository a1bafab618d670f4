import { CONFERENCIA } from './conferencia';
import type { RunSpec } from './run-spec';

/** The manager's reschedule of a stored request (§4 'Reschedule'), opened at Cirurgia. */
export const REAGENDAMENTO: RunSpec = {
  ...CONFERENCIA,
  id: 'reagendamento',
  // wizards-and-management.md §2 'Request wizard shell'.
  titulo: (codigo) => `Reagendamento Pedido nº ${codigo ?? '...'}`,
  start: 'cirurgia',
  submission: { registro: 'pedido', edicao: true },
};
