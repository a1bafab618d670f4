import { DURACAO_NAO_INFORMADA, duracaoIlegivel, fimLegivel } from '@/lib/dates/duracao-lida';
import { formatDateTimeBR } from '@/lib/dates/format';

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

interface EventoEntrada {
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
  /** The end the back-end gave (`dataFimCirurgia`), else null: an end is never made up (DESIGN.md 'Screens'). */
  end: string | null;
  /** The end gives no readable duration (docs/decisions/032-duracao-impossivel.md): drawn marked, its end not drawn. */
  ilegivel: boolean;
  cor: string | null;
  /** The status's name, for the colour legend. */
  status: string;
  /** What a screen reader hears: time, patient and status. */
  nome: string;
}

/** One event per dated request, coloured by status; without an end it is a start only. */
export function eventoDaAgenda(r: EventoEntrada): EventoAgenda | null {
  if (!r.inicio) return null;
  const inicio = r.inicio.slice(0, 19);
  const paciente = r.paciente ?? 'Paciente não informado';
  const status = r.status ?? 'Status não informado';
  const fim = r.fim ? r.fim.slice(0, 19) : null;
  const ilegivel = duracaoIlegivel(inicio, fim);
  return {
    id: String(r.id),
    title: paciente,
    start: inicio,
    end: fimLegivel(inicio, fim),
    ilegivel,
    cor: r.corStatus ?? r.cor,
    status,
    nome: [formatDateTimeBR(inicio), ilegivel && DURACAO_NAO_INFORMADA, paciente, status].filter(Boolean).join(' — '),
  };
}
