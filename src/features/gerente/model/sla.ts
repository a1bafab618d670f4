import { wallMinutes } from '@/lib/dates/wall-clock';

// The SLA dot of the manager list (wizards-and-management.md §4 'SLA on the manager list'), counted from the last
// status change, on São Paulo wall-clock values.

export type SlaClasse = 'prazoNormal' | 'prazoAlerta' | 'prazoLimite';

/**
 * Each class's colour, its word and its icon: a clock, an hourglass, a warning sign, never the round dot the status
 * uses, so 'no prazo' and APROVADO, 'fora do prazo' and CANCELADO do not look alike (docs/decisions/033-o-que-o-gerente-ve.md).
 */
export const SLA_VISUAL: Record<SlaClasse, { cor: 'green' | 'gold' | 'red'; rotulo: string; icone: string }> = {
  prazoNormal: { cor: 'green', rotulo: 'no prazo', icone: 'pi-clock' },
  prazoAlerta: { cor: 'gold', rotulo: 'expirando', icone: 'pi-hourglass' },
  prazoLimite: { cor: 'red', rotulo: 'fora do prazo', icone: 'pi-exclamation-triangle' },
};

export interface SlaRow {
  urgencia: boolean;
  /** Finalised or cancelled requests have no SLA. */
  encerrado: boolean;
  dataHoraAlteracaoStatus: string | null;
  prazoAlertaSLAEletivo: number | null;
  prazoLimiteSLAEletivo: number | null;
  prazoAlertaSLAUrgencia: number | null;
  prazoLimiteSLAUrgencia: number | null;
  /** The class the server computed, when it sends one: it wins. */
  nomeSLA: string | null;
}

/** The classes in order, as the legend lists them. */
export const CLASSES: readonly SlaClasse[] = ['prazoNormal', 'prazoAlerta', 'prazoLimite'];
const isClasse = (v: string | null): v is SlaClasse => v !== null && CLASSES.some((c) => c === v);

/**
 * The row's SLA class, or null when it has none (closed, no status date, no limits). Elective: alert and limit in
 * days; urgency: alert in days, limit in hours. At or past the limit is 'prazoLimite'; at or past the alert
 * 'prazoAlerta'; otherwise 'prazoNormal'.
 */
export function slaClasse(row: SlaRow, agora: string): SlaClasse | null {
  if (row.encerrado) return null;
  if (isClasse(row.nomeSLA)) return row.nomeSLA;
  if (!row.dataHoraAlteracaoStatus) return null;
  const decorridos = wallMinutes(agora) - wallMinutes(row.dataHoraAlteracaoStatus);
  if (Number.isNaN(decorridos)) return null;
  const alerta = row.urgencia ? row.prazoAlertaSLAUrgencia : row.prazoAlertaSLAEletivo;
  const limite = row.urgencia ? row.prazoLimiteSLAUrgencia : row.prazoLimiteSLAEletivo;
  const limiteMin = limite === null ? null : limite * (row.urgencia ? 60 : 1440);
  const alertaMin = alerta === null ? null : alerta * 1440;
  if (limiteMin !== null && decorridos >= limiteMin) return 'prazoLimite';
  if (alertaMin !== null && decorridos >= alertaMin) return 'prazoAlerta';
  return limiteMin === null && alertaMin === null ? null : 'prazoNormal';
}
