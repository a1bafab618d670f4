import { useMemo, useState } from 'react';
import { runOfAddress } from '../draft/run-start';
import { leiturasDoEnvio } from '../model/escritas-do-envio';
import type { RunSpec } from '../runs/run-spec';
import type { WizardStep } from '../steps/wizard-step';
import { useCorrecaoDemanda } from './use-correcao-demanda';
import { useAdmissionClear } from './use-admission-clear';
import { useLatest } from './use-latest';
import { useLeaveGuard } from './use-leave-guard';
import { usePendingMarks } from './use-pending-marks';
import { useRunActions } from './use-run-actions';
import { useRunDraft } from './use-run-draft';
import { useRunRecord } from './use-run-record';
import { useStepChecks } from './use-step-checks';
import { useWizardNavigation } from './use-wizard-navigation';
import type { WizardContextValue } from './wizard-context';

/**
 * One wizard run as its spec says (docs/decisions/018-wizard-run-specs.md): the draft and the form, the steps' checks,
 * the run's record, the navigation, the leave guard, and what ends or restarts it. The shell renders what it returns.
 */
export function useWizardRun(spec: RunSpec, onExit?: () => void, descartado = false) {
  const { opened, form, stepRef, autosave, profissional } = useRunDraft(spec, descartado);
  const { seed } = opened;
  const modelo = seed.modelo ?? null;
  const [erro, setErro] = useState<string | null>(null);
  const { ctx, pendingOf, flags, procedimentos, admission } = useStepChecks(form, modelo);
  const markPending = usePendingMarks(form, pendingOf);
  // The gerente's correction of a saved demand: what its save keeps as it was (its writes read it).
  const demandaLida = leiturasDoEnvio(spec.submission.escritas).has('demandaLida') ? (seed.demandaLida ?? null) : null;
  // A restored form counts as data; a draft started by the lists without a form yet does not. A demand the gerente
  // opened counts once it was changed (also before a reload).
  const guard = useLeaveGuard(form, demandaLida ? opened.alterado : opened.state !== null);
  const { untouched } = guard;
  const correcao = useCorrecaoDemanda({ form, demandaLida, alterado: opened.alterado, untouched, autosave, onExit });
  useAdmissionClear(form, admission.clear);
  const pedido = useRunRecord(spec, { autosave, registro: opened.registro, onError: setErro });
  const nav = useWizardNavigation<WizardStep>({
    steps: spec.steps,
    initial: stepRef.current,
    problemOf: (step) => pendingOf(step)[0]?.message ?? null,
    leave: (step) => (step.onLeave ? step.onLeave(form) : Promise.resolve(null)),
    onStepChange: (step) => {
      stepRef.current = step;
      autosave.salvar();
    },
    onRefused: markPending,
    onLeaveFailed: setErro,
  });
  // The demand a transformação turns into this request: its address names it (docs/decisions/016-wizard-runs.md).
  const origem = runOfAddress(opened.run);
  const idDemanda = origem.kind === 'transformacao' ? origem.demanda : null;
  const pedidoLido = seed.pedidoLido ?? null;
  const { pessoas } = opened;
  const context: WizardContextValue = useMemo(
    () => ({ run: spec, pedido, modelo, procedimentos, flags, admission, idDemanda, pedidoLido, pessoas, demandaLida }),
    [spec, pedido, modelo, procedimentos, flags, admission, idDemanda, pedidoLido, pessoas, demandaLida],
  );
  const actions = useRunActions({ spec, opened, form, pedido, nav, guard, autosave, profissional });
  const sair = useLatest(correcao.sair);
  const submission = useMemo(
    () => ({ checkContext: ctx, encerrar: autosave.encerrar, onSair: () => sair.current() }),
    [ctx, autosave, sair],
  );
  return {
    form,
    context,
    nav,
    guard,
    correcao,
    submission,
    erro,
    fecharErro: () => setErro(null),
    ...actions,
  };
}

export type WizardRun = ReturnType<typeof useWizardRun>;
