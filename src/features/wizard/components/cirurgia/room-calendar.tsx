import type { DatesSetArg } from '@fullcalendar/core';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useCallback, useRef, useState } from 'react';
import { addDays } from '@/lib/dates/wall-clock';
import { LoadingState } from '@/components/data/loading-state';
import { mondayOf } from '../../model/slots';
import type { SlaRule } from '../../model/cirurgia-date-check';
import { avisoPrimeiraSemana, procurandoSemana } from '../../model/primeira-semana';
import { usePrimeiraSemana } from './use-primeira-semana';
import { useSemanaEventos } from './use-semana-eventos';
import { useSlotEvents } from './use-slot-events';
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

/**
 * The weekly room calendar of step 2 (wizards-and-management.md §2 'Step 2', §4 'Calendar'): bookable 30-minute
 * slots 'Agendar Início HH:mm', the single 'Agendamento' selection, and, beyond the specification, every time that
 * cannot be booked says why on hover and on keyboard focus. Wall-clock values are shown as they are (timeZone UTC),
 * so the browser's zone never moves a slot.
 */
export function RoomCalendar(p: RoomCalendarProps) {
  // The chosen slot's week, else the first week from tomorrow's (a Sunday's is the coming one) with a bookable time.
  const [inicial] = useState(() => mondayOf(p.selecionado ?? addDays(p.agora.slice(0, 10), 1)));
  const procura = usePrimeiraSemana(p, inicial, p.selecionado === null);
  if (!procura.fim) return <LoadingState label={procurandoSemana(procura.semana)} />;
  const aviso = avisoPrimeiraSemana(inicial, procura.semana, procura.nenhuma);
  return (
    <>
      {aviso ? (
        <p className="room-calendar__aviso">
          <i className="pi pi-info-circle" aria-hidden="true" /> {aviso}
        </p>
      ) : null}
      <SemanaDaSala {...p} inicial={procura.semana} />
    </>
  );
}

/** The calendar itself, opened on the week `inicial`. */
function SemanaDaSala({ inicial, ...p }: RoomCalendarProps & { inicial: string }) {
  const [semana, setSemana] = useState(inicial);
  const { events } = useSemanaEventos(p, semana);
  const { anuncio, onEventClick, onEventMount } = useSlotEvents(events, p);
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
        // Their tooltips too: the pt-br locale's hints read 'Próximo Semana'.
        buttonHints={BUTTON_TEXT}
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
