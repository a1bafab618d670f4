import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { catalogueQuery } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { LoadingState } from '@/components/data/loading-state';
import { ErrorState } from '@/components/data/query-states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/http/api-error';
import { WizardShell } from '../components/wizard-shell';
import { FAVORITO } from '../runs/favorito';
import { NOVO_PEDIDO } from '../runs/novo-pedido';
import { pedidoRunOf } from '../runs/run-specs';
import type { RunSpec } from '../runs/run-spec';
import { TRANSFORMACAO } from '../runs/transformacao';
import { readWizardDraftReading, saveWizardState, startWizardDraft, type StoredDraft } from '../draft/draft-storage';
import { resolveRun, type RunStart } from '../draft/run-start';
import { usePedidoExistente } from '../hooks/use-pedido-existente';

/**
 * /admin/wizard: the request wizard (spec decision 1: Paciente, Solicitação, Cirurgia, Itens, Resumo). The address
 * names the run (src/config/wizard-runs.ts): a new request, one from a model or a favourite, or the request a demand
 * became; a new address is a new run, the same address resumes the tab's draft.
 */
export function WizardPage() {
  const { pathname, search } = useLocation();
  return <WizardRun key={search} pathname={pathname} search={search} />;
}

function WizardRun({ pathname, search }: { pathname: string; search: string }) {
  const address = `${pathname}${search}`;
  const [start] = useState(() => {
    const reading = readWizardDraftReading();
    // A draft that cannot be read: the shell discards it, says so, and starts a fresh run at this address.
    if (reading.kind === 'unreadable')
      return { run: { kind: 'resume', run: address } as const, carregar: null, spec: NOVO_PEDIDO };
    const draft = reading.kind === 'draft' ? reading.draft : null;
    const run = resolveRun(pathname, search, draft);
    if (run.kind === 'favorito') startWizardDraft({ pedido: run.pedido, idPedidoFavorito: run.favorito }, address);
    return { run, carregar: run.kind === 'resume' ? aCarregar(draft) : null, spec: specOf(run, draft) };
  });
  // A transformation is started (its draft written), then its request is read into the form, then the wizard opens.
  const [carregar, setCarregar] = useState<number | 'iniciar' | null>(
    start.run.kind === 'transformacao' ? 'iniciar' : start.carregar,
  );
  const { run, spec } = start;
  if (run.kind === 'resume' && run.run !== address) return <Navigate to={run.run} replace />;
  if (run.kind === 'novo') return <IniciarNovo modelo={run.modelo} bare={search === ''} />;
  if (run.kind === 'transformacao' && carregar === 'iniciar')
    return <IniciarTransformacao address={address} pedido={run.pedido} demanda={run.demanda} onStarted={setCarregar} />;
  if (typeof carregar === 'number') return <CarregarDaDemanda pedidoId={carregar} onFilled={() => setCarregar(null)} />;
  return <WizardShell spec={spec} />;
}

/** Which kind of run the address starts, or (resumed) the draft holds. */
function specOf(run: RunStart, draft: StoredDraft | null): RunSpec {
  if (run.kind === 'favorito') return FAVORITO;
  if (run.kind === 'transformacao') return TRANSFORMACAO;
  return run.kind === 'resume' ? pedidoRunOf(draft?.seed) : NOVO_PEDIDO;
}

/** A request just created from a demand whose form was not stored yet: read once (also after a reload meanwhile). */
function aCarregar(draft: StoredDraft | null): number | null {
  const seed = draft?.seed;
  return seed?.idDemanda && seed.pedido && draft?.state === null ? seed.pedido.id : null;
}

/** Starts a new request (with the configured defaults, and a model's) at the wizard's bare address. */
function IniciarNovo({ modelo, bare }: { modelo: number | null; bare: boolean }) {
  const profissional = useRequiredProfissional();
  const config = useQuery(configuracoesQuery());
  const model = useQuery({ ...catalogueQuery('modeloPedido', modelo ?? 0), enabled: modelo !== null });
  const [started, setStarted] = useState(false);
  const ready = !config.isPending && (modelo === null || model.data !== undefined);
  useEffect(() => {
    if (!ready || started) return;
    // The bare address without a draft starts an empty run, as a reload of a finished one did (docs/decisions.md).
    const defaults = bare
      ? undefined
      : {
          convenio: config.data?.convenioPadrao,
          carater: config.data?.caraterPadrao,
          equipe: modelo === null ? profissional.equipe_id : (profissional.equipe_id ?? 0),
        };
    startWizardDraft({ defaults, modelo: model.data ?? null }, paths.wizard);
    setStarted(true);
  }, [ready, started, bare, config.data, model.data, modelo, profissional.equipe_id]);
  if (modelo !== null && model.isError)
    return <ErrorState message={errorMessage(model.error)} onRetry={() => void model.refetch()} />;
  if (!started) return <LoadingState />;
  return bare ? <WizardShell spec={NOVO_PEDIDO} /> : <Navigate to={paths.wizard} replace />;
}

interface TransformacaoProps {
  address: string;
  pedido: { id: number; codigo: string };
  demanda: number;
  onStarted: (pedidoId: number) => void;
}

/** 'Transformar em pedido': the run on the request the demand became, with the configured defaults. */
function IniciarTransformacao({ address, pedido, demanda, onStarted }: TransformacaoProps) {
  const profissional = useRequiredProfissional();
  const config = useQuery(configuracoesQuery());
  useEffect(() => {
    if (config.isPending) return;
    const { convenioPadrao: convenio, caraterPadrao: carater } = config.data ?? {};
    startWizardDraft(
      { pedido, idDemanda: demanda, defaults: { convenio, carater, equipe: profissional.equipe_id } },
      address,
    );
    onStarted(pedido.id);
  }, [config.isPending, config.data, pedido, demanda, address, profissional.equipe_id, onStarted]);
  return <LoadingState />;
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
