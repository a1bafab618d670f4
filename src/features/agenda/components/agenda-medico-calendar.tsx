import type { EventContentArg } from '@fullcalendar/core';
import { useMemo } from 'react';
import { CalendarioAgenda } from '@/components/calendar/calendario-agenda';
import { eventoCalendario } from '@/components/calendar/calendario-base';
import type { EventoMedico } from '../model/agenda-medico';

interface Props {
  eventos: readonly EventoMedico[];
  onEvento: (id: number) => void;
}

function conteudo(arg: EventContentArg) {
  const bolinha: unknown = arg.event.extendedProps.corbolinha;
  return (
    <span className="agenda-medico__evento">
      {typeof bolinha === 'string' ? (
        <span className="agenda-medico__bolinha" style={{ backgroundColor: bolinha }} aria-hidden="true" />
      ) : null}
      <span className="agenda-medico__texto">
        {arg.timeText} {arg.event.title}
      </span>
    </span>
  );
}

/**
 * The surgeon agenda's calendar (requester-side.md §2 'Surgeon agenda'): week (default), month and day, pt-BR, weeks
 * from Monday, dd/MM/yyyy headers. Wall-clock values are shown as they are (timeZone UTC). Each event is a button
 * reached by Tab and opened by Enter, named by time, code and status.
 */
export function AgendaMedicoCalendar({ eventos, onEvento }: Props) {
  const events = useMemo(
    () => eventos.map((e) => eventoCalendario({ ...e, extras: { corbolinha: e.corbolinha } })),
    [eventos],
  );
  return (
    <CalendarioAgenda
      rotulo="Agenda do Médico"
      className="agenda agenda-medico"
      initialView="timeGridWeek"
      events={events}
      onEvento={onEvento}
      eventContent={conteudo}
    />
  );
}
