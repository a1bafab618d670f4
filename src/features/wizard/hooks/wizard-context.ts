import { createContext, useContext } from 'react';
import type { ModeloPedido, Procedimento } from '@/api/catalogues/schemas';
import type { WizardSeed } from '../draft/draft-storage';
import type { DemandaLida } from '../model/demanda-to-form';
import type { PessoasDaRun } from '../model/pessoas';
import type { RunSpec } from '../runs/run-spec';

type PedidoLido = NonNullable<WizardSeed['pedidoLido']>;

/**
 * What every step reads besides the form (the form itself comes from react-hook-form's FormProvider): the run, its
 * record (`pedido`: the request being edited, or the demand of a demand run), the chosen model, the derived flags of
 * step 1 and the admission rules.
 */
export interface WizardContextValue {
  /** The kind of run (src/features/wizard/runs/): what a step needs to know of it, it reads there. */
  run: RunSpec;
  pedido: { id: number; codigo: string } | null;
  modelo: ModeloPedido | null;
  procedimentos: readonly Procedimento[];
  flags: { eletivo: boolean; textosObrigatorios: boolean; avaliacaoPermitida: boolean };
  admission: { disabled: boolean; clear: boolean };
  /** The source demand when a demand is being turned into a request. */
  idDemanda: number | null;
  /** The stored request as its run read it (conference or reschedule): its reschedule base, booking, model. */
  pedidoLido?: PedidoLido | null;
  /** Who requests and who is responsible, as the run's start resolved them (model/pessoas.ts). */
  pessoas: PessoasDaRun;
  /** The manager's correction of a saved demand: its stored items cannot be removed. */
  demandaLida?: DemandaLida | null;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

/** The wizard's context; only inside the wizard page. */
export function useWizardContext(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizardContext outside the wizard');
  return value;
}
