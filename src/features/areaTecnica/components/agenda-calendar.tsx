import type { DayCellContentArg, EventClickArg, EventMountArg } from '@fullcalendar/core';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useCallback, useMemo } from 'react';
import { formatDateBR } from '@/lib/dates/format';
import type { EventoAgenda } from '../model/agenda';

// Options of stable identity: FullCalendar re-renders every event when an option changes.
const PLUGINS = [dayGridPlugin, timeGridPlugin];
const TOOLBAR = { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' };
const BUTTON_TEXT = { prev: 'Anterior', next: 'Próximo', today: 'Hoje', month: 'Mês', week: 'Semana', day: 'Dia' };
const DIA_BR = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const VIEWS = { timeGridWeek: { dayHeaderFormat: DIA_BR }, timeGridDay: { dayHeaderFormat: DIA_BR } };

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
  const onClick = useCallback((arg: EventClickArg) => onEvento(Number(arg.event.id)), [onEvento]);
  const onMount = useCallback((arg: EventMountArg) => {
    const nome = String(arg.event.extendedProps.nome);
    arg.el.setAttribute('role', 'button');
    arg.el.setAttribute('aria-label', nome);
    arg.el.setAttribute('title', nome);
    arg.el.tabIndex = 0;
  }, []);
  const { rotulo, onDia } = imprimir;
  // The day's print button as plain DOM, not JSX: FullCalendar renders JSX content through a React portal per day
  // cell, and each portal attaches React's ~80 event listeners to its cell on every month switch (bench profile).
  const dayCell = useCallback(
    (arg: DayCellContentArg) => {
      if (arg.view.type !== 'dayGridMonth') return arg.dayNumberText;
      const dia = arg.date.toISOString().slice(0, 10);
      const nome = `${rotulo} de ${formatDateBR(dia)}`;
      const botao = document.createElement('button');
      botao.type = 'button';
      botao.className = 'agenda__imprimir';
      botao.setAttribute('aria-label', nome);
      botao.title = nome;
      botao.innerHTML = '<span class="pi pi-print" aria-hidden="true"></span>';
      botao.addEventListener('click', (e) => {
        e.stopPropagation();
        onDia(dia);
      });
      const celula = document.createElement('span');
      celula.className = 'agenda__dia';
      celula.append(botao, arg.dayNumberText);
      return { domNodes: [celula] };
    },
    [rotulo, onDia],
  );
  return (
    <div className="agenda" role="group" aria-label="Minha Agenda">
      <FullCalendar
        plugins={PLUGINS}
        initialView="dayGridMonth"
        timeZone="UTC"
        locale={ptBrLocale}
        firstDay={1}
        headerToolbar={TOOLBAR}
        buttonIcons={false}
        buttonText={BUTTON_TEXT}
        views={VIEWS}
        height="auto"
        dayMaxEvents={false}
        eventInteractive
        events={events}
        eventClick={onClick}
        eventDidMount={onMount}
        dayCellContent={dayCell}
        slotMinTime="06:00:00"
        slotMaxTime="22:00:00"
        allDaySlot={false}
      />
    </div>
  );
}
