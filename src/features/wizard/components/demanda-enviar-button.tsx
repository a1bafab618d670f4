import { Button } from 'primereact/button';
import { useFormContext } from 'react-hook-form';
import { AVISO_DEMANDA } from '@/api/demandas/aviso';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { AttentionDialog } from '@/components/dialogs/attention-dialog';
import { useDemandaSubmission, type DemandaGerenteRun } from '../hooks/use-demanda-submission';
import type { WizardForm } from '../model/form';

interface Props {
  demanda: { id: number; codigo: string } | null;
  beforeLeave: () => void;
  /** A manager's correction of a saved demand: 'Salvar demanda', without the requester's notice. */
  gerente?: DemandaGerenteRun | null;
}

/** The demand's Enviar: its checks, the 'ATENCAO!' notice with 'LI E CONCORDO', then the saving writes. */
export function DemandaEnviarButton({ demanda, beforeLeave, gerente = null }: Props) {
  const form = useFormContext<WizardForm>();
  const s = useDemandaSubmission({ form, demanda, beforeLeave, gerente });
  return (
    <>
      <Button
        label={gerente ? 'Salvar demanda' : 'Enviar'}
        icon={gerente ? 'pi pi-save' : 'pi pi-send'}
        loading={s.enviando}
        onClick={s.enviar}
      />
      <AppDialog
        header={AVISO_DEMANDA.tituloWizard}
        visible={s.aviso}
        onClose={s.fecharAviso}
        width="small"
        footer={[
          { label: 'Voltar', outlined: true, onClick: s.fecharAviso },
          { label: AVISO_DEMANDA.botao, onClick: s.confirmar, autoFocus: true },
        ]}
      >
        <p className="m-0">{AVISO_DEMANDA.texto}</p>
      </AppDialog>
      <AttentionDialog message={s.erro} onClose={s.fecharErro} />
    </>
  );
}
