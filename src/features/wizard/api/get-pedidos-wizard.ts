import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { addDays } from '@/lib/dates/wall-clock';
import { parseRows } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { calendarKeys } from './calendar-keys';

/** A request booked in the room (§3 'Booked request in calendar'); a booking without its times cannot be shown. */
export const reservaSchema = z.object({
  id: L.required(L.id()),
  codigo: L.shown(),
  dataInicio: L.required(L.dateTime()),
  dataFim: L.required(L.dateTime()),
});

/** GET /api/pedidosWizard/{start}/{end}/{teamId}/{roomId}: the room's bookings between two days (yyyy-MM-dd). */
export async function fetchReservas(equipeId: number, salaId: number, de: string, ate: string, signal?: AbortSignal) {
  return parseRows(
    reservaSchema,
    await mainApi.get(`/api/pedidosWizard/${de}/${ate}/${equipeId}/${salaId}`, { signal }),
    'GET /api/pedidosWizard/{inicio}/{fim}/{equipe}/{sala}',
  );
}

/** The room's bookings for the week starting on Monday `semana` (yyyy-MM-dd). */
export const reservasQuery = (equipeId: number, salaId: number, semana: string) =>
  queryOptions({
    queryKey: calendarKeys.reservas(equipeId, salaId, semana),
    queryFn: ({ signal }) => fetchReservas(equipeId, salaId, semana, addDays(semana, 6), signal),
    // A week already loaded is not fetched again (§4 'Calendar'); a room change starts new keys.
    staleTime: Infinity,
  });
