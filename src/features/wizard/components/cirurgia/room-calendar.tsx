import type { DatesSetArg, EventClickArg, EventInput, EventMountArg } from '@fullcalendar/core';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatDateTimeBR } from '@/lib/dates/format';
import { addDays, addMinutes, hhmm } from '@/lib/dates/wall-clock';
import { reservasQuery } from '../../api/get-pedidos-wizard';
import { programacoesQuery } from '../../api/get-programacoes';
import { slaMinimoQuery } from '../../api/sla-minimo-query';
import { blocosDaSemana, mondayOf, motivoTexto, SELECAO_REMOVIDA, slotsDaSemana, tituloSlot } from '../../model/slots';
import type { SlaRule } from '../../model/cirurgia-date-check';
import { useSlotKeyboard } from './use-slot-keyboard';
import './room-calendar.css';

export interface RoomCalendarProps {
  equipeId: number;
  centroId: number;
  sala: number;
  duracaoMinutos: number;
  intervaloMinutos: number;
  /** São Paulo's wall clock now. */
  agora: string;
  /** The SLA rule of the request (the week's minimum is asked with it, as the date check does). */
  sla: SlaRule | null;
  /** The chosen start ('Agendamento'), wall clock. */
  selecionado: string | null;
  onSelect: (inicio: string, fim: string) => void;
  onClear: () => void;
  /** The request being scheduled (its own booking does not block it). */
  pedidoId?: number | null;
}

// Options of stable identity: FullCalendar re-renders every event when an option changes, and a week holds ~220.
const PLUGINS = [timeGridPlugin, interactionPlugin];
const TOOLBAR = { left: 'prev,next', center: 'title', right: '' };
const BUTTON_TEXT = { prev: 'Semana anterior', next: 'Próxima semana' };

/** When an event is: its start, and for an unavailable block also the end ('30/11/2026 06:00 a 07:00'). */
function quando(inicio: string, fim: string, estado: unknown): string {
  const de = formatDateTimeBR(inicio.slice(0, 19));
  return estado === 'indisponivel' && fim ? `${de} a ${hhmm(fim.slice(0, 19))}` : de;
}

/**
 * The weekly room calendar of step 2 (wizards-and-management.md §2 'Step 2', §4 'Calendar'): bookable 30-minute
 * slots 'Agendar Início HH:mm', the single 'Agendamento' selection, and, beyond the specification, every time that
 * cannot be booked says why on hover and on keyboard focus. Wall-clock values are shown as they are (timeZone UTC),
 * so the browser's zone never moves a slot.
 */
export function RoomCalendar(p: RoomCalendarProps) {
  // Opens on the chosen slot's week, else on tomorrow's (a Sunday opens on the coming week, not a past one).
  const [semana, setSemana] = useState(() => mondayOf(p.selecionado ?? addDays(p.agora.slice(0, 10), 1)));
  const programacoes = useQuery(programacoesQuery(p.equipeId, p.centroId));
  const reservas = useQuery(reservasQuery(p.equipeId, p.sala, semana));
  const slaMinimo = useQuery(slaMinimoQuery(p.sla, p.agora, semana));
  // Once a week is on screen, the next one is loaded too (kept like any week seen): 'Próxima semana' then draws it at
  // once instead of an empty week and a second pass when its bookings arrive.
  const queryClient = useQueryClient();
  const semanaCarregada = reservas.isSuccess;
  useEffect(() => {
    if (!semanaCarregada) return;
    void queryClient.prefetchQuery(reservasQuery(p.equipeId, p.sala, addDays(semana, 7)));
    void queryClient.prefetchQuery(slaMinimoQuery(p.sla, p.agora, addDays(semana, 7)));
  }, [semanaCarregada, queryClient, p.equipeId, p.sala, p.sla, p.agora, semana]);
  // Announced to screen readers: the chosen slot while there is one, else the last removal or reason clicked.
  const [aviso, setAviso] = useState('');
  const anuncio = p.selecionado ? `Agendamento selecionado: ${formatDateTimeBR(p.selecionado)}` : aviso;

  const events = useMemo<EventInput[]>(() => {
    if (!programacoes.data || !reservas.data || slaMinimo.data === undefined) return [];
    const slots = slotsDaSemana({
      semana,
      sala: p.sala,
      programacoes: programacoes.data,
      reservas: reservas.data,
      duracaoMinutos: p.duracaoMinutos,
      intervaloMinutos: p.intervaloMinutos,
      agora: p.agora,
      inicioMinimoSla: slaMinimo.data,
      pedidoId: p.pedidoId ?? null,
    });
    if (p.selecionado) {
      const fim = addMinutes(p.selecionado, p.duracaoMinutos);
      return [
        {
          id: 'agendamento',
          title: 'Agendamento',
          start: p.selecionado,
          end: fim,
          classNames: ['slot', 'slot--agendado'],
          extendedProps: { estado: 'agendado' },
        },
      ];
    }
    return blocosDaSemana(slots).map((b) => ({
      id: b.inicio,
      title: b.motivo ? motivoTexto(b.motivo) : tituloSlot(b.inicio),
      start: b.inicio,
      end: b.fim,
      classNames: ['slot', b.motivo ? 'slot--indisponivel' : 'slot--livre'],
      extendedProps: { estado: b.motivo ? 'indisponivel' : 'livre', fim: b.fimCirurgia },
    }));
  }, [
    programacoes.data,
    reservas.data,
    semana,
    p.sala,
    p.duracaoMinutos,
    p.intervaloMinutos,
    p.agora,
    slaMinimo.data,
    p.selecionado,
    p.pedidoId,
  ]);

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
  const onDatesSet = useCallback((arg: DatesSetArg) => setSemana(arg.startStr.slice(0, 10)), []);

  const grupo = useRef<HTMLDivElement>(null);
  useSlotKeyboard(grupo);

  return (
    <div ref={grupo} className="room-calendar" role="group" aria-label="Agenda da sala cirúrgica">
      <FullCalendar
        plugins={PLUGINS}
        initialView="timeGridWeek"
        initialDate={semana}
        timeZone="UTC"
        locale={ptBrLocale}
        firstDay={1}
        allDaySlot={false}
        slotDuration="00:30:00"
        slotMinTime="06:00:00"
        slotMaxTime="22:00:00"
        height="auto"
        nowIndicator={false}
        headerToolbar={TOOLBAR}
        // Named by their text: FullCalendar's chevron icons are role="img" spans without a name (axe role-img-alt).
        buttonIcons={false}
        buttonText={BUTTON_TEXT}
        eventInteractive
        events={events}
        eventClick={onEventClick}
        // FullCalendar's own title markup: a React element per event would mount ~220 React roots a week.
        displayEventTime={false}
        eventDidMount={onEventMount}
        datesSet={onDatesSet}
      />
      <p className="sr-only" role="status" aria-live="polite">
        {anuncio}
      </p>
    </div>
  );
}
