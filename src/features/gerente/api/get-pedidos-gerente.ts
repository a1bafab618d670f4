import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { parseLongListWith } from '@/lib/http/parse-long-list';
import { corpoFiltros, filtrosIniciais, type FiltrosGerente } from '../model/filtros';
import { readGerenteRow } from './gerente-row';

export const gerenteKeys = {
  lista: (f: FiltrosGerente | null) => ['pedidos', 'gerente', f] as const,
};

/** POST /api/pedidoCirurgiaGerenteCentroCirurgico with the applied filters, row by row; a superseded load is cancelled. */
function pedidosGerenteQuery(filtros: FiltrosGerente | null) {
  return queryOptions({
    queryKey: gerenteKeys.lista(filtros),
    queryFn: async ({ signal }) =>
      parseLongListWith(
        readGerenteRow,
        await mainApi.post('/api/pedidoCirurgiaGerenteCentroCirurgico', filtros ? corpoFiltros(filtros) : {}, {
          signal,
        }),
        'POST /api/pedidoCirurgiaGerenteCentroCirurgico',
      ),
    enabled: filtros !== null,
    // A reload after a write keeps the rows on screen (and the page, filters and scroll) until the new ones come.
    placeholderData: keepPreviousData,
    // The list started when the router navigated here is the screen's own (not fetched again as it mounts); coming
    // back later reloads it, and every write of the app invalidates it (its key is under pedidoKeys.all).
    staleTime: 10_000,
  });
}

export function usePedidosGerente(filtros: FiltrosGerente | null) {
  return useQuery(pedidosGerenteQuery(filtros));
}

/**
 * Starts loading the list the screen opens with (the configured period from today, the user's centres) while the
 * screen's code is still arriving; the router calls this on navigation, and the screen finds its rows loading or
 * loaded. Without the configuration nothing starts: the screen says what failed.
 */
export async function prefetchPedidosGerente(queryClient: QueryClient, centros: readonly number[]): Promise<void> {
  const config = await queryClient.ensureQueryData(configuracoesQuery()).catch(() => null);
  if (!config) return;
  const filtros = filtrosIniciais(saoPauloIsoDay(), config.diasPeriodoFiltroPedidosCirurgia, centros);
  await queryClient.prefetchQuery(pedidosGerenteQuery(filtros));
}
