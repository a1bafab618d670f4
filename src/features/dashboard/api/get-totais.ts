import { useQuery } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { dashboardKeys } from './graficos';
import { lerTotalGeral } from './leitores';

/** GET /api/apiTotalPedido or /api/apiTotalDemanda (§7 'Dashboard'): today's requests or the demands accumulated. */
export function useTotalGeral(qual: 'apiTotalPedido' | 'apiTotalDemanda') {
  const path = `/api/${qual}`;
  return useQuery({
    queryKey: dashboardKeys.total(qual),
    queryFn: async ({ signal }) => lerTotalGeral(await mainApi.get(path, { signal }), `GET ${path}`),
  });
}
