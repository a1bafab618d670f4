import { Button } from 'primereact/button';
import { Steps } from 'primereact/steps';
import { WIZARD_STEPS } from '../model/navigation';

/** Desktop: a non-linear stepper; mobile (by device): dots with Próximo and Voltar. */
export function WizardStepper({
  active,
  mobile,
  onSelect,
}: {
  active: number;
  mobile: boolean;
  onSelect: (step: number) => void;
}) {
  if (mobile) {
    return (
      <div
        className="dot-stepper"
        aria-label={`Etapa ${active + 1} de ${WIZARD_STEPS.length}: ${WIZARD_STEPS[active]}`}
      >
        <Button icon="pi pi-angle-left" text aria-label="Voltar" onClick={() => onSelect(active - 1)} />
        {WIZARD_STEPS.map((s, i) => (
          <span
            key={s}
            className={`dot-stepper__dot${i === active ? ' dot-stepper__dot--active' : ''}`}
            aria-hidden="true"
          />
        ))}
        <Button icon="pi pi-angle-right" text aria-label="Próximo" onClick={() => onSelect(active + 1)} />
      </div>
    );
  }
  return (
    <nav aria-label="Etapas do pedido">
      <Steps
        model={WIZARD_STEPS.map((label) => ({ label }))}
        activeIndex={active}
        readOnly={false}
        onSelect={(e) => onSelect(e.index)}
      />
    </nav>
  );
}
