import { createContext, useContext, type ComponentType } from 'react';
import type { PedidoRow } from '@/api/pedidos/pedido-row';
import type { PrintItemId } from '@/api/pedidos/print-menu';

export type ListaImpressao = 'medico' | 'residentes' | 'gerente';

/** What a request list hands to the print dialogs of its row (docs/decisions/007-print-dialogs-and-documents.md). */
export interface ImpressaoSlotProps {
  row: PedidoRow;
  /**
   * Which list asks: the doctor-facing list (Meus Pedidos) adds the AIH request; the manager list's 'Impressões' show
   * only for finished requests, with the AIH request for campaign requests.
   */
  lista: ListaImpressao;
  /** Opens this document's form (or its reprint question) instead of the print menu. */
  documento?: PrintItemId;
  onClose: () => void;
}

/** The print dialogs, provided by src/app: a feature never imports another feature. */
export const ImpressaoSlotContext = createContext<ComponentType<ImpressaoSlotProps> | null>(null);

/** Renders the print dialogs the app provided for this screen; nothing when none were. */
export function ImpressaoSlot(props: ImpressaoSlotProps) {
  const Dialogs = useContext(ImpressaoSlotContext);
  return Dialogs ? <Dialogs {...props} /> : null;
}
