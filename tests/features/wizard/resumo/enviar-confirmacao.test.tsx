import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResumoStep } from '@/features/wizard/components/resumo/resumo-step';
import { setDialect } from '@mocks/dialect';
import { contexto, novoPedido, PEDIDO_COMPLETO, renderResumo } from './harness';

// A sent request is confirmed on the list it lands on, by its number (docs/decisions.md 'Confirmation of a sent
// request').
describe.each(['default', 'alt'] as const)('Enviar confirms the request sent (%s)', (d) => {
  beforeEach(() => setDialect(d));

  it('Meus Pedidos shows a success toast naming the request number', async () => {
    const pedido = await novoPedido();
    const { user } = renderResumo(<ResumoStep />, PEDIDO_COMPLETO, contexto({ pedido }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: 'Meus Pedidos' })).toBeInTheDocument();
    expect(await screen.findByText(`Pedido nº ${pedido.codigo} enviado.`)).toBeInTheDocument();
  });
});
