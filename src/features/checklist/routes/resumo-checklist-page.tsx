import { Button } from 'primereact/button';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { usePedido } from '@/api/pedidos/get-pedido';
import { NotasPedidoDialog } from '@/widgets/anotacoes/notas-pedido-panel';
import { ResumoPedido } from '@/widgets/resumo/resumo-pedido';
import { paths } from '@/config/paths';
import { pedidoDaBusca } from '../model/escolhido';
import { useNavegar } from '@/lib/router/navegar';

function Resumo({ pedidoId }: { pedidoId: number }) {
  const navigate = useNavegar();
  // The number comes with the request itself: the address holds its id only.
  const codigo = usePedido(pedidoId).data?.codigo ?? null;
  const [notas, setNotas] = useState(false);
  return (
    <section className="page" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">{codigo ? `Resumo do pedido nº ${codigo}` : 'Resumo do pedido'}</h1>
        <div className="toolbar">
          {codigo ? <Button label="Anotações" icon="pi pi-comment" outlined onClick={() => setNotas(true)} /> : null}
          <Button
            label="Voltar ao checklist"
            icon="pi pi-arrow-left"
            outlined
            onClick={() => navigate(paths.checkListGeral)}
          />
        </div>
      </div>
      <ResumoPedido pedidoId={pedidoId} />
      {notas && codigo ? (
        <NotasPedidoDialog pedidoId={pedidoId} codigo={codigo} onClose={() => setNotas(false)} />
      ) : null}
    </section>
  );
}

/**
 * /admin/resumoCheckList?pedido={id} (spec decision 11): the summary of the request chosen in the checklist. An
 * address naming no request returns to the checklist; one the back-end cannot answer shows its error (docs/decisions.md).
 */
export function ResumoChecklistPage() {
  const pedidoId = pedidoDaBusca(useLocation().search);
  if (pedidoId === null) return <Navigate to={paths.checkListGeral} replace />;
  return <Resumo key={pedidoId} pedidoId={pedidoId} />;
}
