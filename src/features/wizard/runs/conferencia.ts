import { NOVO_PEDIDO } from './novo-pedido';
import type { RunSpec } from './run-spec';

/** The manager's conference of a stored request (spec decision 11), opened at Resumo; Enviar updates the request. */
export const CONFERENCIA: RunSpec = {
  ...NOVO_PEDIDO,
  id: 'conferencia',
  start: 'resumo',
  submission: { registro: 'pedido', edicao: true },
};
