import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { createQueryClient } from '@/app/query-client';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { ItensStep } from '@/features/wizard/components/itens/itens-step';
import { UrgenciaItensWatcher } from '@/features/wizard/components/itens/urgencia-itens-watcher';
import { WizardContext, type WizardContextValue } from '@/features/wizard/hooks/wizard-context';
import { NOVO_PEDIDO } from '@/features/wizard/runs/novo-pedido';
import { emptyWizardForm, type WizardForm } from '@/features/wizard/model/form';
import { checkItens } from '@/features/wizard/model/itens';
import { signInAs } from '../../../utils/render-app';
import { pessoasDe } from '../pessoas-de';

const CONTEXTO: WizardContextValue = {
  run: NOVO_PEDIDO,
  pedido: { id: 1040, codigo: '2027040' },
  modelo: null,
  procedimentos: [],
  flags: { eletivo: true, textosObrigatorios: false, avaliacaoPermitida: false },
  admission: { disabled: false, clear: false },
  idDemanda: null,
  pessoas: pessoasDe('carlos.mendes'),
};

/** The page's part, played by the harness: leaving the step marks each pending field (as usePendingMarks does). */
function Page({ initial, onForm }: { initial: Partial<WizardForm>; onForm: (f: UseFormReturn<WizardForm>) => void }) {
  const form = useForm<WizardForm>({ defaultValues: { ...emptyWizardForm({ carater: 1 }), ...initial } });
  onForm(form);
  const proximo = () => {
    for (const p of checkItens(form.getValues()))
      if (p.field) form.setError(p.field, { type: 'pending', message: p.message });
  };
  return (
    <FormProvider {...form}>
      <WizardContext.Provider value={CONTEXTO}>
        <UrgenciaItensWatcher />
        <ItensStep />
        <button type="button" onClick={proximo}>
          Próximo
        </button>
        <button type="button" onClick={() => form.setValue('carater', 2)}>
          Mudar para urgência
        </button>
      </WizardContext.Provider>
    </FormProvider>
  );
}

/** Step 3 inside the providers the wizard page gives it, signed in as a surgeon of team 1. */
export function renderItens(initial: Partial<WizardForm> = {}) {
  signInAs('carlos.mendes');
  const ref: { form: UseFormReturn<WizardForm> | null } = { form: null };
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <Page initial={initial} onForm={(f) => (ref.form = f)} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  const values = () => ref.form!.getValues();
  return { user, values };
}

/** Opens the multi-select labelled `label` and ticks the option `option`, as a user clicking would. */
export async function choose(user: UserEvent, label: string, option: string | RegExp) {
  await user.click(await screen.findByLabelText(label));
  // The panel is appended to <body>; jsdom's accessibility tree may hide it behind an open dialog.
  const [item] = await screen.findAllByRole('option', { name: option, hidden: true });
  await user.click(item);
}
