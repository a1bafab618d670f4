import type { DayCellContentArg } from '@fullcalendar/core';
import { useCallback, useMemo } from 'react';
import { CalendarioAgenda } from '@/components/calendar/calendario-agenda';
import { eventoCalendario } from '@/components/calendar/calendario-base';
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
  const events = useMemo(() => eventos.map(eventoCalendario), [eventos]);
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
