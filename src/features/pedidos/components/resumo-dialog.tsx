import { ITEM_GROUPS, useItensPedido } from '@/api/pedidos/get-itens-pedido';
import { usePedido } from '@/api/pedidos/get-pedido';
import { ErrorState } from '@/components/data/query-states';
import { LoadingState } from '@/components/data/loading-state';
import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { errorMessage } from '@/lib/http/api-error';
import { resumoSections } from '../model/resumo';

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

/** Resumo do pedido: read-only, every section of the specification and the six item groups. */
export function ResumoDialog({ pedidoId, codigo, onClose }: { pedidoId: number; codigo: string; onClose: () => void }) {
  const query = usePedido(pedidoId);
  return (
    <AppDialog header={`Resumo do pedido nº ${codigo}`} onClose={onClose}>
      {query.isLoading ? <LoadingState /> : null}
      {query.error ? <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <div className="resumo">
          {resumoSections(query.data).map((s) => (
            <section key={s.titulo} className="resumo__card" aria-label={s.titulo}>
              <h3>{s.titulo}</h3>
              <dl>
                {s.campos.map((c) => (
                  <div key={c.rotulo} className="resumo__campo">
                    <dt>{c.rotulo}</dt>
                    <dd>{c.valor}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <ItensCirurgia pedidoId={pedidoId} />
        </div>
      ) : null}
    </AppDialog>
  );
}
