import { paths } from '@/config/paths';
import { RUN_PARAMS, wizardRuns, type ModoGerente } from '@/config/wizard-runs';
import { isRecord } from '@/lib/schema/normalise';

const idCodigo = (v: unknown): { id: number; codigo: string } | null =>
  isRecord(v) && typeof v.id === 'number' && typeof v.codigo === 'string' ? { id: v.id, codigo: v.codigo } : null;

const modoGerente = (v: unknown): ModoGerente | null => (v === 'conferencia' || v === 'reagendamento' ? v : null);

/**
 * The address of a run stored by version 2, which had none: the screen its seed opened then (a manager's correction of
 * a demand in Demandas, a demand, a manager's run, a request turned from a demand, a request).
 */
export function runOfV2Seed(seed: unknown): string {
  const s = isRecord(seed) ? seed : {};
  if (isRecord(s.gerenteDemanda) && typeof s.gerenteDemanda.id === 'number')
    return wizardRuns.correcaoDemanda(s.gerenteDemanda.id);
  if (s.variante === 'demand') return paths.wizardDemanda;
  const pedido = idCodigo(s.pedido);
  const modo = isRecord(s.gerente) ? modoGerente(s.gerente.modo) : null;
  if (pedido && modo) return wizardRuns.gerente(pedido, modo);
  if (pedido && typeof s.idDemanda === 'number') return wizardRuns.transformacao(pedido, s.idDemanda);
  return paths.wizard;
}

/**
 * The address of a run stored by version 3: its own, except a transformação restarted (its seed had lost `idDemanda`,
 * the address kept it), which is the request's run as a new one (version 4 reads the kind of run from the address).
 */
export function runOfV3(run: string, seed: unknown): string {
  const s = isRecord(seed) ? seed : {};
  const [pathname, search = ''] = run.split('?');
  const pedido = idCodigo(s.pedido);
  const transformacao = pathname === paths.wizard && new URLSearchParams(search).has(RUN_PARAMS.demanda);
  return transformacao && pedido && typeof s.idDemanda !== 'number' ? wizardRuns.existente(pedido) : run;
}

/**
 * A version-3 seed as version 4 stores it: the kind of run (`gerente.modo`, `idDemanda`, `idPedidoFavorito`,
 * `variante`) is no longer kept, the address says it; what was read of a stored request or demand keeps its content
 * under the name of what it is (`pedidoLido`, `demandaLida`).
 */
export function seedOfV3(seed: unknown): Record<string, unknown> {
  if (!isRecord(seed)) return {};
  const { gerente, gerenteDemanda, idDemanda: _d, idPedidoFavorito: _f, variante: _v, ...rest } = seed;
  const out: Record<string, unknown> = { ...rest };
  if (isRecord(gerente)) {
    const { modo: _m, ...lido } = gerente;
    out.pedidoLido = lido;
  }
  if (gerenteDemanda !== undefined) out.demandaLida = gerenteDemanda;
  return out;
}
