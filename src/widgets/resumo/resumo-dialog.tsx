import { useState } from 'react';
import { AppDialog, type DialogAction } from '@/components/dialogs/app-dialog';
import { NotasPedidoDialog } from '@/widgets/anotacoes/notas-pedido-panel';
import { ResumoPedido } from './resumo-pedido';

interface Props {
  pedido: { id: number; codigo: string };
  onClose: () => void;
  /** Footer actions between Anotações and Fechar ('Abrir em página' of the checklist). */
  extra?: readonly DialogAction[];
}

/** 'Resumo do pedido nº {codigo}', opened from a request's code, with the request's notes panel. */
export function ResumoDialog({ pedido, onClose, extra = [] }: Props) {
  const [notas, setNotas] = useState(false);
  return (
    <>
      <AppDialog
        header={`Resumo do pedido nº ${pedido.codigo}`}
        onClose={onClose}
        footer={[
          { label: 'Anotações', icon: 'pi pi-comment', outlined: true, onClick: () => setNotas(true) },
          ...extra,
          { label: 'Fechar', onClick: onClose },
        ]}
      >
        <ResumoPedido pedidoId={pedido.id} />
      </AppDialog>
      {notas ? <NotasPedidoDialog pedidoId={pedido.id} codigo={pedido.codigo} onClose={() => setNotas(false)} /> : null}
    </>
  );
}
