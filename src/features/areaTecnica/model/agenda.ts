import { formatDateTimeBR } from '@/lib/dates/format';
import { addMinutes } from '@/lib/dates/wall-clock';

/** The agenda call: the anaesthesia area has its own (§7 'Technical area'); no plan chosen is sent as 0. */
export function agendaPath(
  anestesia: boolean,
  areaId: number,
  centros: readonly number[],
  convenios: readonly number[],
) {
  const c = centros.join(',');
  const v = convenios.length ? convenios.join(',') : '0';
  return anestesia ? `/api/minhaAgendaAnestesia/${c}/${v}` : `/api/minhaAgenda/${areaId}/${c}/${v}`;
}

/** A day's print in month view: materials of the area, or anaesthesia for the anaesthesia area (day as yyyy-mm-dd). */
export function impressoDoDia(anestesia: boolean, dia: string, areaId: number, centros: readonly number[]) {
  const c = centros.join(',');
  return anestesia ? `/impressoAnestesia/${dia}/${c}` : `/impressoMateriais/${dia}/${areaId}/${c}`;
}

export interface EventoEntrada {
  id: number;
  paciente: string | null;
  status: string | null;
  cor: string | null;
  corStatus: string | null;
  inicio: string | null;
  fim: string | null;
}

export interface EventoAgenda {
  id: string;
  title: string;
  start: string;
  end: string;
  color: string | undefined;
  /** What a screen reader hears: time, patient and status. */
  nome: string;
}

/** One event per dated request, coloured by status; a missing end lasts an hour. */
export function eventoDaAgenda(r: EventoEntrada): EventoAgenda | null {
  if (!r.inicio) return null;
  const inicio = r.inicio.slice(0, 19);
  const paciente = r.paciente ?? 'Paciente não informado';
  const status = r.status ?? 'Status não informado';
  return {
    id: String(r.id),
    title: paciente,
    start: inicio,
    end: (r.fim ?? addMinutes(inicio, 60)).slice(0, 19),
    color: r.corStatus ?? r.cor ?? undefined,
    nome: `${formatDateTimeBR(inicio)} — ${paciente} — ${status}`,
  };
}
