import { Button } from 'primereact/button';
import type { ListRow } from '../model/list-rows';

export type RowAction = 'favoritar' | 'resumo' | 'cancelar' | 'historico' | 'anotacoes' | 'documentos';

/** The row's actions; Favoritar and Cancelar are disabled for a cancelled request. */
export function RowActions({ row, onAction }: { row: ListRow; onAction: (action: RowAction, row: ListRow) => void }) {
  const pendente = row.anotacaoPendente === true;
  const button = (action: RowAction, label: string, icon: string, disabled = false) => (
    <Button
      type="button"
      icon={icon}
      rounded
      text
      aria-label={`${label} (pedido ${row.codigo})`}
      tooltip={label}
      tooltipOptions={{ position: 'top' }}
      disabled={disabled}
      onClick={() => onAction(action, row)}
    />
  );
  return (
    <div className="row-actions">
      {button('favoritar', 'Favoritar', 'pi pi-star', row.cancelado)}
      {button('resumo', 'Resumo', 'pi pi-eye')}
      {button('cancelar', 'Cancelar', 'pi pi-times-circle', row.cancelado)}
      {button('historico', 'Ver histórico', 'pi pi-history')}
      <span className="row-actions__badge-host">
        {button('anotacoes', pendente ? 'Anotações (há anotação não lida)' : 'Anotações', 'pi pi-comment')}
        {pendente ? <span className="dot-badge" aria-hidden="true" data-testid={`badge-${row.codigo}`} /> : null}
      </span>
      {button('documentos', 'Documentos', 'pi pi-paperclip')}
    </div>
  );
}
