// A request that already holds items (the back-end copied a demand's items into the request it made from it, as the
// specification allows, or the manager opened a stored request): Enviar sends only the difference (§3 'Request item',
// §7 'POST /api/itemPedidoCirurgia', 'DELETE /api/excluirItensPedidoCirurgia/{id}'); in both mock dialects.
import { describe, expect, it } from 'vitest';
import { db, nextId } from '@mocks/db/db';
import { contexto, enviarAteMeusPedidos, novoPedido, PEDIDO_COMPLETO, rota, usarDialeto } from './harness';

const item = (id: number, quantidade: number, unidadeMedida: number | null = null) => ({
  id: nextId(),
  item: id,
  quantidade,
  itemEventual: false,
  justificativaEventual: null,
  unidadeMedida,
});
/** What the request holds at the end, as catalogue item × quantity. */
const guardados = (id: number) =>
  db.pedidos
    .find((p) => p.id === id)!
    .itens.map((i) => `${i.item}×${i.quantidade}`)
    .sort();

describe.each(['default', 'alt'] as const)('Enviar on a request that holds items (%s dialect)', (dialect) => {
  usarDialeto(dialect);

  it('the demand’s items copied into the request are not sent again: only the new one is created', async () => {
    const pedido = await novoPedido();
    // The OPME box and the blood product were copied from the demand; the equipment is new.
    db.pedidos.find((p) => p.id === pedido.id)!.itens = [item(602, 1), item(401, 2, 3)];
    const chamadas = await enviarAteMeusPedidos(PEDIDO_COMPLETO, contexto({ pedido, idDemanda: 40 }));
    expect(chamadas.map(rota)).not.toContain(`DELETE /api/excluirItensPedidoCirurgia/${pedido.id}`);
    expect(chamadas.filter((c) => c.path === '/api/itemPedidoCirurgia').map((c) => c.body.item)).toEqual([503]);
    expect(guardados(pedido.id)).toEqual(['401×2', '503×1', '602×1']);
  });

  it('an item the request holds was removed: its items are deleted and the chosen ones created once', async () => {
    const pedido = await novoPedido();
    db.pedidos.find((p) => p.id === pedido.id)!.itens = [item(602, 1), item(301, 2)];
    const rotas = (await enviarAteMeusPedidos(PEDIDO_COMPLETO, contexto({ pedido, idDemanda: 40 }))).map(rota);
    const exclusao = rotas.indexOf(`DELETE /api/excluirItensPedidoCirurgia/${pedido.id}`);
    expect(exclusao).toBeGreaterThanOrEqual(0);
    expect(exclusao).toBeLessThan(rotas.indexOf('POST /api/itemPedidoCirurgia'));
    expect(guardados(pedido.id)).toEqual(['401×2', '503×1', '602×1']);
  });
});
