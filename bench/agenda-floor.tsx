// The month floor (docs/decisions/025-pisos-do-bench.md): FullCalendar's own month view of Minha Agenda's events (the same call to the
// same mock back-end, recorded by the bench), with the options that shape the month's drawing (pt-BR, UTC, three
// events a day, auto height) and nothing of the app's (no print buttons, no accessible names, no colours by status).
import dayGridPlugin from '@fullcalendar/daygrid';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
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
  return linhas.flatMap((r) => {
    const start = texto(r.dataCirurgia) ?? texto(r.dataHoraSugerida);
    if (!start) return [];
    const end = texto(r.dataFimCirurgia);
    return [{ id: String(r.id), title: texto(r.paciente) ?? '', start, ...(end ? { end } : {}) }];
  });
}

const PLUGINS = [dayGridPlugin];
const BOTOES = { prev: 'Anterior', next: 'Próximo', today: 'Hoje' };
const BARRA = { left: 'prev,next today', center: 'title', right: '' };

function Agenda() {
  const [lista, setLista] = useState<Evento[] | null>(null);
  useEffect(() => {
    const chamada = chamadaGravada();
    if (chamada) void lerLinhas(chamada).then((linhas) => setLista(eventos(linhas)));
  }, []);
  if (!lista) return <p>Carregando…</p>;
  return (
    <div className="agenda" role="group" aria-label="Minha Agenda">
      <FullCalendar
        plugins={PLUGINS}
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Minha Agenda</h1>
      <Agenda />
    </main>
  </StrictMode>,
);
