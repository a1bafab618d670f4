import { createContext, useContext } from 'react';
import type { ModeloPedido, Procedimento } from '@/api/catalogues/schemas';
import type { WizardSeed } from '../draft/draft-storage';
import type { GerenteDemandaSeed } from '../model/demanda-to-form';
import type { WizardVariant } from '../model/steps';

export type GerenteSeed = NonNullable<WizardSeed['gerente']>;

/**
 * How the wizard was opened: a new request (or demand), the manager's conference (step 4) or a reschedule (step 2) of
 * a request, or the manager's correction of a saved demand (at Resumo, in the Demandas page).
 */
export type WizardMode = 'pedido' | 'conferencia' | 'reagendamento' | 'demandaGerente';

/**
 * What every step reads besides the form (the form itself comes from react-hook-form's FormProvider): the request
 * being edited, the chosen model, the derived flags of step 1 and the admission rules.
 */
export interface WizardContextValue {
  mode: WizardMode;
  pedido: { id: number; codigo: string } | null;
  modelo: ModeloPedido | null;
  procedimentos: readonly Procedimento[];
  flags: { eletivo: boolean; textosObrigatorios: boolean; avaliacaoPermitida: boolean };
  admission: { disabled: boolean; clear: boolean };
  /** The source demand when a demand is being turned into a request. */
  idDemanda: number | null;
  /** The manager's run on an existing request (conference or reschedule): its reschedule base, booking, model. */
  gerente?: GerenteSeed | null;
  /** The demand wizard ('demand'): its record (`pedido`) is the blank demand; absent → a request. */
  variant?: WizardVariant;
  /** The manager's correction of a saved demand: its stored items cannot be removed. */
  gerenteDemanda?: GerenteDemandaSeed | null;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

/** The wizard's context; only inside the wizard page. */
export function useWizardContext(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizardContext outside the wizard');
  return value;
}
