import { formatDateBR } from '@/lib/dates/format';
import { addDays } from '@/lib/dates/wall-clock';

/**
 * How many weeks after the first one the room calendar looks for a bookable time (docs/decisions.md, 'Step 2: the
 * calendar's first week'): nine weeks in all, about two months.
 */
export const SEMANAS_PROCURADAS = 8;

/** The last day the search reads: the Sunday of the last week looked at from the week of Monday `inicial`. */
export function fimDaProcura(inicial: string): string {
  return addDays(inicial, SEMANAS_PROCURADAS * 7 + 6);
}

/** While the search reads a week: what the calendar says in its place. */
export function procurandoSemana(semana: string): string {
  return `Procurando a primeira semana com horário disponível (semana de ${formatDateBR(semana)})...`;
}

/**
 * What the room calendar says above the week it opens on (docs/decisions.md, 'Step 2: the calendar's first week'):
 * that the nearer weeks have no bookable time when it opens on a later one (`semana`), that nothing bookable was found
 * up to the search's last day when it opens on `inicial` for want of one (`nenhuma`), else nothing.
 */
export function avisoPrimeiraSemana(inicial: string, semana: string, nenhuma: boolean): string | null {
  if (semana !== inicial) {
    return (
      `Sem horário disponível antes da semana de ${formatDateBR(semana)}: ` +
      'a agenda abre nela, a primeira com horário disponível.'
    );
  }
  if (nenhuma) return `Nenhum horário disponível nesta sala até ${formatDateBR(fimDaProcura(inicial))}.`;
  return null;
}
