import { useEffect, useRef } from 'react';
import './step-heading.css';

/** The id of the step's buttons (Anterior, Próximo or Enviar), the skip button's target. */
export const WIZARD_BOTOES_ID = 'wizard-botoes';

/**
 * The step's heading. After a step change the focus moves to it, so a keyboard or screen-reader user starts reading
 * the new step at its top (WCAG 2.4.3); a button right after it, shown when focused, jumps to the step's buttons
 * instead of tabbing through every field (docs/decisions.md 'Wizard by keyboard').
 */
export function StepHeading({ stepId, title }: { stepId: string; title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    // Not on opening the wizard (the page's own focus order applies), only when the step changes.
    if (shown.current !== null && shown.current !== stepId) heading.current?.focus();
    shown.current = stepId;
  }, [stepId]);
  const irParaBotoes = () => {
    const botoes = document.getElementById(WIZARD_BOTOES_ID)?.querySelectorAll('button:not([disabled])');
    const ultimo = botoes?.[botoes.length - 1];
    if (ultimo instanceof HTMLElement) ultimo.focus();
  };
  return (
    <div className="step-heading">
      <h2 ref={heading} tabIndex={-1} className="wizard__step-title">
        {title}
      </h2>
      <button type="button" className="step-heading__skip" onClick={irParaBotoes}>
        Ir para os botões da etapa
      </button>
    </div>
  );
}
