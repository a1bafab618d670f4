import { lazy, type ComponentType } from 'react';
import { RascunhoSlotContext } from '@/widgets/slots/rascunho-slot';
import { withSlot } from './with-slot';

const RascunhoAviso = lazy(() =>
  import('@/features/wizard/components/rascunho-aviso').then((m) => ({ default: m.RascunhoAviso })),
);

/** Meus Pedidos with the wizard's notice of a draft left in this tab ('Continuar pedido', 'Descartar rascunho'). */
export const withRascunho = (Page: ComponentType) => withSlot(RascunhoSlotContext, RascunhoAviso, Page);
