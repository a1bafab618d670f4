import { createContext, Suspense, useContext, type ComponentType } from 'react';
import type { DemandaRow } from '@/api/demandas/demanda-row';
import { LoadingState } from '@/components/data/loading-state';

/** What the Demandas table hands to the demand wizard that replaces it (docs/decisions.md 'demandas'). */
export interface DemandaWizardSlotProps {
  /** The demand being corrected (the page's address names it: src/config/wizard-runs.ts). */
  id: number;
  /** Its table row; null when the page opened at the correction's address (a reload, a sign-in that resumes it). */
  row: DemandaRow | null;
  /** Back to the table (after a save, or when the manager gives the correction up). */
  onExit: () => void;
}

/** The managers' demand wizard, provided by src/app: a feature never imports another feature. */
export const DemandaWizardSlotContext = createContext<ComponentType<DemandaWizardSlotProps> | null>(null);

/** Whether the app provided the wizard on this screen ('Abrir demanda' is offered only then). */
export const useDemandaWizardDisponivel = () => useContext(DemandaWizardSlotContext) !== null;

/** Renders the demand wizard the app provided (loaded on first use); nothing when none was. */
export function DemandaWizardSlot(props: DemandaWizardSlotProps) {
  const Wizard = useContext(DemandaWizardSlotContext);
  if (!Wizard) return null;
  return (
    <Suspense fallback={<LoadingState />}>
      <Wizard {...props} />
    </Suspense>
  );
}
