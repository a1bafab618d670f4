import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { catalogueQuery } from '@/api/catalogues/use-catalogue';
import { AVISO_DEMANDA_LIDO } from '@/api/demandas/aviso';
import { fetchItensDemanda } from '@/api/demandas/get-itens-demanda';
import { fetchItensPedido } from '@/api/pedidos/get-itens-pedido';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { useToast } from '@/components/feedback/toast-context';
import { itensSalvosDe } from '../model/demanda-to-form';
import { escritasDoEnvio, leiturasDoEnvio } from '../model/escritas-do-envio';
import type { ProblemaFinal } from '../model/final-checks';
import type { WizardForm } from '../model/form';
import { itemExistente } from '../model/pedido-to-form';
import { fontesDoPedidoLido, precisaMotivo, type MotivoReagendamento } from '../model/reagendamento';
import type { StepCheckContext } from '../model/step-context';
import type { StepId } from '../model/steps';
import { requisitanteDoEnvio, SOLICITANTE_ILEGIVEL } from '../model/submission-input';
import type { WizardStep } from '../steps/wizard-step';
import { useRecordedRun } from './use-recorded-run';
import type { WizardContextValue } from './wizard-context';

/** The step whose fields hold a form path (the oncological answer is Solicitação's, shown at Resumo). */
const etapaDe = (steps: readonly WizardStep[], path: string) =>
  steps.find((s) => s.fields.some((f) => f === path || path.startsWith(`${f}.`) || f.startsWith(`${path}.`))) ?? null;

export interface SubmissionOptions {
  form: UseFormReturn<WizardForm>;
  /** The run, its record, model, source demand and what was read (what the page provides as WizardContext). */
  wizard: Pick<
    WizardContextValue,
    'run' | 'pedido' | 'modelo' | 'idDemanda' | 'pedidoLido' | 'pessoas' | 'demandaLida'
  >;
  /** What the final checks read besides the form (useStepChecks' `ctx`). */
  checkContext: StepCheckContext;
  /** Ends the run once everything was sent, before the page leaves (the autosave's: docs/decisions/030). */
  encerrar: () => void;
  /** Opens a step without its checks (the final checks' 'Ir para …'). */
  irPara?: (step: StepId) => void;
  /** Back to the page the wizard replaced, once saved, when the spec lands nowhere else (the Demandas table). */
  onSair?: () => void;
}

interface Submission {
  /** Enviar; on a reschedule, again with the reason chosen (§4 'Reschedule'). */
  enviar: (motivo?: MotivoReagendamento | null) => Promise<void>;
  enviando: boolean;
  /** A reschedule waits for its reason and confirmation. */
  pedindoMotivo: boolean;
  cancelarMotivo: () => void;
  /** The 'Atenção!' message of the failed write (§8), or null. */
  erro: string | null;
  fecharErro: () => void;
  /** The requester's notice is open (the spec's `aviso`): 'LI E CONCORDO' confirms it and the writes start. */
  aviso: boolean;
  confirmarAviso: () => void;
  fecharAviso: () => void;
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
    (problems: readonly ProblemaFinal[]) => {
      for (const { path, message } of problems) {
        if (!path || marked.current.has(path)) continue;
        form.setError(path, { type: 'final', message });
        marked.current.add(path);
      }
    },
    [form],
  );
}

/**
 * The run's Enviar (§4 'Submission of a request (in order)', 'Demand wizard', §5 'Final submit', §8), as its spec's
 * `submission` says (docs/decisions/018-wizard-run-specs.md): the final checks, a reschedule's reason, the
 * requester's notice (once per record: not when agreed to in Minhas Demandas, nor again on a retry, docs/decisions.md
 * 'Demand notice shown once'), then the listed writes, each recorded once it succeeded so that a second Enviar after a
 * failure resumes at the failed write. A failure shows its 'Atenção!' message and keeps form and draft; success clears
 * the draft and lands where the spec says.
 */
