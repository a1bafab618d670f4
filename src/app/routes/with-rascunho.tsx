import { lazy, type ComponentType } from 'react';
import { DRAFT_KEY } from '@/features/wizard/draft/draft-key';
import { RascunhoSlotContext } from '@/widgets/slots/rascunho-slot';
import { withSlot } from './with-slot';

const RascunhoAviso = lazy(() =>
  import('@/features/wizard/components/rascunho-aviso').then((m) => ({ default: m.RascunhoAviso })),
);

/** Whether this tab keeps a wizard draft at all (whose it is, and whether it still reads, the notice decides). */
function haRascunho(): boolean {
  try {
    return sessionStorage.getItem(DRAFT_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The notice's code (the draft's reader and its schemas) loads only when the tab keeps a draft: opening the list
 * without one runs none of it while its rows are on their way.
 */
function AvisoSeHouverRascunho() {
  return haRascunho() ? <RascunhoAviso /> : null;
}

/** Meus Pedidos with the wizard's notice of a draft left in this tab ('Continuar pedido', 'Descartar rascunho'). */
export const withRascunho = (Page: ComponentType) => withSlot(RascunhoSlotContext, AvisoSeHouverRascunho, Page);
