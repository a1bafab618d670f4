// The hours the agendas' week and day views draw (docs/decisions.md 'agenda', 'The time axis'): 06:00–22:00, widened
// to the whole hours around every event, so a surgery at night is drawn instead of silently left out.
import { wallMinutes } from '@/lib/dates/wall-clock';

const PADRAO_INICIO = 6 * 60;
const PADRAO_FIM = 22 * 60;
const DIA = 24 * 60;
/** What an event without an end occupies on the axis: one slot of the calendar (it is drawn as a start only). */
export const SLOT_MINUTOS = 30;

const hora = (minutos: number) => `${String(minutos / 60).padStart(2, '0')}:00:00`;

/** slotMinTime and slotMaxTime covering every event's start and end (wall-clock 'yyyy-MM-ddTHH:mm[:ss]'). */
export function faixaHoraria(eventos: readonly { start: string; end?: string | null }[]): {
  slotMinTime: string;
  slotMaxTime: string;
} {
  let inicio = PADRAO_INICIO;
  let fim = PADRAO_FIM;
  for (const e of eventos) {
    const meiaNoite = wallMinutes(e.start.slice(0, 10));
    const comeco = wallMinutes(e.start) - meiaNoite;
    if (!Number.isFinite(comeco)) continue;
    const termino = e.end ? wallMinutes(e.end) - meiaNoite : comeco + SLOT_MINUTOS;
    inicio = Math.min(inicio, Math.floor(comeco / 60) * 60);
    fim = Math.max(fim, Math.ceil((Number.isFinite(termino) ? termino : comeco + SLOT_MINUTOS) / 60) * 60);
  }
  return { slotMinTime: hora(inicio), slotMaxTime: hora(Math.min(fim, DIA)) };
}
