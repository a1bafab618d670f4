import type { CalendarOptions, EventClickArg, EventInput } from '@fullcalendar/core';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import FullCalendar from '@fullcalendar/react';
import { useCallback } from 'react';
import {
  agoraSaoPaulo,
  CALENDARIO_BOTOES,
  CALENDARIO_PLUGINS,
  CALENDARIO_TOOLBAR,
  CALENDARIO_VISOES,
  eventoAcessivel,
} from './calendario-base';

interface Props {
  /** The calendar group's accessible name. */
  rotulo: string;
  className: string;
  initialView: 'dayGridMonth' | 'timeGridWeek';
  /** Events of stable identity, each with `extendedProps.nome` (its accessible name). */
  events: EventInput[];
  onEvento: (id: number) => void;
  dayCellContent?: CalendarOptions['dayCellContent'];
  eventContent?: CalendarOptions['eventContent'];
}

/**
 * An agenda's calendar: month, week and day, pt-BR, weeks from Monday, dd/MM/yyyy headers, 06:00–22:00. Wall-clock
 * values are shown as they are (timeZone UTC, 'Hoje' São Paulo's day). Each event is a button reached by Tab and
 * opened by Enter, named by its `nome`.
 */
export function CalendarioAgenda({ rotulo, className, initialView, events, onEvento, ...conteudo }: Props) {
  const onClick = useCallback((arg: EventClickArg) => onEvento(Number(arg.event.id)), [onEvento]);
  return (
    <div className={className} role="group" aria-label={rotulo}>
      <FullCalendar
        plugins={CALENDARIO_PLUGINS}
        initialView={initialView}
        timeZone="UTC"
        now={agoraSaoPaulo}
        locale={ptBrLocale}
        firstDay={1}
        headerToolbar={CALENDARIO_TOOLBAR}
        buttonIcons={false}
        buttonText={CALENDARIO_BOTOES}
        views={CALENDARIO_VISOES}
        height="auto"
        dayMaxEvents={false}
        eventInteractive
        events={events}
        eventClick={onClick}
        eventDidMount={eventoAcessivel}
        slotMinTime="06:00:00"
        slotMaxTime="22:00:00"
        allDaySlot={false}
        {...conteudo}
      />
    </div>
  );
}
