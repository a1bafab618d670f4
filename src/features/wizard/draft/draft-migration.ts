import { paths } from '@/config/paths';
import { wizardRuns, type ModoGerente } from '@/config/wizard-runs';
import { isRecord } from '@/lib/schema/normalise';

const idCodigo = (v: unknown): { id: number; codigo: string } | null =>
  isRecord(v) && typeof v.id === 'number' && typeof v.codigo === 'string' ? { id: v.id, codigo: v.codigo } : null;

const modoGerente = (v: unknown): ModoGerente | null => (v === 'conferencia' || v === 'reagendamento' ? v : null);

/**
 * The address of a run stored by the previous draft version, which had none: the screen its seed opened then (a
 * manager's correction of a demand in Demandas, a demand, a manager's run, a request turned from a demand, a request).
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
