import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { parseRows } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { calendarKeys } from './calendar-keys';

/** A room schedule entry (wizards-and-management.md §3 'Room schedule entry'); hours read as 'HH:mm'. */
export const programacaoSchema = z.object({
  id: L.id(),
  diaSemana: L.required(L.id()),
  horaInicio: L.required(L.code()),
  horaFim: L.required(L.code()),
  salaCirurgia_id: L.required(L.id()),
  nomeSala: L.text(),
  descricao: L.text(),
});

/** GET /api/programacoes/{teamId}/{centerId}: the team's weekly room schedules in the centre. */
export const programacoesQuery = (equipeId: number, centroId: number) =>
  queryOptions({
    queryKey: calendarKeys.programacoes(equipeId, centroId),
    queryFn: async ({ signal }) =>
      parseRows(
        programacaoSchema,
        await mainApi.get(`/api/programacoes/${equipeId}/${centroId}`, { signal }),
        'GET /api/programacoes/{equipe}/{centro}',
      ),
    staleTime: 5 * 60_000,
  });
