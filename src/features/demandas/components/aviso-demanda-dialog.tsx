import { AppDialog } from '@/components/dialogs/app-dialog';
import { AVISO_DEMANDA } from '@/api/demandas/aviso';

interface Props {
  /** 'ATENÇÃO!' in Minhas Demandas, 'ATENCAO!' in the wizard (as the specification writes each). */
  titulo: string;
  onAgree: () => void;
  onClose: () => void;
  busy?: boolean;
}

/** A demand is not a surgery request: the notice and 'LI E CONCORDO'. */
export function AvisoDemandaDialog({ titulo, onAgree, onClose, busy = false }: Props) {
  return (
    <AppDialog
      header={titulo}
      onClose={onClose}
      width="small"
      busy={busy}
      footer={[
        { label: 'Voltar', outlined: true, onClick: onClose, disabled: busy },
        { label: AVISO_DEMANDA.botao, onClick: onAgree, loading: busy, autoFocus: true },
      ]}
    >
      <p className="m-0">{AVISO_DEMANDA.texto}</p>
    </AppDialog>
  );
}
