import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setDialect } from '@mocks/dialect';
import { MARIA_ESCOLHIDA, renderWizardAt } from './helpers';

// docs/decisions.md 'Wizard by keyboard': a step change puts the focus on the new step's heading; one button after
// it jumps to the step's buttons.
describe.each(['default', 'alt'] as const)('/admin/wizard by keyboard (%s)', (d) => {
  beforeEach(() => setDialect(d));

  it('Próximo and Anterior move the focus to the step’s heading; Próximo is two keys away from it', async () => {
    // The patient picked, as the wizard saved her: the focus on a step change is under test.
    const { user } = await renderWizardAt('paciente', MARIA_ESCOLHIDA, 'julia.souza');
    await screen.findByRole('heading', { name: 'Dados do paciente' });
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
