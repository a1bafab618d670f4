import { Button } from 'primereact/button';
import { AppDialog } from '@/components/dialogs/app-dialog';
import type { DocumentoId, ImpressaoMenuItem } from '../model/documentos';
import './impressao.css';

interface PrintMenuDialogProps {
  codigo: string;
  items: readonly ImpressaoMenuItem[];
  onChoose: (id: DocumentoId) => void;
  onClose: () => void;
}

/** The print menu (requester-side.md §2): one button per document the request allows. */
export function PrintMenuDialog({ codigo, items, onChoose, onClose }: PrintMenuDialogProps) {
  return (
    <AppDialog header={`Impressão do pedido nº ${codigo}`} onClose={onClose} width="small">
      <ul className="impressao-menu" aria-label="Documentos para impressão">
        {items.map((item) => (
          <li key={item.id}>
            <Button
              type="button"
              label={item.label}
              icon="pi pi-print"
              outlined
              disabled={item.disabled}
              onClick={() => onChoose(item.id)}
            />
          </li>
        ))}
      </ul>
    </AppDialog>
  );
}
