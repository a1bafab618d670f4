import { showsPrintAction } from '@/api/pedidos/print-menu';
import { RowActionsMenu, type RowActionItem } from '@/components/table/row-actions-menu';
import type { ListRow } from '../model/list-rows';

export type RowAction = 'favoritar' | 'resumo' | 'cancelar' | 'historico' | 'anotacoes' | 'documentos' | 'impressao';

/**
 * The row's actions. Resumo, Anotações (with its unread-note dot) and Documentos are the ones used on most visits, so
 * they stay on the row; Favoritar, Cancelar and Ver histórico are in the 'Ações do pedido …' menu. Favoritar and
 * Cancelar are disabled for a cancelled request. Impressão is in the menu when the request can print (requester-side.md §4).
 */
export function RowActions({ row, onAction }: { row: ListRow; onAction: (action: RowAction, row: ListRow) => void }) {
  const pendente = row.anotacaoPendente === true;
  const item = (id: RowAction, label: string, icon: string, disabled = false): RowActionItem => ({
    id,
    label,
    icon,
    disabled,
    onSelect: () => onAction(id, row),
  });
  const primary = [
    item('resumo', 'Resumo', 'pi pi-eye'),
    {
      ...item('anotacoes', pendente ? 'Anotações (há anotação não lida)' : 'Anotações', 'pi pi-comment'),
      badge: pendente,
    },
    item('documentos', 'Documentos', 'pi pi-paperclip'),
  ];
  const more = [
    item('favoritar', 'Favoritar', 'pi pi-star', row.cancelado),
    item('cancelar', 'Cancelar', 'pi pi-times-circle', row.cancelado),
    item('historico', 'Ver histórico', 'pi pi-history'),
    ...(showsPrintAction(row) ? [item('impressao', 'Impressão', 'pi pi-print')] : []),
  ];
  return (
    <RowActionsMenu
      primary={primary}
      more={more}
      subject={`pedido ${row.codigo}`}
      menuLabel={`Ações do pedido ${row.codigo}`}
    />
  );
}
