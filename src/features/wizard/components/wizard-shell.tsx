import '../wizard.css';
import { FormProvider } from 'react-hook-form';
import { useWizardRun } from '../hooks/use-wizard-run';
import { WizardContext } from '../hooks/wizard-context';
import { WizardShellContext } from '../hooks/wizard-shell';
import { isFirstStep, isLastStep } from '../model/steps';
import type { RunSpec } from '../runs/run-spec';
import { SurgeryDateWatcher } from './cirurgia/surgery-date-watcher';
import { UrgenciaItensWatcher } from './itens/urgencia-itens-watcher';
import { PacienteEscolhido } from './paciente-escolhido';
import { StepHeading } from './step-heading';
import { WizardButtons } from './wizard-buttons';
import { WizardDialogs } from './wizard-dialogs';
import { WizardHeader } from './wizard-header';
import { WizardStepper } from './wizard-stepper';

const isMobileDevice = () => /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);

interface WizardShellProps {
  /** The kind of run (src/features/wizard/runs/, docs/decisions/018-wizard-run-specs.md), chosen by the route. */
  spec: RunSpec;
  /** The gerente's correction of a demand: back to the Demandas table it replaced. */
  onExit?: () => void;
  /** The tab's draft could not be read: its loader discarded it and started the run afresh (the shell says so). */
  descartado?: boolean;
}

/** One wizard run as its spec says: its header, stepper, active step, buttons and questions (useWizardRun). */
export function WizardShell({ spec, onExit, descartado = false }: WizardShellProps) {
  const run = useWizardRun(spec, onExit, descartado);
  const { nav } = run;
  const { steps } = spec;
  const { Component } = nav.active;
  return (
    <FormProvider {...run.form}>
      <WizardContext.Provider value={run.context}>
        <WizardShellContext.Provider value={run.shell}>
          <section className="page wizard" aria-labelledby="titulo-pagina">
            <span id="centroWizard" />
            <WizardHeader
              titulo={spec.titulo(run.context.pedido?.codigo)}
              cancelLabel={spec.cancelLabel}
              cancelPergunta={spec.cancelPergunta}
              onCancel={run.cancel}
              onVoltar={run.correcao.voltar}
            />
            {nav.active.id !== 'paciente' ? <PacienteEscolhido /> : null}
            <WizardStepper
              steps={steps}
              active={nav.active.id}
              mobile={isMobileDevice()}
              onSelect={(id) => nav.goTo(id, 'stepper')}
            />
            <StepHeading stepId={nav.active.id} title={nav.active.title} />
            <Component />
            {/* Rules that follow a field wherever it is changed (duration, centre, character: step 1 or 2). */}
            <SurgeryDateWatcher />
            <UrgenciaItensWatcher />
            <WizardButtons
              first={isFirstStep(steps, nav.active.id)}
              last={isLastStep(steps, nav.active.id)}
              busy={nav.leaving}
              onBack={nav.back}
              onNext={nav.next}
              submission={{ ...run.submission, irPara: nav.force }}
            />
            <WizardDialogs run={run} />
          </section>
        </WizardShellContext.Provider>
      </WizardContext.Provider>
    </FormProvider>
  );
}
