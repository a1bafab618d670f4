// FullCalendar's options shared by the agendas (Minha Agenda, Agenda do Médico), of stable identity: FullCalendar
// re-renders every event when an option changes.
import type { EventMountArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import { textoSobre } from '@/lib/cores/texto-sobre';
import { readDateTime } from '@/lib/dates/read';
import { SLOT_MINUTOS } from './faixa-horaria';

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
// The month shows three events a day and a '+N' link that opens the day: more stacked rows would be targets under
// 24 px (axe 'target-size'); the names are cut with '…' and whole in each event's name and tooltip.
export const CALENDARIO_VISOES = {
  dayGridMonth: { dayMaxEvents: 3 },
  timeGridWeek: { dayHeaderFormat: DIA_BR },
  timeGridDay: { dayHeaderFormat: DIA_BR },
};
export const maisEventos = (n: number) => `+${n}`;

/** The '+N' link is a button (FullCalendar draws an anchor without href), named by its hint. */
export function maisAcessivel(arg: { el: HTMLElement }): void {
  arg.el.setAttribute('role', 'button');
  arg.el.setAttribute('aria-label', arg.el.title || arg.el.textContent || 'Mais pedidos');
}
/** An event the back-end gives no end is drawn over one slot and marked as a start only (never a made-up end). */
export const DURACAO_SEM_FIM = `00:${SLOT_MINUTOS}:00`;
const CLASSE_SEM_FIM = 'agenda-evento--sem-fim';
/** An event whose end gives no readable duration (docs/decisions/032-duracao-impossivel.md): one slot, marked. */
const CLASSE_DURACAO_ILEGIVEL = 'agenda-evento--ilegivel';

/** An agenda's event as the calendar draws it: its end only when the back-end gave one. */
export interface EventoCalendario {
  id: string;
  title: string;
  start: string;
  end?: string;
  backgroundColor?: string;
  borderColor?: string;
  textColor: string;
  classNames: string[];
  /** `nome` is what a screen reader hears and the tooltip says, the name never cut. */
  extendedProps: { nome: string } & Record<string, unknown>;
}

/** An event coloured by its status, its text black or white by contrast, its end only when read. */
export function eventoCalendario(e: {
  id: string;
  title: string;
  start: string;
  end: string | null;
  /** The end was read but gives no duration: drawn as an event without an end, marked as unreadable. */
  ilegivel?: boolean;
  cor: string | null;
  nome: string;
  extras?: Record<string, unknown>;
}): EventoCalendario {
  const cor = e.cor ?? undefined;
  return {
    id: e.id,
    title: e.title,
    start: e.start,
    ...(e.end ? { end: e.end } : {}),
    backgroundColor: cor,
    borderColor: cor,
    textColor: textoSobre(e.cor),
    classNames: [...(e.end ? [] : [CLASSE_SEM_FIM]), ...(e.ilegivel ? [CLASSE_DURACAO_ILEGIVEL] : [])],
    extendedProps: { ...e.extras, nome: e.nome },
  };
}

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
