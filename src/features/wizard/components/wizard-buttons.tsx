import { Button } from 'primereact/button';
import { AttentionDialog } from '@/components/dialogs/attention-dialog';
import { useFormContext } from 'react-hook-form';
import { useSubmission } from '../hooks/use-submission';
import { useWizardContext } from '../hooks/wizard-context';
import type { DemandaGerenteRun } from '../hooks/use-demanda-submission';
import { DemandaEnviarButton } from './demanda-enviar-button';
import { ReagendamentoDialog } from './reagendamento-dialog';
import { WIZARD_BOTOES_ID } from './step-heading';
import type { WizardForm } from '../model/form';
import type { StepCheckContext } from '../model/step-context';
import type { StepId } from '../model/steps';

interface WizardButtonsProps {
  first: boolean;
  last: boolean;
  /** A step's onLeave is running. */
  busy: boolean;
  onBack: () => void;
  onNext: () => void;
  /** What Enviar's final checks read, and what must stop before a successful submission leaves the page. */
  submission: { checkContext: StepCheckContext; beforeLeave: () => void; irPara: (step: StepId) => void };
  /** The demand wizard's record: its Enviar saves the demand instead of a request. */
  demanda?: { record: { id: number; codigo: string } | null; gerente?: DemandaGerenteRun | null } | null;
}

/** Enviar runs the final checks and the ordered submission (inside the form and wizard providers). */
function EnviarButton({ submission }: Pick<WizardButtonsProps, 'submission'>) {
  const form = useFormContext<WizardForm>();
  const wizard = useWizardContext();
  const { enviar, enviando, erro, fecharErro, pedindoMotivo, cancelarMotivo } = useSubmission({
    form,
    wizard,
    ...submission,
  });
  return (
    <>
      <Button label="Enviar" icon="pi pi-send" loading={enviando} onClick={() => void enviar()} />
      {pedindoMotivo && wizard.pedido ? (
        <ReagendamentoDialog
          codigo={wizard.pedido.codigo}
          enviando={enviando}
          onConfirm={(motivo) => void enviar(motivo)}
          onCancel={cancelarMotivo}
        />
      ) : null}
      <AttentionDialog message={erro} onClose={fecharErro} />
    </>
  );
}

/** Anterior (not on the first step), then Próximo, or Enviar on the last step. */
export function WizardButtons({ first, last, busy, onBack, onNext, submission, demanda }: WizardButtonsProps) {
  const enviar = demanda ? (
    <DemandaEnviarButton demanda={demanda.record} beforeLeave={submission.beforeLeave} gerente={demanda.gerente} />
  ) : (
    <EnviarButton submission={submission} />
  );
  return (
    <div className="wizard__buttons" id={WIZARD_BOTOES_ID}>
      {first ? null : <Button label="Anterior" icon="pi pi-angle-left" outlined onClick={onBack} />}
      {last ? (
        enviar
      ) : (
        <Button label="Próximo" icon="pi pi-angle-right" iconPos="right" loading={busy} onClick={onNext} />
      )}
    </div>
  );
}
