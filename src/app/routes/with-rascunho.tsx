import type { ComponentType } from 'react';
import { sessionStore } from '@/api/session/session-store';
import { haRascunhoDe } from '@/features/wizard/draft/draft-key';
import { RascunhoSlotContext } from '@/widgets/slots/rascunho-slot';
import { withSlot } from './with-slot';

/** Whether this tab keeps a draft of the signed-in user: the wizard's draft module knows where and how it is kept. */
function haRascunho(): boolean {
  const userid = sessionStore.get()?.userid;
  return userid !== undefined && haRascunhoDe(userid);
}

/** The notice's component, once its code has arrived (it is asked for only when the tab keeps a draft). */
let aviso: ComponentType | null = null;

/**
 * Meus Pedidos' route loader: when the tab keeps a draft of the user, the notice's code (the draft's reader and its schemas) arrives
 * before the screen renders, so the notice is above the rows from the first frame they are shown
 * (docs/decisions/026-aviso-do-rascunho-antes-da-lista.md). Without one (none, or another user's) none of it loads. A notice whose code
 * cannot load is left out: the list still opens.
 */
export async function carregarAvisoDoRascunho(): Promise<null> {
  if (aviso || !haRascunho()) return null;
  try {
    aviso = (await import('@/features/wizard/components/rascunho-aviso')).RascunhoAviso;
  } catch {
    // The list opens without the notice (the draft stays in the tab; the wizard's run address still resumes it).
  }
  return null;
}

function AvisoSeHouverRascunho() {
  const Aviso = aviso;
  return Aviso && haRascunho() ? <Aviso /> : null;
}

/** Meus Pedidos with the wizard's notice of a draft left in this tab ('Continuar pedido', 'Descartar rascunho'). */
export const withRascunho = (Page: ComponentType) => withSlot(RascunhoSlotContext, AvisoSeHouverRascunho, Page);
