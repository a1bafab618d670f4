import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Step4Resumo } from '@/features/wizard/components/step4/step4-resumo';
import { setDialect } from '@mocks/dialect';
import { contexto, novoPedido, PEDIDO_COMPLETO, renderStep4 } from './harness';

// A sent request is confirmed on the list it lands on, by its number (docs/decisions.md 'Confirmation of a sent
// request').
describe.each(['default', 'alt'] as const)('Enviar confirms the request sent (%s)', (d) => {
  beforeEach(() => setDialect(d));
  afterEach(() => setDialect('default'));

  it('Meus Pedidos shows a success toast naming the request number', async () => {
    const pedido = await novoPedido();
    const { user } = renderStep4(<Step4Resumo />, PEDIDO_COMPLETO, contexto({ pedido }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: 'Meus Pedidos' })).toBeInTheDocument();
    expect(await screen.findByText(`Pedido nº ${pedido.codigo} enviado.`)).toBeInTheDocument();
  });
});
