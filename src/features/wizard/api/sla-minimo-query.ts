import { queryOptions } from '@tanstack/react-query';
import { inicioMinimoDaSemana } from '../model/sla-minimo';
import type { SlaRule } from '../model/cirurgia-date-check';
import { calendarKeys } from './calendar-keys';
import { validarSla } from './check-dates';

/**
 * The SLA minimum of a week (model/sla-minimo.ts), asked once per day, rule and week: the calendar draws with it and
 * the date check reads the same answer, so a slot offered is a slot accepted.
 */
export const slaMinimoQuery = (rule: SlaRule | null, agora: string, semana: string) =>
  queryOptions({
    queryKey: calendarKeys.slaMinimo(rule, agora.slice(0, 10), semana),
    queryFn: () => inicioMinimoDaSemana(rule, agora, semana, validarSla),
    staleTime: Infinity,
  });
