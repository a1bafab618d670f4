import { useState } from 'react';
import { addDays } from '@/lib/dates/wall-clock';
import { SEMANAS_PROCURADAS } from '../../model/primeira-semana';
import { useSemanaEventos } from './use-semana-eventos';
import type { RoomCalendarProps } from './room-calendar';

/** `nenhuma`: no bookable time in any of the weeks read. */
type Procura = { semana: string; passos: number; fim: boolean; nenhuma: boolean };

/**
 * The week the room calendar opens on (docs/decisions.md, 'Step 2: the calendar's first week'): from
 * `inicial`, the first week with a bookable slot, read one week after another (each week's queries stay cached for the
 * calendar); `inicial` itself when nothing is bookable in the next SEMANAS_PROCURADAS weeks or a week cannot be read.
 * With a chosen slot (`procurar` false) it is `inicial` at once.
 */
export function usePrimeiraSemana(
  p: Omit<RoomCalendarProps, 'onSelect' | 'onClear'>,
  inicial: string,
  procurar: boolean,
) {
  const [procura, setProcura] = useState<Procura>({ semana: inicial, passos: 0, fim: !procurar, nenhuma: false });
  const { events, lida, falhou } = useSemanaEventos(p, procura.semana);
  // Adjusted while rendering (React's pattern for state derived from what was just read): one week after another.
  if (!procura.fim && (lida || falhou)) {
    const achou = lida && events.some((e) => e.extendedProps?.estado === 'livre');
    if (achou || falhou) setProcura({ ...procura, semana: achou ? procura.semana : inicial, fim: true });
    else if (procura.passos >= SEMANAS_PROCURADAS)
      setProcura({ ...procura, semana: inicial, fim: true, nenhuma: true });
    else setProcura({ ...procura, semana: addDays(procura.semana, 7), passos: procura.passos + 1 });
  }
  return procura;
}
