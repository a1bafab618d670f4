import { Button } from 'primereact/button';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRequiredProfissional } from '@/api/session/session-store';
import { AttentionDialog } from '@/components/dialogs/attention-dialog';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { wizardRuns } from '@/config/wizard-runs';
import { clearWizardDraft, saveWizardState, startWizardDraft } from '../draft/draft-storage';
import { useCorrecaoDemanda, VOLTAR_DEMANDAS_PERGUNTA } from '../hooks/use-correcao-demanda';
import { useDraftDemanda } from '../hooks/use-draft-demanda';
import { useDraftPedido } from '../hooks/use-draft-pedido';
import { useFormDefaults } from '../hooks/use-form-defaults';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { usePendingMarks } from '../hooks/use-pending-marks';
import { useStepChecks } from '../hooks/use-step-checks';
import { openWizardDraft, useDraftStart, useWizardDraftAutosave } from '../hooks/use-wizard-draft';
import { useWizardNavigation } from '../hooks/use-wizard-navigation';
import { WizardContext, type WizardContextValue } from '../hooks/wizard-context';
import { WizardShellContext } from '../hooks/wizard-shell';
import type { WizardForm } from '../model/form';
import { initialForm } from '../model/initial-form';
import { MSG } from '../model/messages';
import { initialStep, isFirstStep, isLastStep, type StepId } from '../model/steps';
import type { RunSpec } from '../runs/run-spec';
import { TRANSFORMACAO } from '../runs/transformacao';
import type { WizardStep } from '../steps/wizard-step';
import { PacienteEscolhido } from './paciente-escolhido';
import { SurgeryDateWatcher } from './cirurgia/surgery-date-watcher';
import { UrgenciaItensWatcher } from './itens/urgencia-itens-watcher';
import { WizardButtons } from './wizard-buttons';
import { StepHeading } from './step-heading';
import { WizardStepper } from './wizard-stepper';

const isMobileDevice = () => /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);

const SAIR_PERGUNTA = 'Os dados informados continuam salvos neste rascunho. Deseja sair?';

interface WizardShellProps {
  /** The kind of run (src/features/wizard/runs/, docs/decisions/018-wizard-run-specs.md), chosen by the route. */
  spec: RunSpec;
  /** The gerente's correction of a demand: back to the Demandas table it replaced. */
  onExit?: () => void;
}

