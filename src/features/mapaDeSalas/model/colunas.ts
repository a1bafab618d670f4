// The room map's columns (wizards-and-management.md §2 'Operating-room map'; docs/decisions/011-mapa-de-salas-columns.md):
// one column per room of the centre plus 'URGÊNCIA', each a list of blocks placed on one time axis for the day.
import { DURACAO_MINIMA_MINUTOS, duracaoLida } from '@/lib/dates/duracao-lida';
import { addMinutes, wallMinutes } from '@/lib/dates/wall-clock';
import type { CirurgiaSala } from '../api/agenda-sala-row';

export const URGENCIA = 'URGÊNCIA';
/** The day's axis when nothing falls outside it (the wizard's calendar hours, docs/decisions.md 'Calendar hours'). */
export const EIXO_PADRAO = { inicio: 6 * 60, fim: 22 * 60 };
/** Minutes a surgery without an end lasts on the map. */
const DURACAO_SEM_FIM = 60;

/**
 * A surgery whose request the manager has not conferred yet: drawn outlined with its status in words, apart from a
 * confirmed one (docs/decisions/033-o-que-o-gerente-ve.md). Read by name, with or without its accent.
 */
export function aguardaConferencia(c: Pick<CirurgiaSala, 'status'>): boolean {
  const nome = (c.status ?? '').normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase();
  return nome === 'AGUARDANDO CONFERENCIA';
}

export interface Bloco {
  tipo: 'cirurgia' | 'intervalo';
  /** The surgery's id (a setup block carries its surgery's). */
  id: number;
  /** Minutes after the day's midnight, clipped to the day. */
  inicio: number;
  fim: number;
  /** The read end gives no duration (before the start, over a day): drawn at the marked minimum, its end not said. */
  ilegivel: boolean;
  cirurgia: CirurgiaSala;
}

export interface Coluna {
  chave: string;
  titulo: string;
  /** On the time axis. */
  blocos: Bloco[];
  /** Surgeries over before the axis's usual start (a night's urgencies): listed above the axis, not to scale. */
  antes: Bloco[];
}

export interface MapaDoDia {
  colunas: Coluna[];
  /** The time axis in minutes after midnight, whole hours. */
  eixo: { inicio: number; fim: number };
  /** Surgeries without a readable start: not drawn. */
  omitidas: number;
}

interface EntradaMapa {
  /** 'yyyy-MM-dd' of the map. */
  dia: string;
  salas: readonly { id: number; descricao: string }[];
  /** Form 1's answer, room by room. */
  porSala: ReadonlyMap<number, readonly CirurgiaSala[]>;
  /** Form 2's answer: the centre's urgencies. */
  urgencias: readonly CirurgiaSala[];
  /** intervaloUsoSalaCirurgica in minutes, for a room surgery that carries no setup end. */
  intervalo: number;
}

function blocos(c: CirurgiaSala, dia: number, intervalo: number, emSala: boolean): Bloco[] {
  if (!c.inicio) return [];
  const inicio = wallMinutes(c.inicio) - dia;
  const duracao = duracaoLida(c.inicio, c.fim);
  const ilegivel = duracao.tipo === 'ilegivel';
  if (ilegivel) {
    // Neither its end nor its setup, which follows that end, is drawn (docs/decisions/032-duracao-impossivel.md).
    const bloco: Bloco = {
      tipo: 'cirurgia',
      id: c.id,
      inicio,
      fim: inicio + DURACAO_MINIMA_MINUTOS,
      ilegivel,
      cirurgia: c,
    };
    return recortar([bloco]);
  }
  const fim = inicio + (duracao.tipo === 'lida' ? duracao.minutos : DURACAO_SEM_FIM);
  const setupLido = c.fimSetup ? wallMinutes(c.fimSetup) - dia : Number.NaN;
  const setupConfigurado = emSala ? fim + intervalo : fim;
  const fimSetup = setupLido > fim ? setupLido : setupConfigurado;
  const out: Bloco[] = [{ tipo: 'cirurgia', id: c.id, inicio, fim, ilegivel, cirurgia: c }];
  if (fimSetup > fim) out.push({ tipo: 'intervalo', id: c.id, inicio: fim, fim: fimSetup, ilegivel, cirurgia: c });
  return recortar(out);
}

/** Blocks clipped to the day. */
function recortar(out: Bloco[]): Bloco[] {
  return out
    .map((b) => ({ ...b, inicio: Math.max(b.inicio, 0), fim: Math.min(b.fim, 1440) }))
    .filter((b) => b.fim > b.inicio);
}

const porInicio = (a: Bloco, b: Bloco) => a.inicio - b.inicio || (a.tipo === 'cirurgia' ? -1 : 1);

/** Whether a block is over by the axis's usual start (06:00): it does not move the axis. */
const antesDoDia = (b: Bloco) => b.fim <= EIXO_PADRAO.inicio;

