import { NOVO_PEDIDO } from './novo-pedido';
import type { RunSpec } from './run-spec';

/** A request created from a favourite (its items already on it): a new request's run on that request. */
export const FAVORITO: RunSpec = { ...NOVO_PEDIDO, id: 'favorito' };
