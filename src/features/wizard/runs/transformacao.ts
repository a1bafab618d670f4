import { NOVO_PEDIDO } from './novo-pedido';
import type { RunSpec } from './run-spec';

/** 'Transformar em pedido': the request a demand became, opened at Solicitação with the demand's data. */
export const TRANSFORMACAO: RunSpec = {
  ...NOVO_PEDIDO,
  id: 'transformacao',
  start: 'solicitacao',
  recomeco: 'semDemanda',
};
