import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../utils/render-app';

describe('/admin/wizard on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a dot stepper with Próximo and Voltar instead of the step list', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36',
    );
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    expect(await screen.findByLabelText('Etapa 1 de 5: Paciente')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Etapas do pedido' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('Todos os dados preenchidos serão perdidos. Deseja continuar?')).toBeInTheDocument();
  });
});
