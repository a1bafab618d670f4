import type { PedidoRow } from '@/api/pedidos/pedido-row';
import { printMenu, showsPrintAction, type PrintItemId, type PrintMenuItem } from '@/api/pedidos/print-menu';

export type DocumentoId = PrintItemId | 'solicitacaoAIH';

type PrintedRow = Pick<
  PedidoRow,
  'dataImpressaoRPH' | 'dataImpressaoPedidoInternacao' | 'dataImpressaoAvisoCirurgico' | 'dataImpressaoAIH'
>;

interface Documento {
  /** The document's address on the systems API (requester-side.md §7 'Print windows'). */
  path: (pedidoId: number) => string;
  /** When it was last printed; null for a document that has no form to save (pre-anaesthesia referral). */
  printDate: (row: PrintedRow) => string | null;
}

export const DOCUMENTOS: Record<DocumentoId, Documento> = {
  avisoCirurgia: { path: (id) => `/avisoCirurgia/${id}`, printDate: (r) => r.dataImpressaoAvisoCirurgico },
  pedidoInternacao: { path: (id) => `/pedidoInternacao/${id}`, printDate: (r) => r.dataImpressaoPedidoInternacao },
  hemoterapicos: { path: (id) => `/hemoterapicos/${id}`, printDate: (r) => r.dataImpressaoRPH },
  preAnestesia: { path: (id) => `/encaminhamentoAvaliacaoPreAnestesia/${id}`, printDate: () => null },
  solicitacaoAIH: { path: (id) => `/solicitacaoAIH/${id}`, printDate: (r) => r.dataImpressaoAIH },
};

export interface ImpressaoMenuItem extends Omit<PrintMenuItem, 'id'> {
  id: DocumentoId;
}

type MenuRow = Parameters<typeof printMenu>[0] & Pick<PedidoRow, 'pedidoCampanha'>;

const AIH: ImpressaoMenuItem = { id: 'solicitacaoAIH', label: 'Solicitação de AIH', disabled: false };

/**
 * The print menu of a row: the rule of requester-side.md §4 (src/api/pedidos/print-menu.ts); the doctor-facing list
 * adds the AIH request whenever the print action shows. The manager list's 'Impressões' (wizards-and-management.md §2)
 * show only for a finished request, with the AIH request for a campaign request.
 */
export function impressaoMenu(
  row: MenuRow,
  recursoInternacao: number | null | undefined,
  lista: 'medico' | 'residentes' | 'gerente',
): ImpressaoMenuItem[] {
  const items: ImpressaoMenuItem[] = printMenu(row, recursoInternacao);
  if (lista === 'medico' && showsPrintAction(row)) items.push(AIH);
  if (lista === 'gerente') {
    if ((row.status ?? '').toUpperCase() !== 'FINALIZADO') return [];
    if (row.pedidoCampanha) items.splice(2, 0, AIH);
  }
  return items;
}

/** What choosing a menu item leads to: the reprint question, the form, or the document at once. */
type PrintStep = 'confirmarReimpressao' | 'formulario' | 'documento';

export function firstStep(id: DocumentoId, row: PrintedRow): PrintStep {
  if (id === 'preAnestesia') return 'documento';
  return DOCUMENTOS[id].printDate(row) ? 'confirmarReimpressao' : 'formulario';
}

export const ERRO_IMPRIMIR = 'Erro ao imprimir!';
export const ATENCAO = 'Atenção!';
