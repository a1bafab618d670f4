import type { z } from 'zod';
import * as L from '@/lib/schema/lenient';
import { isRecord, readId, readLabelled, readText } from '@/lib/schema/normalise';

/**
 * A technical area's opinion on a request (wizards-and-management.md §3 'Technical-area records'): areaTecnica
 * {id, descricao}, parecerTecnico {id, cor, descricao} and justificativa. The area may come as a bare id.
 */
export const parecerPedidoSchema = L.nested({
  areaTecnica: L.ref(),
  parecerTecnico: L.nested({ id: L.id(), descricao: L.text(), cor: L.text() }),
  justificativa: L.text(),
});
export type ParecerPedido = NonNullable<z.output<typeof parecerPedidoSchema>>;

/** A request's opinions (pareceresPedido): unreadable entries are left out, anything but a list is none. */
export const pareceresPedido = () => L.nestedList(parecerPedidoSchema);

/** parecerPedidoSchema written out with the normalisers (the opinion list's hot path, readAreaTecnicaRow). */
export function readParecerPedido(raw: unknown): ParecerPedido | null {
  if (!isRecord(raw)) return null;
  const p = raw.parecerTecnico;
  return {
    areaTecnica: readLabelled(raw.areaTecnica),
    parecerTecnico: isRecord(p) ? { id: readId(p.id), descricao: readText(p.descricao), cor: readText(p.cor) } : null,
    justificativa: readText(raw.justificativa),
  };
}

/** pareceresPedido() written out: the readable entries of a list; anything but a list is none. */
export function readPareceresPedido(raw: unknown): ParecerPedido[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(readParecerPedido).filter((p): p is ParecerPedido => p !== null);
}
