import type { MockPedido } from './pedido-types';

/** Tables of the pedidos area (issue 3 fills the seed). */
export function createPedidosTables() {
  return {
    pedidos: [] as MockPedido[],
  };
}
