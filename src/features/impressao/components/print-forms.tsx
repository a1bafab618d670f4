import type { PedidoRow } from '@/api/pedidos/pedido-row';
import type { DocumentoId } from '../model/documentos';
import { AihDialog } from './aih-dialog';
import { AvisoDialog } from './aviso-dialog';
import { InternacaoDialog } from './internacao-dialog';
import { RphDialog } from './rph-dialog';

interface PrintFormSwitchProps {
  id: DocumentoId;
  row: PedidoRow;
  documentPath: string;
  onClose: () => void;
}

/** The form of the chosen document. */
export function PrintForm({ id, row, documentPath, onClose }: PrintFormSwitchProps) {
  const props = { pedidoId: row.id, codigo: row.codigo, documentPath, onClose };
  switch (id) {
    case 'avisoCirurgia':
      return <AvisoDialog {...props} />;
    case 'pedidoInternacao':
      return <InternacaoDialog {...props} />;
    case 'hemoterapicos':
      return <RphDialog {...props} />;
    case 'solicitacaoAIH':
      return <AihDialog {...props} row={row} />;
    default:
      return null;
  }
}
