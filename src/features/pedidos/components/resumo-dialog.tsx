import { AppDialog } from '@/components/dialogs/app-dialog';
import { ResumoPedido } from '@/widgets/resumo/resumo-pedido';

/** Resumo do pedido: read-only, every section of the specification and the six item groups. */
export function ResumoDialog({ pedidoId, codigo, onClose }: { pedidoId: number; codigo: string; onClose: () => void }) {
  return (
    <AppDialog header={`Resumo do pedido nº ${codigo}`} onClose={onClose}>
      <ResumoPedido pedidoId={pedidoId} />
    </AppDialog>
  );
}
