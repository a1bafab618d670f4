import type { ItemEscolhido } from './itens';

// The items a submission writes on a request that may already hold some (wizards-and-management.md §3 'Request item',
// §7 'POST /api/itemPedidoCirurgia, once per item', 'DELETE /api/excluirItensPedidoCirurgia/{id}'): a request made
// from a demand (the back-end may copy the demand's items), or opened by the manager's conference or reschedule.
// Only the difference is sent. The one documented deletion removes every item of the request, so a removed or
// changed item means deleting them all and creating the chosen ones again (docs/decisions.md).

/** A request item as read back (GET /api/itemPedidoCirurgia{Grupo}/{id}). */
export interface ItemExistente {
  item: number | null;
  quantidade: number | null;
  unidadeMedida: number | null;
  itemEventual: boolean;
  justificativaEventual: string | null;
}

interface DiferencaItens {
  /** Every item of the request is deleted first (an item held was removed or changed). */
  excluirTodos: boolean;
  /** The items to create, in the order chosen. */
  criar: ItemEscolhido[];
}

const quantidade = (i: ItemEscolhido) => (i.quantidadeUm ? 1 : i.quantidade);

function mesmo(e: ItemExistente, d: ItemEscolhido): boolean {
  return (
    e.item === d.item &&
    e.quantidade === quantidade(d) &&
    (e.unidadeMedida ?? null) === (d.unidadeMedida ?? null) &&
    e.itemEventual === (d.itemEventual === true) &&
    (e.itemEventual ? (e.justificativaEventual ?? '') === (d.justificativaEventual ?? '') : true)
  );
}

/** What to write so that the request holds exactly the chosen items, given those it holds. */
export function diferencaItens(
  desejados: readonly ItemEscolhido[],
  existentes: readonly ItemExistente[],
): DiferencaItens {
  const restantes = [...desejados];
  for (const e of existentes) {
    const i = restantes.findIndex((d) => mesmo(e, d));
    if (i < 0) return { excluirTodos: true, criar: [...desejados] };
    restantes.splice(i, 1);
  }
  return { excluirTodos: false, criar: restantes };
}