/**
 * The day's time axis in whole hours: 06:00–22:00, widened for a block that runs past 22:00 or reaches into the day
 * from before 06:00. A block over by 06:00 (a night urgency) leaves it alone, so one 02:30 urgency does not push the
 * day's surgeries four hours down (docs/decisions.md 'mapaDeSalas'); the map lists such surgeries above the axis.
 */
export function eixoDoDia(blocos: readonly Bloco[]): { inicio: number; fim: number } {
  let inicio = EIXO_PADRAO.inicio;
  let fim = EIXO_PADRAO.fim;
  for (const b of blocos) {
    if (antesDoDia(b)) continue;
    inicio = Math.min(inicio, Math.floor(b.inicio / 60) * 60);
    fim = Math.max(fim, Math.ceil(b.fim / 60) * 60);
  }
  return { inicio, fim };
}

/**
 * The day's columns: a surgery goes to the room it names when that room is shown, else to the room whose call listed
 * it; each surgery is drawn once (an urgency form 2 repeats from a room stays in the room); a room surgery is followed
 * by its setup time, up to dataFimSetup or, without it, the configured interval. The axis is eixoDoDia's; what is over
 * before it starts is in each column's `antes`.
 */
export function mapaDoDia({ dia, salas, porSala, urgencias, intervalo }: EntradaMapa): MapaDoDia {
  const meiaNoite = wallMinutes(`${dia}T00:00:00`);
  const colunas = new Map<number, Coluna>(
    salas.map((s) => [s.id, { chave: `sala-${s.id}`, titulo: s.descricao, blocos: [], antes: [] }]),
  );
  const urgencia: Coluna = { chave: 'urgencia', titulo: URGENCIA, blocos: [], antes: [] };
  const vistas = new Set<number>();
  let omitidas = 0;
  const colocar = (c: CirurgiaSala, coluna: Coluna, emSala: boolean) => {
    if (vistas.has(c.id)) return;
    vistas.add(c.id);
    const novos = blocos(c, meiaNoite, intervalo, emSala);
    if (!c.inicio) omitidas += 1;
    coluna.blocos.push(...novos);
  };
  for (const [salaId, lista] of porSala)
    for (const c of lista) {
      const coluna = colunas.get(c.sala ?? salaId) ?? colunas.get(salaId);
      if (coluna) colocar(c, coluna, true);
    }
  for (const c of urgencias) colocar(c, urgencia, false);
  const todas = [...colunas.values(), urgencia];
  const eixo = eixoDoDia(todas.flatMap((c) => c.blocos));
  for (const col of todas) {
    col.blocos.sort(porInicio);
    // Listed above the axis: the surgeries alone (their setup, over before the day too, is not drawn).
    col.antes = col.blocos.filter((b) => antesDoDia(b) && b.tipo === 'cirurgia');
    col.blocos = col.blocos.filter((b) => !antesDoDia(b));
  }
  return { colunas: todas, eixo, omitidas };
}

/** A surgery's times as read (wall clock), for its dialog; null where the back-end sent none. */
export interface Horarios {
  inicio: string | null;
  /** The read end, null when none was sent or its duration is unreadable (`ilegivel`). */
  fim: string | null;
  /** dataFimSetup, else, in a room, the configured interval after the read end (what the map draws in red). */
  fimSetup: string | null;
  /** The read end gives no duration: the dialog says 'Duração não informada', as the block does. */
  ilegivel: boolean;
}

/** The times the surgery dialog shows: only what was read or configured, never the map's 60 minutes without an end. */
export function horariosDe(c: CirurgiaSala, intervalo: number, emSala: boolean): Horarios {
  const duracao = c.inicio ? duracaoLida(c.inicio, c.fim) : null;
  if (duracao?.tipo === 'ilegivel') return { inicio: c.inicio, fim: null, fimSetup: null, ilegivel: true };
  const configurado = emSala && c.fim && intervalo > 0 ? addMinutes(c.fim, intervalo) : null;
  return { inicio: c.inicio, fim: c.fim, fimSetup: c.fimSetup ?? configurado, ilegivel: false };
}

/** 'HH:mm' of minutes after midnight (24:00 for the day's end). */
export function horaDoEixo(minutos: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutos / 60))}:${pad(minutos % 60)}`;
}

/** The room-map calls (wizards-and-management.md §7 'Room map'); no team chosen is sent as 0. */
export function agendaSalaPaths(
  dataPath: string,
  centro: number,
  salas: readonly number[],
  equipes: readonly number[],
) {
  const e = equipes.length ? equipes.join(',') : '0';
  return {
    porSala: salas.map((s) => ({ sala: s, path: `/api/agendaSala/1/${dataPath}/0/${s}/${e}` })),
    urgencias: `/api/agendaSala/2/${dataPath}/${centro}/0/${e}`,
  };
}
