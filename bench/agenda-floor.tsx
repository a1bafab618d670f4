// The calendar floor (docs/decisions/025-pisos-do-bench.md): FullCalendar's own render of the events a calendar screen of
// the app draws, with the options that shape the drawing and nothing of the app's (no print buttons, no colours by
// status, no checks of a date). `?vista=` chooses the screen it stands for:
// - `mes` (the default), Minha Agenda's month: the same call to the same mock back-end, recorded by the bench, in a
//   month view (pt-BR, UTC, three events a day, auto height);
// - `semana`, the room calendar's week: as many events as the app's week draws (`semana.eventos`, counted by the bench
//   on the app's screen), one every half hour from 06:00 on each day of the week shown, given by FullCalendar's own
//   function source, so 'Próxima semana' draws the next week's at once (the app's week is computed from answers it
//   already holds; the calls it makes meanwhile are excluded from its lap);
// - `dia`, Mapa de Salas' day: the day view of the calls the app makes for a day (`dia.urls`, recorded by the bench,
//   the recorded day `dia.api` replaced by the day typed in the 'Data' field), their surgeries as events.
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import type { EventInput, EventSourceFuncArg } from '@fullcalendar/core';
import FullCalendar from '@fullcalendar/react';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { chamadaGravada, lerLinhas } from './floor-request';

interface Evento {
  id: string;
  title: string;
  start: string;
  end?: string;
}

const texto = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

function eventos(linhas: Record<string, unknown>[]): Evento[] {
  return linhas.flatMap((r, i) => {
    const start = texto(r.dataCirurgia) ?? texto(r.dataHoraSugerida) ?? texto(r.inicioCirurgia);
    if (!start) return [];
    const end = texto(r.dataFimCirurgia);
    return [{ id: String(r.id ?? i), title: texto(r.paciente) ?? '', start, ...(end ? { end } : {}) }];
  });
}

/** What the bench stored for this floor under `bench-floor` (scripts/bench/floors.mjs). */
function gravado(): Record<string, unknown> {
  const raw = localStorage.getItem('bench-floor');
  const value: unknown = raw ? JSON.parse(raw) : null;
  return value && typeof value === 'object' ? Object(value) : {};
}

const BOTOES = { prev: 'Anterior', next: 'Próximo', today: 'Hoje' };
const BARRA = { left: 'prev,next today', center: 'title', right: '' };

function Mes() {
  const [lista, setLista] = useState<Evento[] | null>(null);
  useEffect(() => {
    const chamada = chamadaGravada();
    if (chamada) void lerLinhas(chamada).then((linhas) => setLista(eventos(linhas)));
  }, []);
  if (!lista) return <p>Carregando…</p>;
  return (
    <div className="agenda" role="group" aria-label="Minha Agenda">
      <FullCalendar
        plugins={[dayGridPlugin]}
        initialView="dayGridMonth"
        timeZone="UTC"
        locale={ptBrLocale}
        firstDay={1}
        headerToolbar={BARRA}
        buttonIcons={false}
        buttonText={BOTOES}
        dayMaxEvents={3}
        height="auto"
        events={lista}
      />
    </div>
  );
}

const hhmm = (minutos: number) =>
  `${String(Math.floor(minutos / 60)).padStart(2, '0')}:${String(minutos % 60).padStart(2, '0')}`;

function Semana() {
  const total = Number(Object(gravado().semana).eventos ?? 200);
  // FullCalendar's function source: the events of the range shown, `total` spread over its seven days.
  const [fonte] = useState(() => (info: EventSourceFuncArg, sucesso: (e: EventInput[]) => void) => {
    const porDia = Math.ceil(total / 7);
    const lista: EventInput[] = [];
    for (let n = 0; n < total; n += 1) {
      const dia = new Date(info.start.valueOf() + Math.floor(n / porDia) * 86_400_000).toISOString().slice(0, 10);
      const inicio = 6 * 60 + (n % porDia) * 30;
      const titulo = `Agendar Início ${hhmm(inicio)}`;
      lista.push({
        id: `${dia}-${n}`,
        title: titulo,
        start: `${dia}T${hhmm(inicio)}:00`,
        end: `${dia}T${hhmm(inicio + 30)}:00`,
      });
    }
    sucesso(lista);
  });
  return (
    <div className="room-calendar" role="group" aria-label="Agenda da sala cirúrgica">
      <FullCalendar
        plugins={[timeGridPlugin]}
        initialView="timeGridWeek"
        timeZone="UTC"
        locale={ptBrLocale}
        firstDay={1}
        headerToolbar={BARRA}
        buttonIcons={false}
        buttonText={{ ...BOTOES, prev: 'Semana anterior', next: 'Próxima semana' }}
        allDaySlot={false}
        slotDuration="00:30:00"
        slotMinTime="06:00:00"
        slotMaxTime="22:00:00"
        height="auto"
        eventClassNames="slot"
        eventDidMount={(arg) => arg.el.setAttribute('aria-label', `${arg.event.startStr} — ${arg.event.title}`)}
        events={fonte}
      />
    </div>
  );
}

/** dd/mm/yyyy → the recorded path's form of a day (dd-mm-yyyy), or null while the date is not whole. */
const paraApi = (v: string) => (/^\d\d\/\d\d\/\d{4}$/.test(v) ? v.replaceAll('/', '-') : null);

function Dia() {
  const registro = Object(gravado().dia);
  const urls: string[] | undefined = Array.isArray(registro.urls) ? registro.urls.map(String) : undefined;
  const api: string | undefined = typeof registro.api === 'string' ? registro.api : undefined;
  const [campo, setCampo] = useState('');
  const [mostrado, setMostrado] = useState<{ dia: string; lista: Evento[] } | null>(null);
  const ler = (dia: string) => {
    const alvo = paraApi(dia);
    if (!alvo || !urls || !api) return;
    void Promise.all(urls.map((url) => lerLinhas({ method: 'GET', url: url.replace(api, alvo), body: null }))).then(
      (listas) => setMostrado({ dia, lista: eventos(listas.flat()) }),
    );
  };
  const iso = mostrado ? mostrado.dia.split('/').reverse().join('-') : undefined;
  return (
    <>
      <label htmlFor="data">Data</label>{' '}
      <input
        id="data"
        value={campo}
        onChange={(e) => {
          setCampo(e.target.value);
          ler(e.target.value);
        }}
      />
      {mostrado && (
        <div role="region" aria-label={`Mapa de salas de ${mostrado.dia}`}>
          <FullCalendar
            key={iso}
            plugins={[timeGridPlugin]}
            initialView="timeGridDay"
            initialDate={iso}
            timeZone="UTC"
            locale={ptBrLocale}
            headerToolbar={false}
            allDaySlot={false}
            height="auto"
            eventClassNames="mapa__cirurgia"
            events={mostrado.lista}
          />
        </div>
      )}
    </>
  );
}

const VISTAS = {
  mes: ['Minha Agenda', Mes],
  semana: ['Data da Cirurgia', Semana],
  dia: ['Mapa de Salas', Dia],
} as const;
const vista = new URLSearchParams(location.search).get('vista');
const [titulo, Vista] = VISTAS[vista === 'semana' || vista === 'dia' ? vista : 'mes'];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>{titulo}</h1>
      <Vista />
    </main>
  </StrictMode>,
);
