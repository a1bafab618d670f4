import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { catalogueQuery } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { useToast } from '@/components/feedback/toast-context';
import { fetchItensPedido } from '@/api/pedidos/get-itens-pedido';
import { pedidoKeys } from '@/api/pedidos/keys';
import { paths } from '@/config/paths';
import { checkFinal, type FinalPending } from '../model/final-checks';
import type { WizardForm } from '../model/form';
import { useRecordedRun } from './use-recorded-run';
import type { StepCheckContext } from '../model/step-context';
import { itemExistente } from '../model/pedido-to-form';
import { pedidoEnviado } from '../model/messages';
import { FALHAS, submissionPlan } from '../model/submission';
import { requisitanteDoEnvio, SOLICITANTE_ILEGIVEL, submissionInput } from '../model/submission-input';
import { fontesDoGerente, precisaMotivo, type MotivoReagendamento } from '../model/reagendamento';
import type { WizardContextValue } from './wizard-context';
import type { StepId } from '../model/steps';
import type { WizardStep } from '../steps/wizard-step';

/** The step whose fields hold a form path (the oncological answer is Solicitação's, shown at Resumo). */
const etapaDe = (steps: readonly WizardStep[], path: string) =>
  steps.find((s) => s.fields.some((f) => f === path || path.startsWith(`${f}.`) || f.startsWith(`${path}.`))) ?? null;

export interface SubmissionOptions {
  form: UseFormReturn<WizardForm>;
  /** The run, request, model and source demand (what the page provides as WizardContext). */
  wizard: Pick<WizardContextValue, 'run' | 'pedido' | 'modelo' | 'idDemanda' | 'gerente'>;
  /** What the final checks read besides the form (useStepChecks' `ctx`). */
  checkContext: StepCheckContext;
  /** Called once everything was sent, before the draft is cleared and the page leaves (stop autosave, blocker). */
  beforeLeave?: () => void;
  /** Opens a step without its checks (the final checks' 'Ir para …'). */
  irPara?: (step: StepId) => void;
}

export interface Submission {
  /** Enviar; on a reschedule, again with the reason chosen (§4 'Reschedule'). */
  enviar: (motivo?: MotivoReagendamento | null) => Promise<void>;
  enviando: boolean;
  /** A reschedule waits for its reason and confirmation. */
  pedindoMotivo: boolean;
  cancelarMotivo: () => void;
  /** The 'Atenção!' message of the failed write (§8), or null. */
  erro: string | null;
  fecharErro: () => void;
}

/** Marks the fields of the final problems (each with its message) and unmarks each as soon as it changes. */
function useFinalMarks(form: UseFormReturn<WizardForm>) {
  const marked = useRef(new Set<FieldPath<WizardForm>>());
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (!name) return;
      for (const path of marked.current) {
        if (name === path || name.startsWith(`${path}.`) || path.startsWith(`${name}.`)) {
          form.clearErrors(path);
          marked.current.delete(path);
        }
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);
  return useCallback(
    (problems: readonly FinalPending[]) => {
      for (const p of problems) {
        if (marked.current.has(p.path)) continue;
        form.setError(p.path, { type: 'final', message: p.message });
        marked.current.add(p.path);
      }
    },
    [form],
  );
}

/**
 * Enviar (§4 'Submission of a request (in order)', §5 'Final submit'): the final checks (the first message as a
 * warning, the fields marked), then the ordered writes, each recorded once it succeeded so that a second Enviar after
 * a failure resumes at the failed write. A failure shows its 'Atenção!' message and keeps form and draft; success
 * clears the draft and goes to Meus Pedidos.
 */
export function useSubmission({ form, wizard, checkContext, beforeLeave, irPara }: SubmissionOptions): Submission {
  const profissional = useRequiredProfissional();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const mark = useFinalMarks(form);
  const [pedindoMotivo, setPedindoMotivo] = useState(false);
  const { run, busy, enviando, erro, setErro, fecharErro } = useRecordedRun(FALHAS.confirmarPedidoCom, beforeLeave);

  const enviar = async (motivo: MotivoReagendamento | null = null) => {
    if (busy()) return;
    const values = form.getValues();
    const problems = checkFinal(values, checkContext);
    if (problems.length) {
      mark(problems);
      const { message, path } = problems[0];
      const etapa = etapaDe(wizard.run.steps, path);
      if (!etapa || !irPara) {
        toast.warn(message);
        return;
      }
      // The field may be on another step than the one on screen: the message stays until dismissed, names the step
      // and goes there (docs/decisions.md 'The final checks at Resumo').
      toast.warn(`${message} (etapa ${etapa.title})`, {
        sticky: true,
        action: {
          label: `Ir para ${etapa.title}`,
          onClick: () => {
            irPara(etapa.id);
            // After the step has rendered its fields.
            setTimeout(() => form.setFocus(path), 0);
          },
        },
      });
      return;
    }
    if (!motivo && precisaMotivo(wizard.gerente, values)) {
      setPedindoMotivo(true);
      return;
    }
    setPedindoMotivo(false);
    const pedido = wizard.pedido;
    if (!pedido) {
      setErro(FALHAS.confirmarPedido());
      return;
    }
    const gerente = fontesDoGerente(wizard.gerente, motivo);
    if (!requisitanteDoEnvio({ ...gerente, profissional })) {
      setErro(`${SOLICITANTE_ILEGIVEL} Nada foi enviado.`);
      return;
    }
    await run(
      pedido.id,
      async () => {
        // The items the request already holds (from a demand, a favourite, an earlier try): only the difference is sent.
        const [config, acomodacoes, existentes] = await Promise.all([
          queryClient.ensureQueryData(configuracoesQuery()),
          queryClient.ensureQueryData(catalogueQuery('tipoAcomodacao')),
          fetchItensPedido(pedido.id),
        ]);
        return submissionPlan(
          submissionInput(values, {
            pedidoId: pedido.id,
            edicao: wizard.run.submission.edicao,
            modelo: wizard.modelo,
            idDemanda: wizard.idDemanda,
            profissional,
            config,
            acomodacaoExigeNir: acomodacoes.find((a) => a.id === values.acomodacao)?.exigeParecerNir === true,
            internacaoBloqueada: checkContext.admission.clear,
            itensExistentes: existentes.map(itemExistente),
            ...gerente,
          }),
        );
      },
      // The lists show the submitted request (they are not refetched on every visit); the list it lands on confirms it
      // by its number (docs/decisions.md 'Confirmation of a sent request').
      {
        lists: pedidoKeys.all,
        done: () => {
          const concluido = wizard.run.submission.concluido;
          toast.success((concluido?.mensagem ?? pedidoEnviado)(pedido.codigo));
          navigate(concluido?.path ?? paths.meusPedidos);
        },
      },
    );
  };

  return {
    enviar,
    enviando,
    erro,
    fecharErro,
    pedindoMotivo,
    cancelarMotivo: () => setPedindoMotivo(false),
  };
}
