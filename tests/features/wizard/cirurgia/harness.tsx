import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { expect, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { WizardContext, type WizardContextValue } from '@/features/wizard/hooks/wizard-context';
import { NOVO_PEDIDO } from '@/features/wizard/runs/novo-pedido';
import { emptyWizardForm, type WizardForm } from '@/features/wizard/model/form';
import { signInAs } from '../../../utils/render-app';
import { pessoasDe } from '../pessoas-de';

/** Sunday 2026-11-22 at noon in São Paulo, the seed's day 0. */
export const NOON_SEED_DAY = new Date('2026-11-22T12:00:00-03:00');

/**
 * What the room calendar says when, from that Sunday, it opens on the week of 30/11: the week of 23/11 lies inside
 * the SLA (seven working days) or has no time left (docs/decisions.md, 'Step 2: the calendar's first week').
 */
export const ABRE_EM_30_11 =
  'Sem horário disponível antes da semana de 30/11/2026: a agenda abre nela, a primeira com horário disponível.';

/** Waits for the room calendar to open on the week of 30/11, saying so. */
export const abreEm3011 = () => screen.findByText(ABRE_EM_30_11, {}, { timeout: 8000 });

const ELETIVO: WizardContextValue = {
  run: NOVO_PEDIDO,
  pedido: { id: 5000, codigo: '2026500' },
  modelo: null,
  procedimentos: [],
  flags: { eletivo: true, textosObrigatorios: true, avaliacaoPermitida: true },
  admission: { disabled: false, clear: false },
  idDemanda: null,
  pessoas: pessoasDe('carlos.mendes'),
};

export const URGENCIA: WizardContextValue = { ...ELETIVO, flags: { ...ELETIVO.flags, eletivo: false } };

/** Step 1's answers a step-2 test starts from: Ortopedia's knee replacement, 120 minutes, centre 1, elective. */
export const STEP1: Partial<WizardForm> = {
  procedimentoPrincipal: 6,
  duracaoEstimada: 120,
  centro: 1,
  carater: 1,
  modalidade: 1,
};

/**
 * Renders step-2 components inside the wizard's FormProvider and context, as carlos.mendes (team 1), with the clock
 * at noon of the seed's Sunday; returns the form so a test can read what was stored or change step 1's fields.
 */
export function renderCirurgia(ui: ReactNode, values: Partial<WizardForm>, ctx: WizardContextValue = ELETIVO) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOON_SEED_DAY });
  signInAs('carlos.mendes');
  const ref: { form: UseFormReturn<WizardForm> | null } = { form: null };
  function Harness() {
    const form = useForm<WizardForm>({ defaultValues: { ...emptyWizardForm(), ...STEP1, ...values } });
    ref.form = form;
    return (
      <FormProvider {...form}>
        <WizardContext.Provider value={ctx}>{ui}</WizardContext.Provider>
      </FormProvider>
    );
  }
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Harness />
      </ToastProvider>
    </QueryClientProvider>,
  );
  const form = () => {
    if (!ref.form) throw new Error('form not rendered');
    return ref.form;
  };
  /** Waits until every load (configuration, SLA status, catalogues) has answered. */
  const settled = () => waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { ...view, user, form, settled };
}
