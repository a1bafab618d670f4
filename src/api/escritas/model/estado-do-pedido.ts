import { formatDateBR, formatDateTimeBR } from '@/lib/dates/format';
import { hhmm } from '@/lib/dates/wall-clock';

// What a decision on a request rests on, as the screen showed it and as a fresh read shows it, and what counts as a
// change between the two (docs/decisions/031-pedido-alterado-antes-da-escrita.md). Plain values, no React.

/**
 * The fields a write's decision rests on. Every one may be null (the read did not carry it, or carried it in a form
 * that could not be read); a null on either side is not compared.
 */
export interface EstadoDoPedido {
  statusId: number | null;
  /** The status's name ('AUTORIZADO'), what the message names. */
  status: string | null;
  /** dataHoraAlteracaoStatus, São Paulo's wall clock 'yyyy-MM-ddTHH:mm:ss'. */
  alteracaoStatus: string | null;
  /** dataHoraSugerida, the surgery's date and time the manager confirms or reschedules. */
  dataHoraSugerida: string | null;
  /** dataCirurgia, where the read carries it. */
  dataCirurgia: string | null;
  salaCirurgia: number | null;
  /** The area's opinion as the list shows it (an opinion's write only): its name, or SEM_PARECER_DA_AREA. */
  parecer: string | null;
}

/** The opinion of an area that has given none yet, as a value to compare (the list's 'Sem parecer'). */
export const SEM_PARECER_DA_AREA = 'Sem parecer';

type CampoDoEstado = Exclude<keyof EstadoDoPedido, 'status'>;

interface Mudanca {
  campo: CampoDoEstado;
  /** How the message names the new value ('status AUTORIZADO'). */
  texto: string;
}

/** A state in which nothing could be read: the start of a partial one. */
export const ESTADO_ILEGIVEL: EstadoDoPedido = {
  statusId: null,
  status: null,
  alteracaoStatus: null,
  dataHoraSugerida: null,
  dataCirurgia: null,
  salaCirurgia: null,
  parecer: null,
};

const normalizar = (texto: string) => texto.trim().toLocaleUpperCase('pt-BR');

function mesmoValor(a: string | number | null, b: string | number | null): boolean | null {
  if (a === null || b === null) return null;
  if (typeof a === 'string' && typeof b === 'string') return normalizar(a) === normalizar(b);
  return a === b;
}

/** The status: by id where both sides read one, else by name; unknown when neither pair can be read. */
function statusMudou(visto: EstadoDoPedido, atual: EstadoDoPedido): boolean {
  const porId = mesmoValor(visto.statusId, atual.statusId);
  if (porId !== null) return !porId;
  return mesmoValor(visto.status, atual.status) === false;
}

const nomeDoStatus = (atual: EstadoDoPedido) => `status ${atual.status ?? 'alterado'}`;

/**
 * What changed between what the screen showed and what a fresh read shows, in the order the message names it. A field
 * unreadable on either side is no change; a status changed and re-set (a new dataHoraAlteracaoStatus) is one.
 */
export function mudancasDoPedido(visto: EstadoDoPedido, atual: EstadoDoPedido): Mudanca[] {
  const mudancas: Mudanca[] = [];
  if (statusMudou(visto, atual)) mudancas.push({ campo: 'statusId', texto: nomeDoStatus(atual) });
  else if (mesmoValor(visto.alteracaoStatus, atual.alteracaoStatus) === false)
    mudancas.push({ campo: 'alteracaoStatus', texto: nomeDoStatus(atual) });
  if (mesmoValor(visto.dataHoraSugerida, atual.dataHoraSugerida) === false)
    mudancas.push({ campo: 'dataHoraSugerida', texto: `data da cirurgia ${formatDateTimeBR(atual.dataHoraSugerida)}` });
  else if (mesmoValor(visto.dataCirurgia, atual.dataCirurgia) === false)
    mudancas.push({ campo: 'dataCirurgia', texto: `data da cirurgia ${formatDateTimeBR(atual.dataCirurgia)}` });
  if (mesmoValor(visto.salaCirurgia, atual.salaCirurgia) === false)
    mudancas.push({ campo: 'salaCirurgia', texto: `sala ${atual.salaCirurgia ?? ''}` });
  if (mesmoValor(visto.parecer, atual.parecer) === false)
    mudancas.push({ campo: 'parecer', texto: `parecer ${atual.parecer ?? ''}` });
  return mudancas;
}

