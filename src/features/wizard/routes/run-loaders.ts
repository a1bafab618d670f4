import type { QueryClient } from '@tanstack/react-query';
import { replace } from 'react-router-dom';
import type { ModeloPedido } from '@/api/catalogues/schemas';
import { catalogueQuery } from '@/api/catalogues/use-catalogue';
import { ITEM_GROUPS, itensPedidoQueries } from '@/api/pedidos/get-itens-pedido';
import { pedidoQuery } from '@/api/pedidos/get-pedido';
import type { DemandaRegistro } from '@/api/demandas/demanda-registro';
import { fetchItensDemanda } from '@/api/demandas/get-itens-demanda';
import { sessionStore } from '@/api/session/session-store';
import { configuracoesQuery, type Configuracoes } from '@/api/shell/get-configuracoes';
import { observadorDePedidos } from '@/config/access';
import { paths } from '@/config/paths';
import { wizardRuns } from '@/config/wizard-runs';
import { errorMessage } from '@/lib/http/api-error';
import { readDateTime } from '@/lib/dates/read';
import {
  clearWizardDraft,
  draftLegivel,
  readWizardDraftReading,
  startWizardDraft,
  type SeedDaRun,
  type WizardSeed,
} from '../draft/draft-storage';
import { resolveRun, runOfAddress } from '../draft/run-start';
import { demandaToForm } from '../model/demanda-to-form';
import { comPadroes } from '../model/initial-form';
import { pedidoToForm, type ItensPorGrupo } from '../model/pedido-to-form';
import { CORRECAO_DEMANDA } from '../runs/correcao-demanda';
import { NOVA_DEMANDA } from '../runs/nova-demanda';
import { NOVO_PEDIDO } from '../runs/novo-pedido';
import type { RunSpec } from '../runs/run-spec';
import { runSpecOf } from '../runs/run-specs';

/** Not worded by the specification (docs/decisions.md). */
export const SEM_PEDIDO_GERENTE = 'Nenhum pedido selecionado para conferência ou reagendamento.';
/** Observers see neither Conferência nor Reagendar (§4 'Statuses and manager actions'); not worded by the spec. */
export const OBSERVADOR_GERENTE = 'Observadores não podem conferir nem reagendar pedidos.';

/** What a wizard route's loader hands its page. */
export type RunLoad =
  /**
   * The run is started (its draft written): the shell renders it; `descartado`: the tab's draft could not be read and
   * was discarded (the shell says so).
   */
  | { kind: 'run'; spec: RunSpec; descartado?: boolean }
  /** What the run starts from could not be read: said so, with 'Tentar novamente' (the loader runs again). */
  | { kind: 'erro'; mensagem: string }
  /** The manager's wizard cannot open this address: back to the list, saying why. */
  | { kind: 'voltar'; mensagem: string };

/** What the router gives a screen's loader (src/app/routes/screen-loaders.ts). */
export interface RunLoaderArgs {
  request: Request;
  queryClient: QueryClient;
}

const addressOf = (request: Request) => {
  const { pathname, search } = new URL(request.url);
  return { pathname, search, address: `${pathname}${search}` };
};

/** The configuration, or undefined when it cannot be read (a run then starts without its defaults, as before). */
const configuracoes = (queryClient: QueryClient): Promise<Configuracoes | undefined> =>
  queryClient.ensureQueryData(configuracoesQuery()).catch(() => undefined);

/** Reads the stored request and its six item groups into the wizard's form (model/pedido-to-form.ts), with the defaults. */
async function lerPedido(queryClient: QueryClient, id: number) {
  const [pedido, config, ...itens] = await Promise.all([
    queryClient.fetchQuery(pedidoQuery(id)),
    queryClient.ensureQueryData(configuracoesQuery()),
    ...itensPedidoQueries(id).map((q) => queryClient.fetchQuery(q)),
  ]);
  const grupos: ItensPorGrupo = Object.fromEntries(ITEM_GROUPS.map((g, i) => [g.key, itens[i] ?? []]));
  const lido = pedidoToForm(pedido, grupos, config.caraterEletivo);
  return { ...lido, form: comPadroes(lido.form, { convenio: config.convenioPadrao, carater: config.caraterPadrao }) };
}

/** Runs `read`; a failure becomes the page's error with its Portuguese message. */
async function lendo(read: () => Promise<void>, spec: RunSpec): Promise<RunLoad> {
  try {
    await read();
    return { kind: 'run', spec };
  } catch (error) {
    return { kind: 'erro', mensagem: errorMessage(error) };
  }
}

