import { lazy, type ComponentType } from 'react';
import { ImpressaoSlotContext } from '@/widgets/slots/impressao-slot';
import { withSlot } from './with-slot';

// Loaded with the first Impressão action, not with the list.
const ImpressaoDialogs = lazy(() =>
  import('@/features/impressao/components/impressao-dialogs').then((m) => ({ default: m.ImpressaoDialogs })),
);

/** A request-list screen with the print dialogs of the impressao feature in its rows' Impressão action. */
export const withImpressao = (Page: ComponentType) => withSlot(ImpressaoSlotContext, ImpressaoDialogs, Page);
