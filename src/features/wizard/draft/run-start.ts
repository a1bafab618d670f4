import { paths } from '@/config/paths';
import { RUN_PARAMS, type ModoGerente } from '@/config/wizard-runs';
import type { StoredDraft } from './draft-storage';

type Ref = { id: number; codigo: string };

/** What a wizard address asks for, given the tab's draft (docs/decisions/016-wizard-runs.md). */
type RunStart =
  /** The draft is this run's: resume it (at `run`, the draft's own address). */
  | { kind: 'resume'; run: string }
  /** A new request (with a model's defaults when `modelo`): started, then the address is the wizard's own. */
  | { kind: 'novo'; modelo: number | null }
  | { kind: 'favorito'; pedido: Ref; favorito: number }
  /** A request already created, run as a new one (a transformação restarted). */
  | { kind: 'existente'; pedido: Ref }
  | { kind: 'transformacao'; pedido: Ref; demanda: number }
  | { kind: 'gerente'; pedido: Ref; modo: ModoGerente }
  /** An address that names no run this route can start (e.g. the manager's wizard without a request). */
  | { kind: 'nenhum' };

const positive = (v: string | null): number | null => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n > 0 ? n : null;
};

function pedidoOf(params: URLSearchParams): Ref | null {
  const id = positive(params.get(RUN_PARAMS.pedido));
  const codigo = params.get(RUN_PARAMS.codigo);
  return id !== null && codigo ? { id, codigo } : null;
}

/**
 * How the wizard at `pathname` + `search` opens: the draft when it is this address's run (or the address is the bare
 * route and the draft is a run of it), otherwise the run the params name. The params carry ids and codes only.
 */
export function resolveRun(pathname: string, search: string, draft: StoredDraft | null): RunStart {
  const params = new URLSearchParams(search);
  const address = `${pathname}${params.size ? `?${params.toString()}` : ''}`;
  if (draft && (draft.run === address || (params.size === 0 && draft.run.split('?')[0] === pathname)))
    return { kind: 'resume', run: draft.run };
  const pedido = pedidoOf(params);
  if (pathname === paths.wizardGerente) {
    const modo = params.get(RUN_PARAMS.modo);
    return pedido && (modo === 'conferencia' || modo === 'reagendamento')
      ? { kind: 'gerente', pedido, modo }
      : { kind: 'nenhum' };
  }
  const favorito = positive(params.get(RUN_PARAMS.favorito));
  if (pedido && favorito !== null) return { kind: 'favorito', pedido, favorito };
  const demanda = positive(params.get(RUN_PARAMS.demanda));
  if (pedido && demanda !== null) return { kind: 'transformacao', pedido, demanda };
  if (pedido) return { kind: 'existente', pedido };
  return { kind: 'novo', modelo: positive(params.get(RUN_PARAMS.modelo)) };
}

/** The run an address names, whatever the tab holds: the kind of run comes from the address alone. */
export function runOfAddress(address: string): RunStart {
  const [pathname, search = ''] = address.split('?');
  return resolveRun(pathname, search, null);
}
