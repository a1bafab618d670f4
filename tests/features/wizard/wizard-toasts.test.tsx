// The wizard's warnings (docs/decisions.md 'Where toasts appear and how many'): one at a time, a newer one replacing
// it, and a step's warnings gone when the step changes.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { MARIA_ESCOLHIDA, renderWizardAt } from './helpers';

/** The warning toasts on screen, by their title. */
const avisos = () => screen.queryAllByRole('alert').filter((a) => within(a).queryByText('Atenção!'));

describe('/admin/wizard — warnings', () => {
  it("a refused 'Próximo' twice shows one warning, and going back to the previous step takes it away", async () => {
    // The warning outlives the test however slow the machine: what is asserted is who takes it away.
    const vida = TOAST_MS.default;
    Reflect.set(TOAST_MS, 'default', 600_000);
    onTestFinished(() => {
      Reflect.set(TOAST_MS, 'default', vida);
    });
    // The patient picked, as the wizard saved her: the warnings of Solicitação are under test.
    const { user } = await renderWizardAt('solicitacao', MARIA_ESCOLHIDA, 'julia.souza');
    await screen.findByRole('heading', { name: 'Procedimentos Cirúrgicos' }, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(avisos()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('heading', { name: 'Dados do paciente' })).toBeInTheDocument();
    await waitFor(() => expect(avisos()).toHaveLength(0));
  }, 60_000);
});
