import { ResumoDialog } from '@/widgets/resumo/resumo-dialog';
import { resumoCheckListHref, type PedidoEscolhido } from '../model/escolhido';
import { useNavegar } from '@/lib/router/navegar';

/** 'Resumo do pedido' of the checklist, with the request's notes panel and the full-page summary. */
export function ResumoChecklistDialog({ pedido, onClose }: { pedido: PedidoEscolhido; onClose: () => void }) {
  const navigate = useNavegar();
  return (
    <ResumoDialog
      pedido={pedido}
      onClose={onClose}
      extra={[
        {
          label: 'Abrir em página',
          icon: 'pi pi-external-link',
          outlined: true,
          onClick: () => navigate(resumoCheckListHref(pedido.id)),
        },
      ]}
    />
  );
}
