import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { parseLongListWith } from '@/lib/http/parse-long-list';
import { corpoFiltros, type FiltrosGerente } from '../model/filtros';
import { readGerenteRow } from './gerente-row';

export const gerenteKeys = {
  lista: (f: FiltrosGerente | null) => ['pedidos', 'gerente', f] as const,
};

/** POST /api/pedidoCirurgiaGerenteCentroCirurgico with the applied filters, row by row; a superseded load is cancelled. */
export function usePedidosGerente(filtros: FiltrosGerente | null) {
  return useQuery({
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
    staleTime: 0,
  });
}
