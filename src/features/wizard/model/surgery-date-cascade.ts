import type { WizardForm } from './form';

// What a change of Solicitação's duration, centre or character does to the suggested date, at every step
// (wizards-and-management.md §4 'Duration and suggested date', 'Care character, centre and modality').

/** The fields the cascade follows. */
export type CascadeFields = Pick<WizardForm, 'duracaoEstimada' | 'centro' | 'carater'>;

const CASCADE_FIELDS = ['duracaoEstimada', 'centro', 'carater'] as const;

export interface CascadeContext {
  /** The configured elective character (caraterEletivo), null when unread. */
  caraterEletivo: number | null;
  /** The request is elective (step 1's derived flag). */
  eletivo: boolean;
  dataHoraSugerida: string;
  agendamento: { sala: number } | null;
}

/** What the wizard does with the dates after one field changed. */
type CascadeEffect =
  | { kind: 'nada' }
  /** A new duration of an elective request: the suggested date, its booking and the admission date go, with a notice. */
  | { kind: 'limparComInternacao' }
  /** A new centre: the suggested date and its booking go. */
  | { kind: 'limparSugerida' }
  /**
   * A new character: the suggested date is checked again, in the calendar's room only when the character is the
   * elective one (the booking of another character's calendar is dropped first).
   */
  | { kind: 'verificar'; data: string; sala: number | null; soltarAgendamento: boolean };

/**
 * The cascade of one change: `name` is the field the form says changed (none on a reset: a draft restored or the
 * wizard restarted, which only sets the baseline), `before` and `now` the followed fields around it.
 */
export function surgeryDateCascade(
  name: string | undefined,
  before: CascadeFields,
  now: CascadeFields,
  ctx: CascadeContext,
): CascadeEffect {
  if (!name || !CASCADE_FIELDS.some((f) => f === name)) return { kind: 'nada' };
  if (now.duracaoEstimada !== before.duracaoEstimada && ctx.eletivo) {
    return ctx.dataHoraSugerida || ctx.agendamento ? { kind: 'limparComInternacao' } : { kind: 'nada' };
  }
  if (now.centro !== before.centro) return { kind: 'limparSugerida' };
  if (now.carater === before.carater || !ctx.dataHoraSugerida) return { kind: 'nada' };
  const sala = now.carater === ctx.caraterEletivo && ctx.agendamento ? ctx.agendamento.sala : null;
  return {
    kind: 'verificar',
    data: ctx.dataHoraSugerida,
    sala,
    soltarAgendamento: sala === null && ctx.agendamento !== null,
  };
}
