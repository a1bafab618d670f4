// The worked example of docs/decisions/017-adding-a-wizard-step.md: a step is one definition (its rule and its view)
// and one entry in a run's spec (src/features/wizard/runs/). This throw-away step is added in front of a new request's
// steps; the wizard renders it, refuses Próximo with its check's message, saves what is typed in the draft and moves
// on to the next step.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { useFormContext } from 'react-hook-form';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { TextAreaField } from '@/components/form/text-area-field';
import { WizardShell } from '@/features/wizard/components/wizard-shell';
import { readWizardDraft, startWizardDraft } from '@/features/wizard/draft/draft-storage';
import type { WizardForm } from '@/features/wizard/model/form';
import { NOVO_PEDIDO } from '@/features/wizard/runs/novo-pedido';
import type { RunSpec } from '@/features/wizard/runs/run-spec';
import type { WizardStep } from '@/features/wizard/steps/wizard-step';
import { signInAs } from '../../../utils/render-app';

function Observacoes() {
  const { control } = useFormContext<WizardForm>();
  return <TextAreaField control={control} name="recursos" label="Observações para o centro cirúrgico" />;
}

/** The whole new step: id, title, the form paths it owns, its check, and what it renders. */
const OBSERVACOES: WizardStep = {
  id: 'observacoes',
  title: 'Observações',
  fields: ['recursos'],
  check: (v) => (v.recursos.trim() ? [] : [{ field: 'recursos', message: 'Informe as observações.' }]),
  Component: Observacoes,
};

describe('adding a step to a run', () => {
  it('renders it, refuses Próximo with its message, saves what is typed in the draft and moves on', async () => {
    signInAs('carlos.mendes');
    const queryClient = createQueryClient();
    // The one entry: the step in the run's list.
    const spec: RunSpec = { ...NOVO_PEDIDO, steps: [OBSERVACOES, ...NOVO_PEDIDO.steps], start: 'observacoes' };
    const router = createMemoryRouter([{ path: '/admin/wizard', element: <WizardShell spec={spec} /> }], {
      initialEntries: ['/admin/wizard'],
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    // The run started as the route's loader starts it (docs/decisions/030-um-escritor-do-rascunho.md).
    startWizardDraft({}, '/admin/wizard');
    render(<App queryClient={queryClient} router={router} />);

    expect(await screen.findByRole('heading', { name: 'Observações', level: 2 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect((await screen.findAllByText('Informe as observações.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Observações', level: 2 })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Observações para o centro cirúrgico/), 'Mesa de tração');
    await waitFor(() => expect(readWizardDraft()?.state).toMatchObject({ recursos: 'Mesa de tração' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { name: 'Paciente', level: 2 })).toBeInTheDocument();
    expect(readWizardDraft()?.step).toBe('paciente');
  });
});
