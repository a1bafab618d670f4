import { paths } from '@/config/paths';

/** The request chosen in the checklist: its id and number only, no patient data. */
export interface PedidoEscolhido {
  id: number;
  codigo: string;
}

/** The search param of /admin/resumoCheckList that names its request (its id only). */
const PEDIDO_PARAM = 'pedido';

/**
 * The address of the chosen request's summary page. The choice travels in the address, not in storage
 * (DESIGN.md 'Screens hand data to each other by URL'): each tab opens the request it chose.
 */
export const resumoCheckListHref = (pedidoId: number): string =>
  `${paths.resumoCheckList}?${new URLSearchParams({ [PEDIDO_PARAM]: String(pedidoId) }).toString()}`;

/** The request id an address's search names, or null when it names none that can be an id. */
export function pedidoDaBusca(search: string): number | null {
  const valor = new URLSearchParams(search).get(PEDIDO_PARAM) ?? '';
  return /^[1-9]\d{0,14}$/.test(valor) ? Number(valor) : null;
}
