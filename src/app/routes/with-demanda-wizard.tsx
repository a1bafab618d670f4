import { lazy, type ComponentType } from 'react';
import { DemandaWizardSlotContext } from '@/widgets/slots/demanda-wizard-slot';
import { withSlot } from './with-slot';

// Loaded when a manager opens a demand, not with the table.
const DemandaGerenteWizard = lazy(() =>
  import('@/features/wizard/routes/demanda-gerente-wizard').then((m) => ({ default: m.DemandaGerenteWizard })),
);

/** The Demandas table with the demand wizard of the wizard feature in place of it ('Abrir demanda'). */
export const withDemandaWizard = (Page: ComponentType) =>
  withSlot(DemandaWizardSlotContext, DemandaGerenteWizard, Page);
