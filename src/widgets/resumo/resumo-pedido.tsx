import { ITEM_GROUPS, useItensPedido } from '@/api/pedidos/get-itens-pedido';
import { usePedido } from '@/api/pedidos/get-pedido';
import { ErrorState } from '@/components/data/query-states';
import { LoadingState } from '@/components/data/loading-state';
import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { errorMessage } from '@/lib/http/api-error';
import { ResumoCard } from '@/components/resumo/resumo-card';
import { resumoSections } from './resumo-sections';

function ItensCirurgia({ pedidoId }: { pedidoId: number }) {
  const grupos = useItensPedido(pedidoId);
  return (
    <section className="resumo__card" aria-labelledby="resumo-itens">
      <h3 id="resumo-itens">Itens Cirurgia</h3>
      {ITEM_GROUPS.map((g, i) => {
        const itens = grupos[i].data ?? [];
        return (
          <div key={g.key} className="resumo__grupo">
            <h4>{g.titulo}</h4>
            {itens.length ? (
              <ul>
                {itens.map((it) => (
                  <li key={it.id}>
                    {it.descricao} — {it.quantidade ?? 1}
                    {it.unidadeMedida ? ` ${it.unidadeMedida.descricao}` : ''}
                    {it.itemEventual ? ` (eventual: ${it.justificativaEventual ?? NAO_INFORMADO})` : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{grupos[i].isLoading ? 'Carregando...' : NAO_INFORMADO}</p>
            )}
          </div>
        );
      })}
    </section>
  );
}

/**
 * A request's read-only summary (the cards of wizards-and-management.md §2 Step 4 and Checklist): every section and
 * the six item groups. Shared by Meus Pedidos' Resumo, the checklist's 'Resumo do pedido' and /admin/resumoCheckList.
 */
export function ResumoPedido({ pedidoId }: { pedidoId: number }) {
  const query = usePedido(pedidoId);
  if (query.isLoading) return <LoadingState />;
  if (query.error) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data) return null;
  return (
    <div className="resumo">
      {resumoSections(query.data).map((s) => (
        <ResumoCard key={s.titulo} section={s} />
      ))}
      <ItensCirurgia pedidoId={pedidoId} />
    </div>
  );
}