/** Starts the run a demand became with the request read into its form, at the run's start (Solicitação). */
const lerTransformacao = (
  queryClient: QueryClient,
  alvo: { pedido: { id: number } },
  seed: SeedDaRun,
  address: string,
  spec: RunSpec,
) =>
  lendo(async () => {
    const { form } = await lerPedido(queryClient, alvo.pedido.id);
    startWizardDraft(seed, address, { state: form, step: spec.start });
  }, spec);

/**
 * The tab's draft, a draft that does not read whole (an older shape, a form that does not parse) discarded first:
 * the run then starts afresh at its address and the shell says so (docs/decisions/030-um-escritor-do-rascunho.md).
 */
function readingDiscarding() {
  if (draftLegivel()) return { reading: readWizardDraftReading(), descartado: false };
  clearWizardDraft();
  return { reading: readWizardDraftReading(), descartado: true };
}

/**
 * /admin/wizard (docs/decisions/016-wizard-runs.md): resumes the tab's run of this address, or starts the one the
 * address names: a new request (with a model's defaults), a favourite's request, the request a demand became (read
 * into the form at Solicitação), a request already created.
 */
export async function wizardLoader({ request, queryClient }: RunLoaderArgs): Promise<RunLoad | Response> {
  const { pathname, search, address } = addressOf(request);
  const profissional = sessionStore.get();
  if (!profissional) return { kind: 'run', spec: NOVO_PEDIDO };
  const { reading, descartado } = readingDiscarding();
  if (descartado) {
    // A fresh run at this address, as a run of it with nothing read.
    startWizardDraft({}, address);
    return { kind: 'run', spec: NOVO_PEDIDO, descartado };
  }
  const draft = reading.kind === 'draft' ? reading.draft : null;
  const start = resolveRun(pathname, search, draft);
  switch (start.kind) {
    case 'resume': {
      if (start.run !== address) return replace(start.run);
      const spec = runSpecOf(start.run) ?? NOVO_PEDIDO;
      const alvo = runOfAddress(start.run);
      // The request a demand became, started but not read yet (a draft stored before the read wrote it): read now.
      if (alvo.kind === 'transformacao' && draft?.state === null)
        return lerTransformacao(queryClient, alvo, draft.seed, start.run, spec);
      return { kind: 'run', spec };
    }
    case 'novo': {
      const config = await configuracoes(queryClient);
      let modelo: ModeloPedido | null = null;
      try {
        if (start.modelo !== null)
          modelo = await queryClient.ensureQueryData(catalogueQuery('modeloPedido', start.modelo));
      } catch (error) {
        return { kind: 'erro', mensagem: errorMessage(error) };
      }
      // The bare address without a draft starts an empty run, as a reload of a finished one did (docs/decisions.md),
      // with the configuration's plan and character: the seed is the one owner of the form's defaults (decision 030).
      const bare = search === '';
      const equipe = start.modelo === null ? profissional.equipe_id : (profissional.equipe_id ?? 0);
      const configurados = { convenio: config?.convenioPadrao, carater: config?.caraterPadrao };
      const defaults = bare ? configurados : { ...configurados, equipe };
      startWizardDraft({ defaults, modelo }, paths.wizard);
      return bare ? { kind: 'run', spec: NOVO_PEDIDO } : replace(paths.wizard);
    }
    case 'transformacao': {
      const config = await configuracoes(queryClient);
      const defaults = {
        convenio: config?.convenioPadrao,
        carater: config?.caraterPadrao,
        equipe: profissional.equipe_id,
      };
      return lerTransformacao(
        queryClient,
        start,
        { pedido: start.pedido, defaults },
        address,
        runSpecOf(address) ?? NOVO_PEDIDO,
      );
    }
    case 'favorito':
    case 'existente':
      startWizardDraft({ pedido: start.pedido }, address);
      return { kind: 'run', spec: runSpecOf(address) ?? NOVO_PEDIDO };
    default:
      return { kind: 'run', spec: NOVO_PEDIDO };
  }
}

/**
 * /admin/wizardGerente?pedido=…&codigo=…&modo=… (spec decision 11): the gerente's conferência or reagendamento of a
 * stored request. The request is read into the draft when the run starts; a reload of the same address resumes it.
 */
