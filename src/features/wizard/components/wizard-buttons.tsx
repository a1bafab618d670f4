import { Button } from 'primereact/button';
import { useFormContext } from 'react-hook-form';
import { AVISO_DEMANDA } from '@/api/demandas/aviso';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { AttentionDialog } from '@/components/dialogs/attention-dialog';
import { useSubmission, type SubmissionOptions } from '../hooks/use-submission';
import { useWizardContext } from '../hooks/wizard-context';
import type { WizardForm } from '../model/form';
import { ReagendamentoDialog } from './reagendamento-dialog';
import { WIZARD_BOTOES_ID } from './step-heading';

interface WizardButtonsProps {
  first: boolean;
  last: boolean;
  /** A step's onLeave is running. */
  busy: boolean;
  onBack: () => void;
  onNext: () => void;
  /** What Enviar's final checks read, what must stop before a saved run leaves, and where it goes back to. */
  submission: Omit<SubmissionOptions, 'form' | 'wizard'>;
}

/**
 * Enviar as the run's spec says (inside the form and wizard providers): the final checks, a reschedule's reason, the
 * requester's notice, then the ordered writes.
 */
function EnviarButton({ submission }: Pick<WizardButtonsProps, 'submission'>) {
  const form = useFormContext<WizardForm>();
  const wizard = useWizardContext();
  const s = useSubmission({ form, wizard, ...submission });
  const { botao, aviso } = wizard.run.submission;
  return (
    <>
      <Button label={botao.label} icon={botao.icon} loading={s.enviando} onClick={() => void s.enviar()} />
      {s.pedindoMotivo && wizard.pedido ? (
        <ReagendamentoDialog
          codigo={wizard.pedido.codigo}
          enviando={s.enviando}
          onConfirm={(motivo) => void s.enviar(motivo)}
          onCancel={s.cancelarMotivo}
        />
      ) : null}
      {aviso ? (
        <AppDialog
          header={AVISO_DEMANDA.tituloWizard}
          visible={s.aviso}
          onClose={s.fecharAviso}
          width="small"
          footer={[
            { label: 'Voltar', outlined: true, onClick: s.fecharAviso },
            { label: AVISO_DEMANDA.botao, onClick: s.confirmarAviso, autoFocus: true },
          ]}
        >
          <p className="m-0">{AVISO_DEMANDA.texto}</p>
        </AppDialog>
      ) : null}
      <AttentionDialog message={s.erro} onClose={s.fecharErro} />
    </>
  );
}

/** Anterior (not on the first step), then Próximo, or Enviar on the last step. */
export function WizardButtons({ first, last, busy, onBack, onNext, submission }: WizardButtonsProps) {
  return (
    // The toast lies above these buttons when they are in its corner (components/feedback/toast-lugar.ts).
    <div className="wizard__buttons" id={WIZARD_BOTOES_ID} data-toast-nao-cobre="">
      {first ? null : <Button label="Anterior" icon="pi pi-angle-left" outlined onClick={onBack} />}
      {last ? (
        <EnviarButton submission={submission} />
      ) : (
        <Button label="Próximo" icon="pi pi-angle-right" iconPos="right" loading={busy} onClick={onNext} />
      )}
    </div>
  );
}
