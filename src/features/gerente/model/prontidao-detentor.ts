import { wallMinutes } from '@/lib/dates/wall-clock';
import type { Pendencia } from './prontidao-pendencias';

// 'Quem está com o pedido' (docs/decisions/023-prontidao.md): who has to act next, and since the last status change.

export const GESTAO = 'Gestão';
export const DETENTOR_DESCONHECIDO = 'Não foi possível saber com quem está';

/**
 * The areas that owe an opinion (pending, or owed by what the request needs) or the anaesthetic evaluation hold the request once it has been conferred; before
 * the first conference, and for everything else (a rejection, a bed, the SLA, a ready request), the management does.
 * Only unknown (or still being read) pendências and no other: nobody can say.
 */
export function detentor(pendencias: readonly Pendencia[]): string {
  if (pendencias.some((p) => p.tipo === 'conferencia')) return GESTAO;
  const areas = pendencias
    .filter((p) => p.tipo === 'parecerPendente' || p.tipo === 'avaliacaoAnestesica' || p.tipo === 'parecerExigido')
    .flatMap((p) => (p.area ? [p.area.sigla] : []));
  if (areas.length) return [...new Set(areas)].join(', ');
  const incerta = (p: Pendencia) => p.tipo === 'desconhecido' || p.tipo === 'verificando';
  if (pendencias.length && pendencias.every(incerta)) return DETENTOR_DESCONHECIDO;
  return GESTAO;
}

/** Minutes of Saturdays and Sundays between two wall-clock minute counts (the epoch, 1970-01-01, was a Thursday). */
function minutosDeFimDeSemana(de: number, ate: number): number {
  let total = 0;
  // Day by day from the first day's midnight: at most a few hundred iterations for a status a year old.
  for (let dia = Math.floor(de / 1440) * 1440; dia < ate; dia += 1440) {
    const semana = (Math.floor(dia / 1440) + 4) % 7; // 0 Sunday … 6 Saturday
    if (semana === 0 || semana === 6) total += Math.max(0, Math.min(ate, dia + 1440) - Math.max(de, dia));
  }
  return total;
}

/**
 * Minutes from `desde` to `agora` (São Paulo wall clocks): calendar time, or business time (Monday to Friday, whole
 * days) when the SLA is counted in business days or hours; null when either is unreadable or `desde` is ahead.
 */
export function minutosComOPedido(desde: string | null, agora: string, uteis: boolean): number | null {
  if (!desde) return null;
  const de = wallMinutes(desde);
  const ate = wallMinutes(agora);
  if (Number.isNaN(de) || Number.isNaN(ate) || de > ate) return null;
  return uteis ? ate - de - minutosDeFimDeSemana(de, ate) : ate - de;
}

/** '2 d 4 h', '5 h 20 min', '45 min'; 'tempo desconhecido' for null. */
export function formatarTempo(minutos: number | null): string {
  if (minutos === null) return 'tempo desconhecido';
  const d = Math.floor(minutos / 1440);
  const h = Math.floor((minutos % 1440) / 60);
  const m = minutos % 60;
  if (d > 0) return h > 0 ? `${d} d ${h} h` : `${d} d`;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  return `${m} min`;
}
