import { createContext, useContext, type ComponentType } from 'react';
import type { PedidoRow } from '@/api/pedidos/pedido-row';

/** What a request list hands to the print dialogs of its row (docs/decisions/007-print-dialogs-slot.md). */
export interface ImpressaoSlotProps {
  row: PedidoRow;
  /** The doctor-facing list adds the AIH request. */
  comAih: boolean;
  onClose: () => void;
}

/** The print dialogs, provided by src/app: a feature never imports another feature. */
export const ImpressaoSlotContext = createContext<ComponentType<ImpressaoSlotProps> | null>(null);

/** Renders the print dialogs the app provided for this screen; nothing when none were. */
export function ImpressaoSlot(props: ImpressaoSlotProps) {
  const Dialogs = useContext(ImpressaoSlotContext);
  return Dialogs ? <Dialogs {...props} /> : null;
}
