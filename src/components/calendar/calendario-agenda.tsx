import type { CalendarOptions, EventClickArg } from '@fullcalendar/core';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import FullCalendar from '@fullcalendar/react';
import { useCallback, useMemo } from 'react';
import {
  agoraSaoPaulo,
  CALENDARIO_BOTOES,
  CALENDARIO_PLUGINS,
  CALENDARIO_TOOLBAR,
  CALENDARIO_VISOES,
  DURACAO_SEM_FIM,
  eventoAcessivel,
  maisAcessivel,
  maisEventos,
  type EventoCalendario,
} from './calendario-base';
import { faixaHoraria } from './faixa-horaria';
import './calendario.css';

interface Props {
  /** The calendar group's accessible name. */
  rotulo: string;
  className: string;
  initialView: 'dayGridMonth' | 'timeGridWeek';
  /** Events of stable identity, each with `extendedProps.nome` (its accessible name). */
  events: EventoCalendario[];
  onEvento: (id: number) => void;
  dayCellContent?: CalendarOptions['dayCellContent'];
  eventContent?: CalendarOptions['eventContent'];
}

/**
 * An agenda's calendar: month, week and day, pt-BR, weeks from Monday, dd/MM/yyyy headers, 06:00–22:00 widened to
 * every event's hours. Wall-clock values are shown as they are (timeZone UTC, 'Hoje' São Paulo's day). Each event is
 * a button reached by Tab and opened by Enter, named by its `nome`; events at the same time stand side by side.
 */
export function CalendarioAgenda({ rotulo, className, initialView, events, onEvento, ...conteudo }: Props) {
  const onClick = useCallback((arg: EventClickArg) => onEvento(Number(arg.event.id)), [onEvento]);
  const { slotMinTime, slotMaxTime } = useMemo(() => faixaHoraria(events), [events]);
  return (
    <div className={`calendario-agenda ${className}`} role="group" aria-label={rotulo}>
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
        moreLinkClick="day"
        moreLinkText={maisEventos}
        moreLinkDidMount={maisAcessivel}
        eventInteractive
        events={events}
        eventClick={onClick}
        eventDidMount={eventoAcessivel}
        slotMinTime={slotMinTime}
        slotMaxTime={slotMaxTime}
        slotEventOverlap={false}
        defaultTimedEventDuration={DURACAO_SEM_FIM}
        allDaySlot={false}
        {...conteudo}
      />
    </div>
  );
}
