import { paths } from './paths';

/**
 * A wizard run is named by its route and search params (docs/decisions/016-wizard-runs.md): the screens that open the
 * wizard navigate to one of these, and the wizard's route reads what the run starts from. The params carry ids and
 * codes only, never patient data.
 */
export const RUN_PARAMS = {
  pedido: 'pedido',
  codigo: 'codigo',
  favorito: 'favorito',
  modelo: 'modelo',
  demanda: 'demanda',
  modo: 'modo',
  novo: 'novo',
} as const;

export type ModoGerente = 'conferencia' | 'reagendamento';

const url = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

/** A fresh run each time it is asked for: a reload of the same address resumes it instead of starting again. */
const nonce = () => Date.now().toString(36);

export const wizardRuns = {
  /** 'Novo pedido' (Meus Pedidos): a new request; a kept draft is replaced. */
  novoPedido: () => url(paths.wizard, { [RUN_PARAMS.novo]: nonce() }),
  /** A request created from a favourite: its items are already on it. */
  favorito: (pedido: { id: number; codigo: string }, favorito: number) =>
    url(paths.wizard, { [RUN_PARAMS.pedido]: pedido.id, [RUN_PARAMS.codigo]: pedido.codigo, favorito }),
  /** A new request from one of the team's models: its defaults and allowed lists. */
  modelo: (modelo: number) => url(paths.wizard, { [RUN_PARAMS.modelo]: modelo, [RUN_PARAMS.novo]: nonce() }),
  /** The request a demand became ('Transformar em pedido'): it opens at Solicitação with the demand's data. */
  transformacao: (pedido: { id: number; codigo: string }, demanda: number) =>
    url(paths.wizard, { [RUN_PARAMS.pedido]: pedido.id, [RUN_PARAMS.codigo]: pedido.codigo, demanda }),
  /**
   * A request already created, run as a new one: what a transformação becomes when restarted (the demand is no longer
   * turned into it, wizards-and-management.md §2 'Request wizard shell').
   */
  existente: (pedido: { id: number; codigo: string }) =>
    url(paths.wizard, { [RUN_PARAMS.pedido]: pedido.id, [RUN_PARAMS.codigo]: pedido.codigo }),
  /** The manager's conference (opens at Resumo) or reschedule (opens at Cirurgia) of a stored request. */
  gerente: (pedido: { id: number; codigo: string }, modo: ModoGerente) =>
    url(paths.wizardGerente, { [RUN_PARAMS.pedido]: pedido.id, [RUN_PARAMS.codigo]: pedido.codigo, modo }),
  /** The manager's correction of a saved demand, in the Demandas page instead of its table. */
  correcaoDemanda: (demanda: number) => url(paths.demandas, { [RUN_PARAMS.demanda]: demanda }),
};
