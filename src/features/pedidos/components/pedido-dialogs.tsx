import type { PrintItemId } from '@/api/pedidos/print-menu';
import { ImpressaoSlot, type ListaImpressao } from '@/widgets/slots/impressao-slot';
import type { ListRow } from '../model/list-rows';
import { AnotacoesDialog } from './anotacoes-dialog';
import { CancelarDialog } from './cancelar-dialog';
import { DocumentosDialog } from './documentos-dialog';
import { FavoritarDialog } from './favoritar-dialog';
import { HistoricoDialog } from '@/widgets/historico/historico-dialog';
import { ResumoDialog } from './resumo-dialog';
import type { RowAction } from './row-actions';

export interface ActiveAction {
  action: RowAction;
  row: ListRow;
  /** Impressão straight at this document's form ('A fazer'), not at the print menu. */
  documento?: PrintItemId;
}

/** The dialog of the row action being performed, if any; `lista` tells the print menu which list asks. */
export function PedidoDialogs({
  active,
  onClose,
  lista = 'medico',
}: {
  active: ActiveAction | null;
  onClose: () => void;
  lista?: ListaImpressao;
}) {
  if (!active) return null;
  const { action, row, documento } = active;
  const props = { pedidoId: row.id, codigo: row.codigo, onClose };
  switch (action) {
    case 'favoritar':
      return <FavoritarDialog row={row} onClose={onClose} />;
    case 'cancelar':
      return <CancelarDialog row={row} onClose={onClose} />;
    case 'resumo':
      return <ResumoDialog {...props} />;
    case 'historico':
      return <HistoricoDialog {...props} />;
    case 'anotacoes':
      return <AnotacoesDialog {...props} />;
    case 'documentos':
      return <DocumentosDialog {...props} />;
    case 'impressao':
      return <ImpressaoSlot row={row} lista={lista} documento={documento} onClose={onClose} />;
  }
}
