import { abrirDocumento } from '@/api/documentos/abrir-documento';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { ResumoPedido } from '@/widgets/resumo/resumo-pedido';

/**
 * Resumo do pedido: read-only, every section of the specification and the six item groups; 'Imprimir resumo' opens
 * its printable window, /resumoPedido/{id} (requester-side.md §7 'Print windows'; docs/decisions.md).
 */
export function ResumoDialog({ pedidoId, codigo, onClose }: { pedidoId: number; codigo: string; onClose: () => void }) {
  return (
    <AppDialog
      header={`Resumo do pedido nº ${codigo}`}
      onClose={onClose}
      footer={[
        {
          label: 'Imprimir resumo',
          icon: 'pi pi-print',
          outlined: true,
          onClick: () => abrirDocumento(`/resumoPedido/${pedidoId}`),
        },
      ]}
    >
      <ResumoPedido pedidoId={pedidoId} />
    </AppDialog>
  );
}
