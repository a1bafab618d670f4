import { linha, type Bruto } from '@/lib/schema/linha';
import { isRecord, readId, readLabelled, readText } from '@/lib/schema/normalise';

const parecerTecnico = (v: unknown) =>
  isRecord(v) ? { id: readId(v.id), descricao: readText(v.descricao), cor: readText(v.cor) } : null;

/**
 * A technical area's opinion on a request (wizards-and-management.md §3 'Technical-area records'): areaTecnica
 * {id, descricao}, parecerTecnico {id, cor, descricao} and justificativa. The area may come as a bare id.
 */
export const readParecerPedido = linha(
  (raw: Bruto) => ({
    areaTecnica: readLabelled(raw.areaTecnica),
    parecerTecnico: parecerTecnico(raw.parecerTecnico),
    justificativa: readText(raw.justificativa),
  }),
  [],
);
export type ParecerPedido = NonNullable<ReturnType<typeof readParecerPedido>>;

/** A request's opinions (pareceresPedido): the readable entries of a list; anything but a list is none. */
export function readPareceresPedido(raw: unknown): ParecerPedido[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(readParecerPedido).filter((p): p is ParecerPedido => p !== null);
}
