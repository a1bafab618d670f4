import type { DayCellContentArg } from '@fullcalendar/core';
import { useCallback, useMemo } from 'react';
import { CalendarioAgenda } from '@/components/calendar/calendario-agenda';
import { formatDateBR } from '@/lib/dates/format';
import type { EventoAgenda } from '../model/agenda';

interface Props {
  eventos: readonly EventoAgenda[];
  onEvento: (id: number) => void;
  /** The month view's print of a day (yyyy-mm-dd); its button says what it prints. */
  imprimir: { rotulo: string; onDia: (dia: string) => void };
}

/**
 * Minha Agenda's calendar: month, week and day, pt-BR, weeks from Monday, dd/MM/yyyy headers. Wall-clock values are
 * shown as they are (timeZone UTC). Each event is a button reached by Tab and opened by Enter, named by time,
 * patient and status.
 */
export function AgendaCalendar({ eventos, onEvento, imprimir }: Props) {
  const events = useMemo(
    () =>
      eventos.map((e) => ({ ...e, backgroundColor: e.color, borderColor: e.color, extendedProps: { nome: e.nome } })),
    [eventos],
  );
  const { rotulo, onDia } = imprimir;
  const dayCell = useCallback(
    (arg: DayCellContentArg) => {
      if (arg.view.type !== 'dayGridMonth') return arg.dayNumberText;
      const dia = arg.date.toISOString().slice(0, 10);
      return (
        <span className="agenda__dia">
          <button
            type="button"
            className="agenda__imprimir"
            aria-label={`${rotulo} de ${formatDateBR(dia)}`}
            title={`${rotulo} de ${formatDateBR(dia)}`}
            onClick={(e) => {
              e.stopPropagation();
              onDia(dia);
            }}
          >
            <span className="pi pi-print" aria-hidden="true" />
          </button>
          {arg.dayNumberText}
        </span>
      );
    },
    [rotulo, onDia],
  );
  return (
    <CalendarioAgenda
      rotulo="Minha Agenda"
      className="agenda"
      initialView="dayGridMonth"
      events={events}
      onEvento={onEvento}
      dayCellContent={dayCell}
    />
  );
}
