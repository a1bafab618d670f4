import { duracaoEntre, MSG } from './messages';

const DEFAULT_DURATION = 120;
const SEQUENTIAL_PREFIX = '041502';

interface ProcedureLike {
  codigo?: string | null;
  duracao?: number | null;
  tempo?: number | null;
}

/** A procedure's own duration counts when it lies between 5 and 9998 minutes. */
export function hasOwnDuration(p: ProcedureLike | null | undefined): boolean {
  return !!p?.duracao && p.duracao >= 5 && p.duracao <= 9998;
}

/** The sequential family: main procedure code starting 041502. */
export function isSequential(p: ProcedureLike | null | undefined): boolean {
  return !!p?.codigo?.startsWith(SEQUENTIAL_PREFIX);
}

/**
 * Estimated duration: the main procedure adds duration × quantity (120 when it has none); a secondary without its
 * own duration adds 120 per unit, otherwise duration × quantity.
 */
export function estimatedDuration(
  main: (ProcedureLike & { quantidade: number }) | null,
  secondaries: readonly (ProcedureLike & { quantidade: number })[],
): number | null {
  if (!main) return null;
  const per = (p: ProcedureLike) => (p.duracao && p.duracao > 0 ? p.duracao : DEFAULT_DURATION);
  return per(main) * main.quantidade + secondaries.reduce((sum, s) => sum + per(s) * s.quantidade, 0);
}

interface DurationBounds {
  min: number | null;
  max: number | null;
}

/** Whether the user may type the duration: not when the procedure has its own, min = max, or it is sequential. */
export function durationLocked(main: ProcedureLike | null, bounds: DurationBounds): boolean {
  if (hasOwnDuration(main) || isSequential(main)) return true;
  return bounds.min !== null && bounds.max !== null && bounds.min === bounds.max;
}

/** The duration check of step 1; null when valid. */
export function checkDuration(value: number | null, main: ProcedureLike | null, bounds: DurationBounds): string | null {
  if (value === null) return null;
  if (value < 0) return MSG.negativo;
  if (bounds.min !== null && bounds.max !== null && (value < bounds.min || value > bounds.max)) {
    return duracaoEntre(bounds.min, bounds.max);
  }
  if (value < DEFAULT_DURATION && !hasOwnDuration(main) && !isSequential(main)) return MSG.abaixo120;
  return null;
}

/** A sequential main procedure needs at least 2 secondaries. */
export function checkSequential(main: ProcedureLike | null, secondaryCount: number): string | null {
  return isSequential(main) && secondaryCount < 2 ? MSG.sequencial : null;
}

/** Suggested daily stays: the largest tempo of the main and secondary procedures. */
export function suggestedDailyStays(procedures: readonly (ProcedureLike | null | undefined)[]): number | null {
  const tempos = procedures.map((p) => p?.tempo).filter((t): t is number => typeof t === 'number');
  return tempos.length ? Math.max(...tempos) : null;
}

/**
 * The rule the duration field states under it, the same one checkDuration applies: the model's bounds, and the
 * 120-minute floor unless the procedure is exempt (its own duration, or the sequential family); null when none applies.
 */
export function durationHint(main: ProcedureLike | null, bounds: DurationBounds): string | null {
  const floor = hasOwnDuration(main) || isSequential(main) ? null : DEFAULT_DURATION;
  if (bounds.min !== null && bounds.max !== null) {
    return `Entre ${Math.max(bounds.min, floor ?? 0)} e ${bounds.max} minutos.`;
  }
  return floor === null ? null : `Mínimo de ${floor} minutos.`;
}