/** What the user saw, with what they have since been told of: each field a fresh read carried replaces it. */
export function vistoApos(visto: EstadoDoPedido, atual: EstadoDoPedido): EstadoDoPedido {
  return {
    statusId: atual.statusId ?? visto.statusId,
    status: atual.status ?? visto.status,
    alteracaoStatus: atual.alteracaoStatus ?? visto.alteracaoStatus,
    dataHoraSugerida: atual.dataHoraSugerida ?? visto.dataHoraSugerida,
    dataCirurgia: atual.dataCirurgia ?? visto.dataCirurgia,
    salaCirurgia: atual.salaCirurgia ?? visto.salaCirurgia,
    parecer: atual.parecer ?? visto.parecer,
  };
}

/** One entry of the request's history (GET /logpedido/{id}): who and when, either unreadable. */
export interface Autoria {
  username: string | null;
  createdAt: string | null;
}

/** The latest readable entry of the history (by createdAt; entries without one are not dated and not chosen). */
export function ultimaAlteracao(historico: readonly Autoria[]): Autoria | null {
  let ultima: Autoria | null = null;
  for (const entrada of historico) {
    if (!entrada.createdAt || !entrada.username?.trim()) continue;
    if (!ultima?.createdAt || entrada.createdAt >= ultima.createdAt) ultima = entrada;
  }
  return ultima;
}

/**
 * The words the user reads: 'Este pedido foi alterado por maria.lima às 09:42: status AUTORIZADO.' — by whom and when
 * only when the history has them (a day other than today is named: 'em 01/12/2026 às 09:42').
 */
export function avisoDeMudanca(mudancas: readonly Mudanca[], autoria: Autoria | null, hoje: string): string {
  const partes: string[] = [];
  const username = autoria?.username?.trim();
  const quando = autoria?.createdAt ?? null;
  if (username) partes.push(` por ${username}`);
  if (username && quando) {
    const dia = quando.slice(0, 10) === hoje ? '' : ` em ${formatDateBR(quando)}`;
    partes.push(`${dia} às ${hhmm(quando)}`);
  }
  return `Este pedido foi alterado${partes.join('')}: ${mudancas.map((m) => m.texto).join(', ')}.`;
}

/** The fields a list row carries of what a decision rests on (each list names them as the manager list does). */
interface CamposDaLinha {
  status_id?: number | null;
  status?: string | null;
  dataHoraAlteracaoStatus?: string | null;
  dataHoraSugerida?: string | null;
  dataCirurgia?: string | null;
  /** The room's id, or the room as the manager list reads it ({id, nome}). */
  salaCirurgia?: number | { id: number | null } | null;
}

const idDaSala = (sala: CamposDaLinha['salaCirurgia']): number | null =>
  typeof sala === 'number' ? sala : (sala?.id ?? null);

/** What a list row showed of the request (a field the row does not carry is not compared). */
export function estadoDaLinha(row: CamposDaLinha, parecer: string | null = null): EstadoDoPedido {
  return {
    statusId: row.status_id ?? null,
    status: row.status ?? null,
    alteracaoStatus: row.dataHoraAlteracaoStatus ?? null,
    dataHoraSugerida: row.dataHoraSugerida ?? null,
    dataCirurgia: row.dataCirurgia ?? null,
    salaCirurgia: idDaSala(row.salaCirurgia),
    parecer,
  };
}
