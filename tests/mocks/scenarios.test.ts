import { db } from '@mocks/db/db';
import { applyScenario } from '@mocks/scenarios';
import { enviarEscrita } from '@/api/escritas/enviar-escrita';
import { signInAs } from '../utils/render-app';

const item = (n: number) =>
  ({
    backend: 'main',
    method: 'POST',
    path: '/api/itemPedidoCirurgia',
    body: { item: n, quantidade: 1, pedidoCirurgia: 1002 },
  }) as const;

describe('the HTTP mock’s failNext scenario', () => {
  it('with apos: 1 lets the first matching call through and fails only the second', async () => {
    signInAs('carlos.mendes');
    const pedido = db.pedidos.find((p) => p.id === 1002);
    const antes = pedido?.itens.length ?? 0;
    // As a journey sends it (POST /__scenario): the request's second item answers 503.
    applyScenario({ action: 'failNext', route: 'POST /api/itemPedidoCirurgia', status: 503, apos: 1 });

    await expect(enviarEscrita(item(101))).resolves.toMatchObject({ id: expect.any(Number) });
    await expect(enviarEscrita(item(102))).rejects.toMatchObject({ status: 503 });
    await expect(enviarEscrita(item(103))).resolves.toMatchObject({ id: expect.any(Number) });
    expect(pedido?.itens.slice(antes).map((i) => i.item)).toEqual([101, 103]);
  });
});
