import { createContext, useContext, type ComponentType } from 'react';

/** The wizard's notice of a draft left in this tab, provided by src/app: a feature never imports another feature. */
export const RascunhoSlotContext = createContext<ComponentType | null>(null);

/**
 * Renders the draft notice the app provided for this screen; nothing when none was. Its code has arrived before the
 * screen renders (docs/decisions/026-aviso-do-rascunho-antes-da-lista.md): nothing here waits for it.
 */
export function RascunhoSlot() {
  const Aviso = useContext(RascunhoSlotContext);
  return Aviso ? <Aviso /> : null;
}
