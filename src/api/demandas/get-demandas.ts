import { useQuery } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { parseList } from '@/lib/http/parse-response';
import { demandaRowSchema } from './demanda-row';
import { demandaKeys } from './keys';

/** GET /api/minhasDemandas/{equipeId}: the team's open demands, row by row. */
export function useMinhasDemandas(equipeId: number) {
  return useQuery({
    queryKey: demandaKeys.minhas(equipeId),
    queryFn: async ({ signal }) =>
      parseList(
        demandaRowSchema,
        await mainApi.get(`/api/minhasDemandas/${equipeId}`, { signal }),
        'GET /api/minhasDemandas/{id}',
      ),
    staleTime: 0,
  });
}

/** The managers' filters, sent as `filtros` (wizards-and-management.md §7 'Demand'). */
export interface FiltrosDemandas {
  centrosCirurgicos: number[];
  /** yyyy-MM-dd */
  dataInicio: string;
  dataFim: string;
  eOnco: boolean;
}

/** POST /api/demandaCirurgiaGerente {filtros}: the demands of the chosen centres and inclusion period. */
export function useDemandasGerente(filtros: FiltrosDemandas | null) {
  return useQuery({
    queryKey: demandaKeys.gerente(filtros),
    queryFn: async ({ signal }) =>
      parseList(
        demandaRowSchema,
        await mainApi.post('/api/demandaCirurgiaGerente', { filtros }, { signal }),
        'POST /api/demandaCirurgiaGerente',
      ),
    enabled: filtros !== null,
    staleTime: 0,
  });
}
