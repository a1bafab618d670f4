import type { z } from 'zod';
import * as L from '@/lib/schema/lenient';

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
