import { Button } from 'primereact/button';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { NotasPedidoDialog } from '@/widgets/anotacoes/notas-pedido-panel';
import { ResumoPedido } from '@/widgets/resumo/resumo-pedido';
import { paths } from '@/config/paths';
import { lerEscolhido } from '../model/escolhido';
import { useNavegar } from '@/lib/router/navegar';

/** /admin/resumoCheckList (spec decision 11): the summary of the request chosen in the checklist; none → the checklist. */
export function ResumoChecklistPage() {
  const navigate = useNavegar();
  const [pedido] = useState(lerEscolhido);
  const [notas, setNotas] = useState(false);
  if (!pedido) return <Navigate to={paths.checkListGeral} replace />;
  return (
    <section className="page" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Resumo do pedido nº {pedido.codigo}</h1>
        <div className="toolbar">
          <Button label="Anotações" icon="pi pi-comment" outlined onClick={() => setNotas(true)} />
          <Button
            label="Voltar ao checklist"
            icon="pi pi-arrow-left"
            outlined
            onClick={() => navigate(paths.checkListGeral)}
          />
        </div>
      </div>
      <ResumoPedido pedidoId={pedido.id} />
      {notas ? <NotasPedidoDialog pedidoId={pedido.id} codigo={pedido.codigo} onClose={() => setNotas(false)} /> : null}
    </section>
  );
}
