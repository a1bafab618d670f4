// FullCalendar's options shared by the agendas (Minha Agenda, Agenda do Médico), of stable identity: FullCalendar
// re-renders every event when an option changes.
import type { EventMountArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import { readDateTime } from '@/lib/dates/read';

export const CALENDARIO_PLUGINS = [dayGridPlugin, timeGridPlugin];
export const CALENDARIO_TOOLBAR = {
  left: 'prev,next today',
  center: 'title',
  right: 'dayGridMonth,timeGridWeek,timeGridDay',
};
export const CALENDARIO_BOTOES = {
  prev: 'Anterior',
  next: 'Próximo',
  today: 'Hoje',
  month: 'Mês',
  week: 'Semana',
  day: 'Dia',
};
// The specification's dd/mm/yy is PrimeNG's pattern, a 4-digit year (src/lib/dates/format.ts).
const DIA_BR = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
export const CALENDARIO_VISOES = {
  timeGridWeek: { dayHeaderFormat: DIA_BR },
  timeGridDay: { dayHeaderFormat: DIA_BR },
};

/** São Paulo's wall clock, which a calendar in timeZone UTC shows as it is: 'Hoje' is São Paulo's day. */
export const agoraSaoPaulo = () => readDateTime(new Date()) ?? new Date();

/** Makes an event a button reached by Tab and opened by Enter, named by its `extendedProps.nome`. */
export function eventoAcessivel(arg: EventMountArg): void {
  const nome = String(arg.event.extendedProps.nome);
  arg.el.setAttribute('role', 'button');
  arg.el.setAttribute('aria-label', nome);
  arg.el.setAttribute('title', nome);
  arg.el.tabIndex = 0;
}
