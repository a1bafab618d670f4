import type { ModeloPedido } from '@/api/catalogues/schemas';

/** Narrows a catalogue to the model's allowed ids; without a model (or list) the full catalogue. */
export function allowed<T extends { id: number }>(items: readonly T[], ids: readonly number[] | null | undefined): T[] {
  if (!ids || ids.length === 0) return [...items];
  const set = new Set(ids);
  return items.filter((i) => set.has(i.id));
}

/** Duration bounds from the model, if any. */
export function durationBounds(modelo: ModeloPedido | null | undefined) {
  return { min: modelo?.duracaoEstimadaMinima ?? null, max: modelo?.duracaoEstimadaMaxima ?? null };
}

/** Laterality options (D, E, N), narrowed by the model. */
export const LATERALIDADES = [
  { id: 'D', descricao: 'Direita' },
  { id: 'E', descricao: 'Esquerda' },
  { id: 'N', descricao: 'Não se aplica' },
] as const;

export function allowedLateralidades(modelo: ModeloPedido | null | undefined) {
  const ids = modelo?.lateralidadesPermitidas;
  return ids && ids.length ? LATERALIDADES.filter((l) => ids.includes(l.id)) : [...LATERALIDADES];
}

/** The model's daily-stays bounds (message not worded by the specification: docs/decisions.md). */
export function checkDailyStaysBounds(value: number | null, modelo: ModeloPedido | null | undefined): string | null {
  const min = modelo?.diariasPrevistasMinima;
  const max = modelo?.diariasPrevistasMaxima;
  if (value === null || min === null || min === undefined || max === null || max === undefined) return null;
  return value < min || value > max ? `As diárias previstas devem estar entre ${min} e ${max}.` : null;
}

/** The special requesting team of the legacy system that always sees the room and the free date field. */
export const SPECIAL_TEAM_LEGACY_ID = 9973;

/** The room field shows with several rooms on an urgency request, or for the special legacy team. */
export function showRoom(
  rooms: number,
  carater: number | null,
  caraterUrgencia: number | null | undefined,
  equipeIdLegado: number | null | undefined,
): boolean {
  return (rooms > 1 && carater !== null && carater === caraterUrgencia) || equipeIdLegado === SPECIAL_TEAM_LEGACY_ID;
}
