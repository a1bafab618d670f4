import { pendenciasExigidas } from './prontidao-exigencias';
import {
  pendenciaConferencia,
  pendenciaData,
  pendenciaLeito,
  pendenciasDeParecer,
  pendenciaSla,
  type PedidoProntidao,
  type Pendencia,
  type ProntidaoConfig,
} from './prontidao-pendencias';

/**
 * Every pendência of a request, in the order of docs/decisions/023-prontidao.md: date, conference, recorded opinions,
 * the opinions the request shows it needs (anaesthesia, NIR, blood bank, OPME), bed, SLA; none means 'Pronto'.
 */
export function pendenciasDoPedido(p: PedidoProntidao, config: ProntidaoConfig): Pendencia[] {
  const uma = (x: Pendencia | null): Pendencia[] => (x ? [x] : []);
  return [
    ...uma(pendenciaData(p)),
    ...uma(pendenciaConferencia(p, config)),
    ...pendenciasDeParecer(p, config),
    ...pendenciasExigidas(p, config),
    ...uma(pendenciaLeito(p, config)),
    ...uma(pendenciaSla(p)),
  ];
}
