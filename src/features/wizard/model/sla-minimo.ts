import { addDays, addMinutes, clockMinutes, wallMinutes } from '@/lib/dates/wall-clock';
import { inicioMinimoDoSla, type SlaRule } from './cirurgia-date-check';

// The SLA minimum the room calendar draws (wizards-and-management.md §5 'Calendar slots' and 'SLA'): the same rule the
// date check applies, so a slot offered is a slot accepted (docs/decisions.md 'Calendar and the server's SLA').

/** The server's SLA answer for one date: its message, or null when the date is allowed. */
export type ValidarSla = (perspectiva: 'horas' | 'dias', data: string, sla: number) => Promise<string | null>;

/**
 * The first of `candidatos` (in time order) that `aceita`, found by bisection: an SLA is a minimum lead time, so once
 * a start is accepted every later one is. Null when none is.
 */
export async function primeiroAceito(
  candidatos: readonly string[],
  aceita: (c: string) => Promise<boolean>,
): Promise<string | null> {
  let lo = 0;
  let hi = candidatos.length;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (await aceita(candidatos[mid])) hi = mid;
    else lo = mid + 1;
  }
  return candidatos[lo] ?? null;
}

/** The candidate starts of a week as the server sees them: each day (a day SLA), or each 30-minute start (hours). */
function candidatosDaSemana(semana: string, perspectiva: 'horas' | 'dias', horario: { de: string; ate: string }) {
  const out: string[] = [];
  for (let dia = 0; dia < 7; dia += 1) {
    const data = addDays(semana, dia);
    if (perspectiva === 'dias') {
      out.push(`${data}T00:00:00`);
      continue;
    }
    for (let m = clockMinutes(horario.de); m < clockMinutes(horario.ate); m += 30) {
      out.push(addMinutes(`${data}T00:00:00`, m));
    }
  }
  return out;
}

/**
 * The earliest start of the week (Monday `semana`) the SLA allows, or null when the SLA does not limit it: the local
 * rule as the date check computes it; a server rule asked of the server (validarDataCirurgiaEm…) for the week's
 * candidates; past the week's end when none is allowed.
 */
export async function inicioMinimoDaSemana(
  rule: SlaRule | null,
  agora: string,
  semana: string,
  validarSla: ValidarSla,
  horario = { de: '06:00', ate: '22:00' },
): Promise<string | null> {
  if (!rule || rule.tipo === 'local') return inicioMinimoDoSla(rule, agora);
  const { perspectiva, sla } = rule;
  // Past starts are refused as past; a day SLA is asked for the day (its whole day is in or out).
  const hoje = wallMinutes(`${agora.slice(0, 10)}T00:00:00`);
  const limite = perspectiva === 'dias' ? hoje : wallMinutes(agora);
  const candidatos = candidatosDaSemana(semana, perspectiva, horario).filter((c) => wallMinutes(c) >= limite);
  const aceita = async (c: string) => !(await validarSla(perspectiva, c, sla));
  const primeiro = (await primeiroAceito(candidatos, aceita)) ?? `${addDays(semana, 7)}T00:00:00`;
  if (!rule.mesmoDiaRecusado) return primeiro;
  const amanha = `${addDays(agora.slice(0, 10), 1)}T00:00:00`;
  return wallMinutes(primeiro) < wallMinutes(amanha) ? amanha : primeiro;
}
