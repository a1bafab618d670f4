interface CaraterContext {
  internacaoAberta: boolean;
  /** Care character of the chosen encounter in the legacy system (SEQ_CARATER_ATENDIMENTO). */
  caraterAtendimentoLegado: number | null;
  caraterUrgencia: number | null;
  caraterEletivo: number | null;
  caraterUrgenciaLegado: number | null;
}

type CaraterLock = { locked: false } | { locked: true; value: number; reason: 'internacao' | 'atendimento' };

/**
 * An open admission forces urgency/emergency (and locks the admission fields); an encounter that is not urgency
 * locks the character to elective.
 */
export function caraterLock(ctx: CaraterContext): CaraterLock {
  if (ctx.internacaoAberta && ctx.caraterUrgencia)
    return { locked: true, value: ctx.caraterUrgencia, reason: 'internacao' };
  if (
    ctx.caraterAtendimentoLegado !== null &&
    ctx.caraterAtendimentoLegado !== ctx.caraterUrgenciaLegado &&
    ctx.caraterEletivo
  ) {
    return { locked: true, value: ctx.caraterEletivo, reason: 'atendimento' };
  }
  return { locked: false };
}

/** A modality blocks a resource (admission, anaesthetic evaluation) when its list holds the resource's id. */
export function blocks(
  recursosBloqueados: readonly number[] | null | undefined,
  recurso: number | null | undefined,
): boolean {
  return recurso !== null && recurso !== undefined && (recursosBloqueados ?? []).includes(recurso);
}
