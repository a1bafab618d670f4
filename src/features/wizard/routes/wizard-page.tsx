import { useEffect, useRef, useState } from 'react';
import { readWizardDraft, saveWizardState, startWizardDraft } from '@/api/wizard-draft/draft-storage';
import { LoadingState } from '@/components/data/loading-state';
import { ErrorState } from '@/components/data/query-states';
import { WizardShell } from '../components/wizard-shell';
import { usePedidoExistente } from '../hooks/use-pedido-existente';

/** /admin/wizard: the request wizard (spec decision 1: Paciente, Solicitação, Cirurgia, Itens, Resumo). */
export function WizardPage() {
  const [aCarregar, setACarregar] = useState(() => {
    const draft = readWizardDraft();
    // A demand draft left in the tab is not a request: the request wizard starts its own.
    if (draft?.seed.variante === 'demand') startWizardDraft({});
    // A request just created from a demand ('Transformar em pedido') opens with the demand's data, read once.
    return draft?.seed.idDemanda && draft.seed.pedido && draft.state === null ? draft.seed.pedido.id : null;
  });
  if (aCarregar !== null) return <CarregarDaDemanda pedidoId={aCarregar} onFilled={() => setACarregar(null)} />;
  return <WizardShell variant="request" mode="pedido" />;
}

/** Reads the request the demand became and stores it as the draft's form, at Solicitação. */
function CarregarDaDemanda({ pedidoId, onFilled }: { pedidoId: number; onFilled: () => void }) {
  const state = usePedidoExistente(pedidoId);
  const filled = useRef(false);
  useEffect(() => {
    if (state.status !== 'ready' || filled.current) return;
    filled.current = true;
    saveWizardState(state.existente.form, 'solicitacao');
    onFilled();
  }, [state, onFilled]);
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={state.retry} />;
  return <LoadingState />;
}
