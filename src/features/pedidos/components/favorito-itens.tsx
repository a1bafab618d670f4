import { LoadingState } from '@/components/data/loading-state';
import { EmptyState, ErrorState } from '@/components/data/query-states';
import { FAVORITO_ITEM_GROUPS, useItensFavorito } from '../api/favorito-itens';
import type { Favorito } from '../api/favoritos';

/** The items a favourite brings to the new request, by group (shown when it is chosen in 'Ver itens'). */
export function FavoritoItens({ favorito }: { favorito: Favorito }) {
  const grupos = useItensFavorito(favorito.id);
  const titulo = `Itens do favorito ${favorito.descricao}`;
  let corpo;
  if (grupos.some((g) => g.isError)) {
    corpo = (
      <ErrorState
        message="Não foi possível carregar os itens do favorito."
        onRetry={() => grupos.forEach((g) => void g.refetch())}
      />
    );
  } else if (grupos.some((g) => g.isPending)) {
    corpo = <LoadingState label="Carregando os itens do favorito..." />;
  } else if (grupos.every((g) => !g.data?.length)) {
    corpo = <EmptyState message="Sem itens" />;
  } else {
    corpo = FAVORITO_ITEM_GROUPS.map((g, i) => {
      const itens = grupos[i].data ?? [];
      if (!itens.length) return null;
      return (
        <div key={g.key}>
          <h5>{g.titulo}</h5>
          <ul>
            {itens.map((it) => (
              <li key={it.id}>
                {it.descricao} — {it.quantidade ?? 1}
                {it.unidadeMedida ? ` ${it.unidadeMedida.descricao}` : ''}
              </li>
            ))}
          </ul>
        </div>
      );
    });
  }
  return (
    <section aria-label={titulo}>
      <h4>{titulo}</h4>
      {corpo}
    </section>
  );
}