/** One wizard run as its spec says: the form, its draft, the steps' checks and the leave guard. */
export function WizardShell({ spec, onExit }: WizardShellProps) {
  const { steps } = spec;
  const { registro, edicao } = spec.submission;
  const demand = registro === 'demanda';
  const profissional = useRequiredProfissional();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [opened] = useState(() => openWizardDraft(`${pathname}${search}`));
  useDraftStart(opened);
  const { seed } = opened;
  const modelo = seed.modelo ?? null;
  const form = useForm<WizardForm>({ defaultValues: opened.state ?? initialForm(seed, profissional) });
  const stepRef = useRef<StepId>(initialStep(steps, opened.step, spec.start));
  const [erro, setErro] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const stopAutosave = useWizardDraftAutosave(form, stepRef);
  const { ctx, pendingOf, flags, procedimentos, admission } = useStepChecks(form, modelo);
  // The gerente's correction of a saved demand: what its save keeps as it was.
  const gerenteDemanda = demand && edicao ? (seed.gerenteDemanda ?? null) : null;
  const markPending = usePendingMarks(form, pendingOf);
  // A restored form counts as data; a draft started by the lists without a form yet does not. A demand the manager
  // opened counts once it was changed (also before a reload).
  const guard = useLeaveGuard(form, gerenteDemanda ? gerenteDemanda.alterado === true : opened.state !== null);
  const correcao = useCorrecaoDemanda({
    form,
    seed: gerenteDemanda,
    stepRef,
    untouched: guard.untouched,
    stopAutosave,
    onExit,
  });
  useFormDefaults(form, admission.clear, guard);
  const pedidoDraft = useDraftPedido(form, stepRef, seed.pedido, setErro, !demand);
  const demanda = useDraftDemanda(form, stepRef, seed.demanda, demand);
  // The demand wizard's record is its blank demand (the steps read it as the run's record).
  const pedido = demand ? demanda : pedidoDraft;
  const nav = useWizardNavigation<WizardStep>({
    steps,
    initial: stepRef.current,
    problemOf: (step) => pendingOf(step)[0]?.message ?? null,
    leave: (step) => (step.onLeave ? step.onLeave(form) : Promise.resolve(null)),
    onStepChange: (step) => {
      stepRef.current = step;
      saveWizardState(form.getValues(), step);
    },
    onRefused: markPending,
    onLeaveFailed: setErro,
  });

  const idDemanda = seed.idDemanda ?? null;
  const gerente = seed.gerente ?? null;
  const context: WizardContextValue = useMemo(
    () => ({ run: spec, pedido, modelo, procedimentos, flags, admission, idDemanda, gerente, gerenteDemanda }),
    [spec, pedido, modelo, procedimentos, flags, admission, idDemanda, gerente, gerenteDemanda],
  );
  const { forceNext } = nav;
  const shell = useMemo(
    () => ({
      forceNext,
      fromDemanda: (novo: { id: number; codigo: string }, demanda: number) => {
        // The request now comes from the demand: a new run at its address, with the form as it is (nothing else may
        // save meanwhile; the page opens the run anew, at the transformação's start).
        stopAutosave();
        const run = wizardRuns.transformacao(novo, demanda);
        saveWizardState(form.getValues(), TRANSFORMACAO.start, { pedido: novo, idDemanda: demanda }, run);
        navigate(run, { replace: true });
      },
    }),
    [forceNext, stopAutosave, form, navigate],
  );

  const submission = useMemo(() => ({ checkContext: ctx, beforeLeave: stopAutosave }), [ctx, stopAutosave]);

  const restart = () => {
    // The same draft request is kept; everything typed is discarded (and a demand is no longer being transformed).
    // A demand keeps its record (and a gerente's correction, its seed).
    nav.closeRestart();
    if (seed.gerente) {
      // The manager's run starts again from its address: the request is read again, as it was when opened.
      stopAutosave();
      clearWizardDraft();
      navigate(opened.run, { replace: true });
      return;
    }
    startWizardDraft(
      { pedido, defaults: seed.defaults, modelo, demanda: seed.demanda, gerenteDemanda: seed.gerenteDemanda },
      opened.run,
    );
    form.reset(initialForm({ defaults: seed.defaults, modelo }, profissional));
    guard.rebase();
    nav.force(steps[0].id);
  };

  const { Component } = nav.active;
  return (
    <FormProvider {...form}>
      <WizardContext.Provider value={context}>
        <WizardShellContext.Provider value={shell}>
          <section className="page wizard" aria-labelledby="titulo-pagina">
            <span id="centroWizard" />
            <div className="page-header">
              <h1 id="titulo-pagina">{spec.titulo(pedido?.codigo)}</h1>
              {spec.cancelLabel === null ? (
                <Button label="Voltar para Demandas" icon="pi pi-arrow-left" outlined onClick={correcao.voltar} />
              ) : (
                <Button
                  label={spec.cancelLabel}
                  icon="pi pi-times"
                  severity="danger"
                  outlined
                  onClick={() => setConfirmCancel(true)}
                />
              )}
            </div>
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
              submission={submission}
              demanda={demand ? { record: demanda, gerente: correcao.run } : null}
            />
            <ConfirmDialog
              visible={nav.confirmRestart}
              header="Reiniciar pedido"
              onAccept={restart}
              onReject={nav.closeRestart}
            >
              {idDemanda ? MSG.perderDadosDemanda : MSG.perderDados}
            </ConfirmDialog>
            <ConfirmDialog
              visible={confirmCancel}
              header="Cancelar pedido"
              onAccept={() => {
                // The run ends here: with no draft left, the leave guard lets the navigation through.
                stopAutosave();
                clearWizardDraft();
                navigate(spec.exitPath);
              }}
              onReject={() => setConfirmCancel(false)}
            >
              {MSG.cancelarPergunta}
            </ConfirmDialog>
            <ConfirmDialog
              visible={guard.asking}
              header="Sair do pedido"
              acceptLabel="Sair"
              rejectLabel="Permanecer"
              onAccept={guard.leave}
              onReject={guard.stay}
            >
              {SAIR_PERGUNTA}
            </ConfirmDialog>
            <ConfirmDialog
              visible={correcao.perguntando}
              header="Voltar para Demandas"
              onAccept={correcao.sair}
              onReject={correcao.ficar}
            >
              {VOLTAR_DEMANDAS_PERGUNTA}
            </ConfirmDialog>
            <AttentionDialog message={erro} onClose={() => setErro(null)} />
          </section>
        </WizardShellContext.Provider>
      </WizardContext.Provider>
    </FormProvider>
  );
}
