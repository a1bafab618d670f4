import { lazy, type ComponentType } from 'react';
import { ImpressaoSlotContext } from '@/components/slots/impressao-slot';

// Loaded with the first Impressão action, not with the list.
const ImpressaoDialogs = lazy(() =>
  import('@/features/impressao/components/impressao-dialogs').then((m) => ({ default: m.ImpressaoDialogs })),
);

/** A request-list screen with the print dialogs of the impressao feature in its rows' Impressão action. */
export function withImpressao(Page: ComponentType): () => React.JSX.Element {
  return function ComImpressao() {
    return (
      <ImpressaoSlotContext.Provider value={ImpressaoDialogs}>
        <Page />
      </ImpressaoSlotContext.Provider>
    );
  };
}
