import { Button } from 'primereact/button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';

interface WizardHeaderProps {
  titulo: string;
  /** The run's cancel button; null: 'Voltar para Demandas' instead (the gerente's correction of a demand). */
  cancelLabel: string | null;
  /** What that button asks first ('Deseja realmente cancelar?'), under its label. */
  cancelPergunta: string;
  /** 'Cancelar' confirmed: the run ends. */
  onCancel: () => void;
  onVoltar: () => void;
}

/** The run's title and the button that ends it ('Cancelar pedido', asked first; or 'Voltar para Demandas'). */
export function WizardHeader({ titulo, cancelLabel, cancelPergunta, onCancel, onVoltar }: WizardHeaderProps) {
  const [confirmCancel, setConfirmCancel] = useState(false);
  return (
    <>
      <div className="page-header">
        <h1 id="titulo-pagina">{titulo}</h1>
        {cancelLabel === null ? (
          <Button label="Voltar para Demandas" icon="pi pi-arrow-left" outlined onClick={onVoltar} />
        ) : (
          <Button
            label={cancelLabel}
            icon="pi pi-times"
            severity="danger"
            outlined
            onClick={() => setConfirmCancel(true)}
          />
        )}
      </div>
      <ConfirmDialog
        visible={confirmCancel}
        header={cancelLabel ?? ''}
        onAccept={onCancel}
        onReject={() => setConfirmCancel(false)}
      >
        {cancelPergunta}
      </ConfirmDialog>
    </>
  );
}