export function useSubmission({ form, wizard, checkContext, encerrar, irPara, onSair }: SubmissionOptions): Submission {
  const envio = wizard.run.submission;
  const profissional = useRequiredProfissional();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const mark = useFinalMarks(form);
  const [pedindoMotivo, setPedindoMotivo] = useState(false);
  const [aviso, setAviso] = useState(false);
  // The search is read as it is (useSearchParams would add its code to the sign-in page's JS, decision 002).
  const { search } = useLocation();
  const [avisoLido, setAvisoLido] = useState(
    () => new URLSearchParams(search).get(AVISO_DEMANDA_LIDO.param) === AVISO_DEMANDA_LIDO.valor,
  );
  const { run, busy, enviando, erro, setErro, fecharErro } = useRecordedRun(envio.falhas.com, encerrar);

  const avisar = ({ message, path }: ProblemaFinal) => {
    const etapa = path ? etapaDe(wizard.run.steps, path) : null;
    if (!path || !etapa || !irPara) {
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
  };

  const gravar = async (motivo: MotivoReagendamento | null) => {
    if (busy()) return;
    setAviso(false);
    setAvisoLido(true);
    const registro = wizard.pedido;
    if (!registro) {
      setErro(envio.falhas.semRegistro());
      return;
    }
    const lido = { ...fontesDoPedidoLido(wizard.pedidoLido, motivo), requisitante: wizard.pessoas.requisitante.envio };
    if (!requisitanteDoEnvio({ ...lido, profissional })) {
      setErro(`${SOLICITANTE_ILEGIVEL} Nada foi enviado.`);
      return;
    }
    const values = form.getValues();
    const leituras = leiturasDoEnvio(envio.escritas);
    await run(
      registro.id,
      async () => {
        // What the record already holds (from a demand, a favourite, an earlier try): only the difference is sent.
        const [config, acomodacoes, itensDoPedido, itensDaDemanda] = await Promise.all([
          queryClient.ensureQueryData(configuracoesQuery()),
          leituras.has('acomodacoes') ? queryClient.ensureQueryData(catalogueQuery('tipoAcomodacao')) : [],
          leituras.has('itensDoPedido') ? fetchItensPedido(registro.id) : [],
          leituras.has('itensDaDemanda') ? fetchItensDemanda(registro.id) : {},
        ]);
        return escritasDoEnvio(envio.escritas, {
          form: values,
          registroId: registro.id,
          fontes: {
            modelo: wizard.modelo,
            idDemanda: wizard.idDemanda,
            profissional,
            config,
            acomodacaoExigeNir: acomodacoes.find((a) => a.id === values.acomodacao)?.exigeParecerNir === true,
            internacaoBloqueada: checkContext.admission.clear,
            itensExistentes: itensDoPedido.map(itemExistente),
            ...lido,
          },
          statusInicialDemanda: config.statusInicialDemanda ?? null,
          itensDaDemanda: itensSalvosDe(itensDaDemanda),
          demandaLida: leituras.has('demandaLida') ? (wizard.demandaLida ?? null) : null,
        });
      },
      {
        lists: envio.listas,
        done: () => {
          const { path, mensagem } = envio.concluido;
          if (mensagem) toast.success(mensagem(registro.codigo));
          if (path) navigate(path);
          else onSair?.();
        },
      },
    );
  };

  const enviar = async (motivo: MotivoReagendamento | null = null) => {
    if (busy()) return;
    const values = form.getValues();
    const problems = envio.verificacao(values, checkContext);
    if (problems.length) {
      mark(problems);
      avisar(problems[0]);
      return;
    }
    if (!motivo && precisaMotivo(wizard.pedidoLido, values)) {
      setPedindoMotivo(true);
      return;
    }
    setPedindoMotivo(false);
    if (envio.aviso && !avisoLido) {
      setAviso(true);
      return;
    }
    await gravar(motivo);
  };

  return {
    enviar,
    enviando,
    erro,
    fecharErro,
    pedindoMotivo,
    cancelarMotivo: () => setPedindoMotivo(false),
    aviso,
    confirmarAviso: () => void gravar(null),
    fecharAviso: () => setAviso(false),
  };
}
