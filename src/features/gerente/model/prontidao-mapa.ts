import { hhmm, wallMinutes } from '@/lib/dates/wall-clock';
import { CONFERENCIA_DESCONHECIDA, ILEGIVEIS, LEITO_DESCONHECIDO, type Pendencia } from './prontidao-pendencias';

// The Prontidão as the morning meeting's sheet (docs/decisions/023-prontidao.md, 'The meeting's sheet'): rows by day,
// then room, then time; today's day marked 'Hoje'; the day map printed one page per room.

/** A room as the row names it: its id and the name the rooms' catalogue gives (null when none was read). */
export interface SalaDaLinha {
  id: number;
  nome: string | null;
}

export interface LinhaDoMapa {
  dataCirurgiaExibida: string | null;
  sala: SalaDaLinha | null;
  pendencias: readonly Pendencia[];
}

export const SEM_DATA = 'Data da cirurgia não informada';
export const SEM_SALA = 'Sala não informada';
const HOJE = 'Hoje';

/** The readable day and minute of a surgery, or null. */
function quando(data: string | null): { dia: string; minuto: number } | null {
  if (!data) return null;
  const minuto = wallMinutes(data);
  return Number.isNaN(minuto) ? null : { dia: data.slice(0, 10), minuto };
}

/** A room's name: the catalogue's, else 'Sala {id}' (its id is what the row gave); none, 'Sala não informada'. */
export const nomeDaSala = (sala: SalaDaLinha | null): string => (sala ? (sala.nome ?? `Sala ${sala.id}`) : SEM_SALA);

const salas = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** Rooms by name (numbers in order: 'SALA 2' before 'SALA 10'), a row without a room after the rooms. */
function compararSalas(a: SalaDaLinha | null, b: SalaDaLinha | null): number {
  if (!a || !b) return (a ? 0 : 1) - (b ? 0 : 1);
  return salas.compare(nomeDaSala(a), nomeDaSala(b)) || a.id - b.id;
}

/**
 * The sheet's order: unknown dates first (they need looking at), then by day, room, time, and the most pendências
 * first among surgeries at the same time.
 */
export function compararNoMapa(a: LinhaDoMapa, b: LinhaDoMapa): number {
  const qa = quando(a.dataCirurgiaExibida);
  const qb = quando(b.dataCirurgiaExibida);
  if (!qa || !qb) {
    if (qa || qb) return qa ? 1 : -1;
    return b.pendencias.length - a.pendencias.length;
  }
  if (qa.dia !== qb.dia) return qa.dia < qb.dia ? -1 : 1;
  return compararSalas(a.sala, b.sala) || qa.minuto - qb.minuto || b.pendencias.length - a.pendencias.length;
}

/** The rows in the sheet's order. */
export const ordenarNoMapa = <T extends LinhaDoMapa>(linhas: readonly T[]): T[] => [...linhas].sort(compararNoMapa);

/** The day's heading: 'Hoje, 02/12/2026', '03/12/2026', or 'Data da cirurgia não informada'. */
export function rotuloDoDia(data: string | null, hoje: string): string {
  const q = quando(data);
  if (!q) return SEM_DATA;
  const [ano, mes, dia] = q.dia.split('-');
  const texto = `${dia}/${mes}/${ano}`;
  return q.dia === hoje ? `${HOJE}, ${texto}` : texto;
}

/** The two headings a row falls under: its day, then its room (a row without a date has no room heading). */
export function gruposDaLinha(l: LinhaDoMapa, hoje: string): readonly string[] {
  const dia = rotuloDoDia(l.dataCirurgiaExibida, hoje);
  return dia === SEM_DATA ? [dia] : [dia, nomeDaSala(l.sala)];
}

/** The surgery's time 'HH:mm', or '' when its date cannot be read. */
export const horaDaCirurgia = (data: string | null): string => (quando(data) && data ? hhmm(data) : '');

/** One page of the day map: a room and its surgeries of that day, in time order. */
interface PaginaDoMapa<T> {
  sala: string;
  linhas: T[];
}

/** The day map of `dia`: one page per room, in the sheet's order; the rows of other days (or undated) left out. */
export function mapaDoDia<T extends LinhaDoMapa>(linhas: readonly T[], dia: string): PaginaDoMapa<T>[] {
  const paginas: PaginaDoMapa<T>[] = [];
  for (const l of ordenarNoMapa(linhas.filter((x) => quando(x.dataCirurgiaExibida)?.dia === dia))) {
    const sala = nomeDaSala(l.sala);
    const ultima = paginas.at(-1);
    if (ultima?.sala === sala) ultima.linhas.push(l);
    else paginas.push({ sala, linhas: [l] });
  }
  return paginas;
}

/** The day map's state of one subject: what is open, in the chips' words; 'OK' when nothing is. */
const SEM_PENDENCIA = 'OK';

/** The areas the day map gives a column: OPME, blood (the blood bank), anaesthesia (its opinion or evaluation). */
export interface AreasDoMapa {
  opme: number | null;
  sangue: number | null;
  anestesia: number | null;
}

interface EstadosDoMapa {
  conferencia: string;
  opme: string;
  sangue: string;
  leito: string;
  anestesia: string;
}

/**
 * The state of the conference, OPME, blood, bed and anaesthesia opinion of a row, from its pendências: each the
 * texts of what is open about it, 'OK' when nothing is; opinions that cannot be read at all leave every area unknown.
 */
export function estadosDoMapa(pendencias: readonly Pendencia[], areas: AreasDoMapa): EstadosDoMapa {
  const texto = (ps: readonly Pendencia[]) => (ps.length ? ps.map((p) => p.rotulo).join('; ') : SEM_PENDENCIA);
  const ilegiveis = pendencias.filter((p) => p.rotulo === ILEGIVEIS);
  const daArea = (id: number | null) =>
    texto(ilegiveis.length ? ilegiveis : pendencias.filter((p) => id !== null && p.area?.id === id));
  return {
    conferencia: texto(pendencias.filter((p) => p.tipo === 'conferencia' || p.rotulo === CONFERENCIA_DESCONHECIDA)),
    opme: daArea(areas.opme),
    sangue: daArea(areas.sangue),
    leito: texto(pendencias.filter((p) => p.tipo === 'leito' || p.rotulo === LEITO_DESCONHECIDO)),
    anestesia: daArea(areas.anestesia),
  };
}
