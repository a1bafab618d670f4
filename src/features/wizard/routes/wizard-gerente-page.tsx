import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useRequiredProfissional } from '@/api/session/session-store';
import { readWizardDraft, saveWizardState, type WizardSeed } from '@/api/wizard-draft/draft-storage';
import { LoadingState } from '@/components/data/loading-state';
import { ErrorState } from '@/components/data/query-states';
import { useToast } from '@/components/feedback/toast-context';
import { paths } from '@/config/paths';
import { readDateTime } from '@/lib/dates/read';
import { WizardShell } from '../components/wizard-shell';
import { usePedidoExistente } from '../hooks/use-pedido-existente';

/** Not worded by the specification (docs/decisions.md). */
export const SEM_PEDIDO_GERENTE = 'Nenhum pedido selecionado para conferência ou reagendamento.';
/** Observers see neither Conferência nor Reagendar (§4 'Statuses and manager actions'); not worded by the spec. */
export const OBSERVADOR_GERENTE = 'Observadores não podem conferir nem reagendar pedidos.';

type Gerente = NonNullable<WizardSeed['gerente']>;

/**
 * /admin/wizardGerente (spec decision 11): the request wizard in manager mode on the stored request the manager list
 * named (`startWizardDraft({ pedido, gerente: { modo } })`): the conference opens at Resumo, the reschedule at
 * Cirurgia. The request is read once into the draft; a reload restores the draft instead.
 */
export function WizardGerentePage() {
  const observador = useRequiredProfissional().acessoPedidosCirurgia === 'V';
  const [seed, setSeed] = useState(() => {
    const draft = readWizardDraft();
    return draft ? { ...draft.seed, preenchido: draft.state !== null } : null;
  });
  if (observador) return <VoltarALista mensagem={OBSERVADOR_GERENTE} />;
  if (!seed?.pedido || !seed.gerente) return <VoltarALista mensagem={SEM_PEDIDO_GERENTE} />;
  if (seed.preenchido && seed.gerente.base) return <WizardShell variant="manager" mode={seed.gerente.modo} />;
  return (
    <CarregarPedido
      pedidoId={seed.pedido.id}
      gerente={seed.gerente}
      onFilled={(gerente) => setSeed({ ...seed, gerente, preenchido: true })}
    />
  );
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
  onFilled: (gerente: Gerente) => void;
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
    onFilled(completo);
  }, [state, gerente, onFilled]);
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={state.retry} />;
  return <LoadingState />;
}
