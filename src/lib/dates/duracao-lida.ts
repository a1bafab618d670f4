// A surgery's duration as every screen that draws one reads it (docs/decisions/032-duracao-impossivel.md): an end
// before its start, or more than a day after it, is no duration anyone can plan by, so it is said ('Duração não
// informada') and drawn at a marked minimum size, never drawn as read (Mapa de Salas, both agendas, the wizard's
// room calendar).
import { wallMinutes } from './wall-clock';

/** What a block or dialog says of a surgery whose end cannot be read as a duration. */
export const DURACAO_NAO_INFORMADA = 'Duração não informada';
/** The longest surgery a screen draws as read: a day. */
const DURACAO_MAXIMA_MINUTOS = 24 * 60;
/** The size an unreadable duration is drawn at (one calendar slot), marked as unreadable. */
export const DURACAO_MINIMA_MINUTOS = 30;

/** A surgery's duration: read (minutes), not sent (no end, or an end equal to the start), or unreadable. */
type Duracao = { tipo: 'lida'; minutos: number } | { tipo: 'sem-fim' } | { tipo: 'ilegivel' };

/** The duration from a wall-clock start to a wall-clock end (readDateTime's form). */
export function duracaoLida(inicio: string, fim: string | null): Duracao {
  const minutos = fim ? wallMinutes(fim) - wallMinutes(inicio) : Number.NaN;
  if (!Number.isFinite(minutos) || minutos === 0) return { tipo: 'sem-fim' };
  if (minutos < 0 || minutos > DURACAO_MAXIMA_MINUTOS) return { tipo: 'ilegivel' };
  return { tipo: 'lida', minutos };
}

/** The end to draw and show: the read end when its duration is readable, else null. */
export function fimLegivel(inicio: string, fim: string | null): string | null {
  return duracaoLida(inicio, fim).tipo === 'lida' ? fim : null;
}

/** Whether the end is there but gives no readable duration (before the start, or more than a day after it). */
export function duracaoIlegivel(inicio: string, fim: string | null): boolean {
  return duracaoLida(inicio, fim).tipo === 'ilegivel';
}
