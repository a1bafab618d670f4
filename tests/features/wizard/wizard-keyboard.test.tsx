import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setDialect } from '@mocks/dialect';
import { renderApp } from '../../utils/render-app';
import { pickMariaByName } from './helpers';

// docs/decisions.md 'Wizard by keyboard': a step change puts the focus on the new step's heading; one button after
// it jumps to the step's buttons.
describe.each(['default', 'alt'] as const)('/admin/wizard by keyboard (%s)', (d) => {
  beforeEach(() => setDialect(d));

  it('Próximo and Anterior move the focus to the step’s heading; Próximo is two keys away from it', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await pickMariaByName(user);
    screen.getByRole('button', { name: 'Próximo' }).focus();
    await user.keyboard('{Enter}');
    const solicitacao = await screen.findByRole('heading', { name: 'Solicitação', level: 2 });
    await waitFor(() => expect(solicitacao).toHaveFocus());
    // From the heading: Tab reaches 'Ir para os botões da etapa', Enter puts the focus on Próximo.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ir para os botões da etapa' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Próximo' })).toHaveFocus();
    screen.getByRole('button', { name: 'Anterior' }).focus();
    await user.keyboard('{Enter}');
    const paciente = await screen.findByRole('heading', { name: 'Paciente', level: 2 });
    await waitFor(() => expect(paciente).toHaveFocus());
  });
});
