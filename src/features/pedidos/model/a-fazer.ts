import type { PedidoRow } from '@/api/pedidos/pedido-row';
import { printMenu } from '@/api/pedidos/print-menu';
import { addDays } from '@/lib/dates/wall-clock';

// 'A fazer' on the requester lists: what the surgeon must still do for each request, read from the row's own fields
// (requester-side.md §3 'Request list row'; docs/decisions.md 'A fazer'). A flag or a surgery date that cannot be
// read gives a 'desconhecido' task, never a pass; a print date that cannot be read reads as never printed, so its task
// stays (a reminder too many at worst, never one missing).

/**
 * The surgery notice and the admission request are due from this many working days (Monday to Friday) before the
 * surgery: the specification gives no lead time; a working week is our choice (docs/decisions.md 'A fazer').
 */
export const DIAS_UTEIS_DE_ANTECEDENCIA = 5;

export type TarefaId = 'anotacao' | 'avisoCirurgia' | 'pedidoInternacao' | 'hemoterapicos' | 'avaliacaoAnestesica';

export interface Tarefa {
  id: TarefaId;
  /** The chip's words: what to do, or what could not be known. */
  rotulo: string;
  desconhecida: boolean;
}

/** The tasks in the order their chips and counters show. */
export const TAREFAS: readonly TarefaId[] = [
  'anotacao',
  'avisoCirurgia',
  'pedidoInternacao',
  'hemoterapicos',
  'avaliacaoAnestesica',
];

export const ROTULOS_TAREFA: Readonly<Record<TarefaId, string>> = {
  anotacao: 'Responder anotação',
  avisoCirurgia: 'Imprimir aviso de cirurgia',
  pedidoInternacao: 'Imprimir pedido de internação',
  hemoterapicos: 'Produtos hemoterápicos',
  avaliacaoAnestesica: 'Avaliação anestésica',
};

type LinhaAFazer = Pick<
  PedidoRow,
  | 'status'
  | 'anotacaoPendente'
  | 'necessariaAvaliacaoAnestesica'
  | 'possuiHemoterapico'
  | 'idLegadoInternacao'
  | 'modalidadeAtendimento'
  | 'dataImpressaoPedidoInternacao'
  | 'dataImpressaoAvisoCirurgico'
  | 'dataImpressaoRPH'
> & { cancelado: boolean; dataCirurgiaExibida: string | null };

/** The day `n` working days (Monday to Friday) after `dia` (yyyy-MM-dd). */
export function diasUteisDepois(dia: string, n: number): string {
  let d = dia;
  for (let faltam = n; faltam > 0;) {
    d = addDays(d, 1);
    const semana = new Date(`${d}T12:00:00Z`).getUTCDay();
    if (semana !== 0 && semana !== 6) faltam -= 1;
  }
  return d;
}

/** No task: one shared empty list, as most rows have. */
export const SEM_TAREFAS: readonly Tarefa[] = [];

const tarefa = (id: TarefaId, desconhecida = false): Tarefa => ({
  id,
  rotulo: desconhecida ? `${ROTULOS_TAREFA[id]}: desconhecido` : ROTULOS_TAREFA[id],
  desconhecida,
});

/**
 * A request's tasks for its requester, on `hoje` (yyyy-MM-dd, São Paulo) with the configured inpatient resource:
 * 'Responder anotação' while a note waits; for a request not cancelled whose surgery has not passed, 'Imprimir aviso
 * de cirurgia' and 'Imprimir pedido de internação' when the print menu offers them (requester-side.md §4), the surgery
 * is within DIAS_UTEIS_DE_ANTECEDENCIA working days and the document was never printed; 'Produtos hemoterápicos' when
 * the request has them and their form was never printed; 'Avaliação anestésica' when the request needs it.
 */
export function tarefasDoPedido(
  row: LinhaAFazer,
  hoje: string,
  recursoInternacao: number | null | undefined,
): Tarefa[] {
  const tarefas: Tarefa[] = [];
  if (row.anotacaoPendente !== false) tarefas.push(tarefa('anotacao', row.anotacaoPendente === null));
  const cirurgia = row.dataCirurgiaExibida?.slice(0, 10) ?? null;
  if (row.cancelado || (cirurgia !== null && cirurgia < hoje)) return tarefas;

  const menu = printMenu(row, recursoInternacao);
  const oferece = (id: 'avisoCirurgia' | 'pedidoInternacao') => menu.some((i) => i.id === id && !i.disabled);
  const perto = cirurgia === null ? null : cirurgia <= diasUteisDepois(hoje, DIAS_UTEIS_DE_ANTECEDENCIA);
  const documento = (id: 'avisoCirurgia' | 'pedidoInternacao', impresso: string | null) => {
    if (!oferece(id) || perto === false || impresso !== null) return;
    tarefas.push(tarefa(id, perto === null));
  };
  documento('avisoCirurgia', row.dataImpressaoAvisoCirurgico);
  if (recursoInternacao !== undefined) documento('pedidoInternacao', row.dataImpressaoPedidoInternacao);
  if (row.possuiHemoterapico !== false && row.dataImpressaoRPH === null) {
    tarefas.push(tarefa('hemoterapicos', row.possuiHemoterapico === null));
  }
  if (row.necessariaAvaliacaoAnestesica !== false) {
    tarefas.push(tarefa('avaliacaoAnestesica', row.necessariaAvaliacaoAnestesica === null));
  }
  return tarefas;
}

/** How many rows have each task ('todas': rows with any); what cannot be read counts as no task. */
export function contarTarefas(rows: readonly { tarefas: readonly Tarefa[] }[]): Map<TarefaId | 'todas', number> {
  const contagem = new Map<TarefaId | 'todas', number>();
  for (const row of rows) {
    let alguma = false;
    for (const t of row.tarefas) {
      if (t.desconhecida) continue;
      alguma = true;
      contagem.set(t.id, (contagem.get(t.id) ?? 0) + 1);
    }
    if (alguma) contagem.set('todas', (contagem.get('todas') ?? 0) + 1);
  }
  return contagem;
}
