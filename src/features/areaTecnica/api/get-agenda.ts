import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { parseList, parseResponse } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { agendaPath } from '../model/agenda';
import { areaTecnicaKeys, areaTecnicaRowSchema } from './area-tecnica-row';

/** Minha Agenda's events: GET /api/minhaAgendaAnestesia/{centros}/{convenios} or /api/minhaAgenda/{area}/…. */
export function useAgenda(
  anestesia: boolean,
  areaId: number,
  centros: readonly number[],
  convenios: readonly number[],
) {
  const path = agendaPath(anestesia, areaId, centros, convenios);
  return useQuery({
    queryKey: areaTecnicaKeys.agenda(path),
    queryFn: async ({ signal }) =>
      parseList(areaTecnicaRowSchema, await mainApi.get(path, { signal }), 'GET minhaAgenda'),
    placeholderData: keepPreviousData,
  });
}

const motivoAvaliacaoSchema = z.object({ motivoAvaliacaoAnestesica: L.text() });

/** GET /api/motivoAvaliacaoPreAnestesicaMinhaAgenda/{eventId}: the pre-anaesthetic evaluation reason. */
export function useMotivoAvaliacao(eventoId: number, enabled: boolean) {
  return useQuery({
    queryKey: areaTecnicaKeys.motivo(eventoId),
    queryFn: async ({ signal }) =>
      parseResponse(
        motivoAvaliacaoSchema,
        await mainApi.get(`/api/motivoAvaliacaoPreAnestesicaMinhaAgenda/${eventoId}`, { signal }),
        'GET /api/motivoAvaliacaoPreAnestesicaMinhaAgenda/{id}',
      ),
    enabled,
  });
}
