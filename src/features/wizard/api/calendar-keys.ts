/** Query keys of step 2's calendar: a room's bookings are cached per week, so a week already loaded is not refetched. */
export const calendarKeys = {
  all: ['wizard', 'calendario'] as const,
  programacoes: (equipeId: number, centroId: number) =>
    [...calendarKeys.all, 'programacoes', equipeId, centroId] as const,
  reservas: (equipeId: number, salaId: number, semana: string) =>
    [...calendarKeys.all, 'reservas', equipeId, salaId, semana] as const,
  slaMinimo: (rule: unknown, dia: string, semana: string) => [...calendarKeys.all, 'sla', rule, dia, semana] as const,
};
