import { z } from 'zod';

/** Local storage key of the request chosen in the checklist (cleared with the rest at sign-out). */
const ESCOLHIDO_KEY = 'checklist:pedidoEscolhido';

const escolhidoSchema = z.object({ id: z.number().int().positive(), codigo: z.string().min(1) });
/** The request chosen in the checklist: its id and number only, no patient data. */
export type PedidoEscolhido = z.output<typeof escolhidoSchema>;

export function guardarEscolhido(pedido: PedidoEscolhido): void {
  try {
    localStorage.setItem(ESCOLHIDO_KEY, JSON.stringify({ id: pedido.id, codigo: pedido.codigo }));
  } catch {
    // storage full or blocked: the summary page then returns to the checklist
  }
}

/** The stored choice, or null when none is stored or it cannot be read. */
export function lerEscolhido(): PedidoEscolhido | null {
  try {
    const parsed = escolhidoSchema.safeParse(JSON.parse(localStorage.getItem(ESCOLHIDO_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
