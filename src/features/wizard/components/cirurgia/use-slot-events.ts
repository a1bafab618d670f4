import type { EventClickArg, EventInput, EventMountArg } from '@fullcalendar/core';
import { useCallback, useMemo, useState } from 'react';
import { formatDateTimeBR } from '@/lib/dates/format';
import { addMinutes, hhmm } from '@/lib/dates/wall-clock';
import { SELECAO_REMOVIDA } from '../../model/slots';
import type { RoomCalendarProps } from './room-calendar';

/** When an event is: its start, and for an unavailable block also the end ('30/11/2026 06:00 a 07:00'). */
function quando(inicio: string, fim: string, estado: unknown): string {
  const de = formatDateTimeBR(inicio.slice(0, 19));
  return estado === 'indisponivel' && fim ? `${de} a ${hhmm(fim.slice(0, 19))}` : de;
}

/**
 * What a click on the room calendar's events does (choose a free slot, remove the chosen one, say why a time cannot be
 * booked), how each event is named for assistive technology, and the announcement of the last of these.
 */
export function useSlotEvents(
  events: EventInput[],
  p: Pick<RoomCalendarProps, 'selecionado' | 'onSelect' | 'onClear' | 'duracaoMinutos'>,
) {
  // Announced to screen readers: the chosen slot while there is one, else the last removal or reason clicked.
  const [aviso, setAviso] = useState('');
  const anuncio = p.selecionado ? `Agendamento selecionado: ${formatDateTimeBR(p.selecionado)}` : aviso;

  // One tab stop for the whole week (roving tabindex): the selection, else the first bookable time, else the first.
  const paradaId = useMemo(() => {
    const livre = events.find((e) => e.extendedProps?.estado === 'livre');
    return (livre ?? events[0])?.id ?? null;
  }, [events]);

  const { onSelect, onClear, duracaoMinutos } = p;
  const onEventClick = useCallback(
    (arg: EventClickArg) => {
      const estado: unknown = arg.event.extendedProps.estado;
      const inicio = arg.event.startStr.slice(0, 19);
      if (estado === 'agendado') {
        onClear();
        setAviso(SELECAO_REMOVIDA);
      } else if (estado === 'livre') {
        const fim: unknown = arg.event.extendedProps.fim;
        setAviso('');
        onSelect(inicio, typeof fim === 'string' ? fim : addMinutes(inicio, duracaoMinutos));
      } else {
        setAviso(`${quando(arg.event.startStr, arg.event.endStr, estado)}: ${arg.event.title}`);
      }
    },
    [onSelect, onClear, duracaoMinutos],
  );
  const onEventMount = useCallback(
    (arg: EventMountArg) => {
      const texto = `${quando(arg.event.startStr, arg.event.endStr, arg.event.extendedProps.estado)} — ${arg.event.title}`;
      arg.el.setAttribute('role', 'button');
      arg.el.setAttribute('title', texto);
      arg.el.setAttribute('aria-label', texto);
      arg.el.tabIndex = arg.event.id === paradaId ? 0 : -1;
    },
    [paradaId],
  );
  return { anuncio, onEventClick, onEventMount };
}
