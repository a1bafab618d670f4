import { numeroDemanda, type DemandaRow } from '@/api/demandas/demanda-row';
import { RowActionsMenu, type RowActionItem } from '@/components/table/row-actions-menu';

export type AcaoMinhaDemanda = 'resumo' | 'anotacoes' | 'transformar' | 'cancelar';

/** Resumo and Anotações (with the pending dot) on the row; Transformar em pedido and Cancelar in the menu. */
export function MinhaDemandaActions({
  row,
  onAction,
}: {
  row: DemandaRow;
  onAction: (action: AcaoMinhaDemanda, row: DemandaRow) => void;
}) {
  const pendente = row.anotacaoPendente === true;
  const item = (id: AcaoMinhaDemanda, label: string, icon: string): RowActionItem => ({
    id,
    label,
    icon,
    onSelect: () => onAction(id, row),
  });
  const numero = numeroDemanda(row);
  return (
    <RowActionsMenu
      primary={[
        item('resumo', 'Resumo', 'pi pi-eye'),
        {
          ...item('anotacoes', pendente ? 'Anotações (há anotação pendente)' : 'Anotações', 'pi pi-comment'),
          badge: pendente,
        },
      ]}
      more={[
        item('transformar', 'Transformar em pedido', 'pi pi-arrow-right-arrow-left'),
        item('cancelar', 'Cancelar demanda', 'pi pi-times-circle'),
      ]}
      subject={`demanda ${numero}`}
      menuLabel={`Ações da demanda ${numero}`}
    />
  );
}
