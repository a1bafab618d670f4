import type { PedidoRow } from '@/api/pedidos/pedido-row';

type PrintRow = Pick<
  PedidoRow,
  'status' | 'necessariaAvaliacaoAnestesica' | 'possuiHemoterapico' | 'idLegadoInternacao' | 'modalidadeAtendimento'
>;

export type PrintItemId = 'avisoCirurgia' | 'pedidoInternacao' | 'hemoterapicos' | 'preAnestesia';

export interface PrintMenuItem {
  id: PrintItemId;
  label: string;
  disabled: boolean;
}

const finalizado = (row: PrintRow) => (row.status ?? '').toUpperCase() === 'FINALIZADO';

/** The row's print action is shown only when finished, or anaesthesia evaluation is needed, or it has haemotherapy products. */
export function showsPrintAction(row: PrintRow): boolean {
  return finalizado(row) || Boolean(row.necessariaAvaliacaoAnestesica) || Boolean(row.possuiHemoterapico);
}

/**
 * The print menu of a request (requester-side.md §4): the surgery notice and hospitalisation request only when
 * finished, the latter hidden when the care modality blocks `recursoInternacao` and disabled when a legacy
 * hospitalisation id exists; haemotherapy products when it has them; pre-anaesthesia referral when it is needed.
 */
export function printMenu(row: PrintRow, recursoInternacao: number | null | undefined): PrintMenuItem[] {
  const items: PrintMenuItem[] = [];
  const bloqueados = row.modalidadeAtendimento?.recursosBloqueados ?? [];
  if (finalizado(row)) {
    items.push({ id: 'avisoCirurgia', label: 'Aviso de Cirurgia', disabled: false });
    if (!(recursoInternacao && bloqueados.includes(recursoInternacao))) {
      items.push({ id: 'pedidoInternacao', label: 'Pedido de Internação', disabled: Boolean(row.idLegadoInternacao) });
    }
  }
  if (row.possuiHemoterapico) items.push({ id: 'hemoterapicos', label: 'Produtos Hemoterápicos', disabled: false });
  if (row.necessariaAvaliacaoAnestesica) {
    items.push({ id: 'preAnestesia', label: 'Encaminhamento Avaliação Pré-Anestesia', disabled: false });
  }
  return items;
}
