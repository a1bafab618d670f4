import { createContext, Suspense, useContext, type ComponentType } from 'react';

/** The wizard's notice of a draft left in this tab, provided by src/app: a feature never imports another feature. */
export const RascunhoSlotContext = createContext<ComponentType | null>(null);

/** Renders the draft notice the app provided for this screen (loaded after the list); nothing when none was. */
export function RascunhoSlot() {
  const Aviso = useContext(RascunhoSlotContext);
  if (!Aviso) return null;
  return (
    <Suspense fallback={null}>
      <Aviso />
    </Suspense>
  );
}
