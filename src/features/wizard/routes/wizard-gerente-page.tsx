import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useRequiredProfissional } from '@/api/session/session-store';
import { readWizardDraft, saveWizardState, startWizardDraft, type WizardSeed } from '../draft/draft-storage';
import { resolveRun } from '../draft/run-start';
import { LoadingState } from '@/components/data/loading-state';
import { ErrorState } from '@/components/data/query-states';
import { useToast } from '@/components/feedback/toast-context';
import { observadorDePedidos } from '@/config/access';
import { paths } from '@/config/paths';
import { readDateTime } from '@/lib/dates/read';
import { WizardShell } from '../components/wizard-shell';
import { RUN_SPECS } from '../runs/run-specs';
import { usePedidoExistente } from '../hooks/use-pedido-existente';

/** Not worded by the specification (docs/decisions.md). */
export const SEM_PEDIDO_GERENTE = 'Nenhum pedido selecionado para conferência ou reagendamento.';
/** Observers see neither Conferência nor Reagendar (§4 'Statuses and manager actions'); not worded by the spec. */
export const OBSERVADOR_GERENTE = 'Observadores não podem conferir nem reagendar pedidos.';

type Gerente = NonNullable<WizardSeed['gerente']>;

/**
 * /admin/wizardGerente?pedido=…&codigo=…&modo=… (spec decision 11; src/config/wizard-runs.ts): the gerente's run on
 * the stored request the gerente list named: the conferência (runs/conferencia.ts) or the reagendamento
 * (runs/reagendamento.ts). The request is read once into the draft; a reload of the same address restores the draft
 * instead.
 */
export function WizardGerentePage() {
  const { pathname, search, key } = useLocation();
  // Each arrival at the address is its own opening (a restart navigates to it again: the request is read again).
  return <WizardGerenteRun key={key} address={`${pathname}${search}`} pathname={pathname} search={search} />;
}

function WizardGerenteRun({ address, pathname, search }: { address: string; pathname: string; search: string }) {
  const observador = observadorDePedidos(useRequiredProfissional());
  const [run] = useState(() => {
    const draft = readWizardDraft();
    const start = resolveRun(pathname, search, draft);
    const gerente = draft?.seed.gerente;
    if (start.kind === 'resume' && draft?.seed.pedido && gerente)
      return {
        pedido: draft.seed.pedido,
        gerente,
        preenchido: draft.state !== null && Boolean(gerente.base),
        endereco: start.run,
      };
    if (start.kind !== 'gerente') return null;
    startWizardDraft({ pedido: start.pedido, gerente: { modo: start.modo } }, address);
    return { pedido: start.pedido, gerente: { modo: start.modo }, preenchido: false, endereco: address };
  });
  const [preenchido, setPreenchido] = useState(run?.preenchido ?? false);
  if (observador) return <VoltarALista mensagem={OBSERVADOR_GERENTE} />;
  if (!run) return <VoltarALista mensagem={SEM_PEDIDO_GERENTE} />;
  if (run.endereco !== address) return <Navigate to={run.endereco} replace />;
  if (preenchido) return <WizardShell spec={RUN_SPECS[run.gerente.modo]} />;
  return <CarregarPedido pedidoId={run.pedido.id} gerente={run.gerente} onFilled={() => setPreenchido(true)} />;
}

/** Back to the manager list, saying why. */
function VoltarALista({ mensagem }: { mensagem: string }) {
  const toast = useToast();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast.info(mensagem);
  }, [toast, mensagem]);
  return <Navigate to={paths.pedidosCirurgia} replace />;
}

interface CarregarPedidoProps {
  pedidoId: number;
  gerente: Gerente;
  onFilled: () => void;
}

/** Reads the request and fills the draft once: the form, and what the submission resends or judges against. */
function CarregarPedido({ pedidoId, gerente, onFilled }: CarregarPedidoProps) {
  const state = usePedidoExistente(pedidoId);
  const filled = useRef(false);
  useEffect(() => {
    if (state.status !== 'ready' || filled.current) return;
    filled.current = true;
    const { form, base, agendamentoId, idModeloPedidoCirurgia, requisitante, responsavel } = state.existente;
    // A first conference is stamped when it opens, so a retry of Enviar resends the same request update.
    const conferencia = gerente.modo === 'conferencia' ? readDateTime(new Date()) : null;
    const completo: Gerente = {
      ...gerente,
      base,
      agendamentoId,
      idModeloPedidoCirurgia,
      requisitante,
      responsavel,
      primeiraConferencia: state.existente.primeiraConferencia ?? conferencia,
    };
    saveWizardState(form, null, { gerente: completo });
    onFilled();
  }, [state, gerente, onFilled]);
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={state.retry} />;
  return <LoadingState />;
}
