import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NotasPedidoDialog } from '@/widgets/anotacoes/notas-pedido-panel';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { ResumoPedido } from '@/widgets/resumo/resumo-pedido';
import { paths } from '@/config/paths';
import type { PedidoEscolhido } from '../model/escolhido';

/** 'Resumo do pedido' of the checklist, with the request's notes panel and the full-page summary. */
export function ResumoChecklistDialog({ pedido, onClose }: { pedido: PedidoEscolhido; onClose: () => void }) {
  const navigate = useNavigate();
  const [notas, setNotas] = useState(false);
  return (
    <>
      <AppDialog
        header={`Resumo do pedido nº ${pedido.codigo}`}
        onClose={onClose}
        footer={[
          { label: 'Anotações', icon: 'pi pi-comment', outlined: true, onClick: () => setNotas(true) },
          {
            label: 'Abrir em página',
            icon: 'pi pi-external-link',
            outlined: true,
            onClick: () => navigate(paths.resumoCheckList),
          },
          { label: 'Fechar', onClick: onClose },
        ]}
      >
        <ResumoPedido pedidoId={pedido.id} />
      </AppDialog>
      {notas ? <NotasPedidoDialog pedidoId={pedido.id} codigo={pedido.codigo} onClose={() => setNotas(false)} /> : null}
    </>
  );
}
