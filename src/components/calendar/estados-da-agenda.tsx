import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/data/query-states';
import { LoadingState } from '@/components/data/loading-state';
import { errorMessage } from '@/lib/http/api-error';
import { saoPauloHora } from '@/lib/dates/today';

interface Props {
  /** The agenda's query: what it read last, its failure, and when it read. */
  query: { data: unknown; error: unknown; dataUpdatedAt: number; refetch: () => unknown };
  /** The data read holds no event to draw. */
  vazia: boolean;
  /** Notices about what was read (rows left out), in the empty and the data branches. */
  avisos?: ReactNode;
  /** The calendar and its legend, drawn only when there is something to draw. */
  children: ReactNode;
}

/**
 * An agenda's loading, error, empty and data as separate branches (DESIGN.md 'Screens', as Mapa de Salas): nothing
 * read yet and failing is the error alone; a reload that fails keeps the agenda it had, saying so above it
 * (docs/decisions.md 'agenda').
 */
export function EstadosDaAgenda({ query, vazia, avisos, children }: Props) {
  const tentar = () => void query.refetch();
  if (query.data === undefined) {
    return query.error ? <ErrorState message={errorMessage(query.error)} onRetry={tentar} /> : <LoadingState />;
  }
  return (
    <>
      {query.error ? (
        <ErrorState
          message={`Não foi possível atualizar a agenda: ${errorMessage(query.error)} Mostrando a agenda atualizada às ${saoPauloHora(query.dataUpdatedAt)}.`}
          onRetry={tentar}
        />
      ) : null}
      {avisos}
      {vazia ? <EmptyState message="Sem pedidos na agenda" /> : children}
    </>
  );
}
