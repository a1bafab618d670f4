import { Button } from 'primereact/button';
import { Steps } from 'primereact/steps';
import { stepAfter, stepBefore, stepNumber, type StepId } from '../model/steps';

interface StepperProps {
  steps: readonly { id: StepId; title: string }[];
  active: StepId;
  mobile: boolean;
  /** A step clicked (null: before the first one, which asks to restart). */
  onSelect: (step: StepId | null) => void;
}

/** Desktop: a non-linear stepper over the run's steps; mobile (by device): dots with Próximo and Voltar. */
export function WizardStepper({ steps, active, mobile, onSelect }: StepperProps) {
  const current = steps.find((s) => s.id === active);
  if (mobile) {
    return (
      <div
        className="dot-stepper"
        aria-label={`Etapa ${stepNumber(steps, active)} de ${steps.length}: ${current?.title ?? ''}`}
      >
        <Button
          icon="pi pi-angle-left"
          text
          aria-label="Voltar"
          onClick={() => onSelect(stepBefore(steps, active)?.id ?? null)}
        />
        {steps.map((s) => (
          <span
            key={s.id}
            className={`dot-stepper__dot${s.id === active ? ' dot-stepper__dot--active' : ''}`}
            aria-hidden="true"
          />
        ))}
        <Button
          icon="pi pi-angle-right"
          text
          aria-label="Próximo"
          onClick={() => {
            const after = stepAfter(steps, active);
            if (after) onSelect(after.id);
          }}
        />
      </div>
    );
  }
  return (
    <nav aria-label="Etapas do pedido">
      <Steps
        model={steps.map((s) => ({ label: s.title }))}
        activeIndex={stepNumber(steps, active) - 1}
        readOnly={false}
        onSelect={(e) => onSelect(steps[e.index]?.id ?? null)}
      />
    </nav>
  );
}