export async function wizardGerenteLoader({ request, queryClient }: RunLoaderArgs): Promise<RunLoad | Response> {
  const { pathname, search, address } = addressOf(request);
  const profissional = sessionStore.get();
  if (!profissional) return { kind: 'voltar', mensagem: SEM_PEDIDO_GERENTE };
  if (observadorDePedidos(profissional)) return { kind: 'voltar', mensagem: OBSERVADOR_GERENTE };
  const { reading: draft, descartado } = readingDiscarding();
  const start = resolveRun(pathname, search, draft.kind === 'draft' ? draft.draft : null);
  if (start.kind === 'resume') {
    if (start.run !== address) return replace(start.run);
    const spec = runSpecOf(start.run);
    // Resumed once the request was read into it; otherwise (a reload while it was read) read again.
    const lido = draft.kind === 'draft' && draft.draft.state !== null && draft.draft.seed.pedidoLido?.base;
    if (spec && lido) return { kind: 'run', spec };
  }
  const alvo = runOfAddress(address);
  const spec = runSpecOf(address);
  if (alvo.kind !== 'gerente' || !spec) return { kind: 'voltar', mensagem: SEM_PEDIDO_GERENTE };
  const lida = await lendo(async () => {
    const lido = await lerPedido(queryClient, alvo.pedido.id);
    const { form, base, agendamentoId, idModeloPedidoCirurgia, requisitante, responsavel } = lido;
    // A first conference is stamped when it opens, so a retry of Enviar resends the same request update.
    const conferencia = alvo.modo === 'conferencia' ? readDateTime(new Date()) : null;
    const pedidoLido: WizardSeed['pedidoLido'] = {
      base,
      agendamentoId,
      idModeloPedidoCirurgia,
      requisitante,
      responsavel,
      primeiraConferencia: lido.primeiraConferencia ?? conferencia,
    };
    // The seed is written once the request was read, with its people as read (model/pessoas.ts).
    startWizardDraft({ pedido: alvo.pedido, pedidoLido }, address, { state: form, step: null });
  }, spec);
  return lida.kind === 'run' ? { ...lida, descartado } : lida;
}

/**
 * /admin/wizardDemanda: a new demand (runs/nova-demanda.ts; spec decision 1), with the configured defaults read before
 * the draft is written. A stored demand draft is resumed; any other draft of the tab gives way to a new demand draft.
 */
export async function wizardDemandaLoader({ queryClient }: RunLoaderArgs): Promise<RunLoad> {
  const profissional = sessionStore.get();
  if (!profissional) return { kind: 'run', spec: NOVA_DEMANDA };
  const { reading: draft, descartado } = readingDiscarding();
  if (draft.kind === 'draft' && draft.draft.run === paths.wizardDemanda) return { kind: 'run', spec: NOVA_DEMANDA };
  const config = await configuracoes(queryClient);
  const defaults = {
    convenio: config?.convenioPadrao,
    carater: config?.caraterPadraoDemanda,
    equipe: profissional.equipe_id,
  };
  startWizardDraft({ defaults }, paths.wizardDemanda);
  return { kind: 'run', spec: NOVA_DEMANDA, descartado };
}

/** The demand a gerente corrects, as its Demandas row carries it. */
export interface DemandaACorrigir {
  id: number;
  codigo: string;
  registro: DemandaRegistro;
}

/**
 * The gerente's correction of a saved demand (runs/correcao-demanda.ts), in the Demandas page instead of its table:
 * not a route, but started as the routes' runs are: the demand's items are read afresh (a cached list from an earlier
 * opening may miss what was saved since) and the draft filled from its row: the form, and what the save keeps as it was.
 */
export async function correcaoDemandaLoader(queryClient: QueryClient, demanda: DemandaACorrigir): Promise<RunLoad> {
  return lendo(async () => {
    const [config, grupos] = await Promise.all([
      queryClient.ensureQueryData(configuracoesQuery()),
      fetchItensDemanda(demanda.id),
    ]);
    const defaults = { carater: config.caraterPadraoDemanda ?? null, convenio: config.convenioPadrao ?? null };
    const registro = { id: demanda.id, codigo: demanda.codigo };
    const { form, demandaLida } = demandaToForm(demanda.registro, grupos, registro, defaults);
    startWizardDraft({ demanda: registro, defaults, demandaLida }, wizardRuns.correcaoDemanda(demanda.id), {
      state: form,
      step: CORRECAO_DEMANDA.start,
    });
  }, CORRECAO_DEMANDA);
}
