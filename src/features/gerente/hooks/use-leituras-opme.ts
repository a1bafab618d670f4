import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { itensPedidoQueries } from '@/api/pedidos/get-itens-pedido';
import type { LinhaGerente } from '../model/linhas';
import { CODIGOS_AREA_EXIGIDA, areaPorCodigo } from '../model/prontidao-exigencias';
import type { LeituraOpme, ProntidaoConfig } from '../model/prontidao-pendencias';

// The OPME boxes and materials of the window's requests (docs/decisions/023-prontidao.md, 'OPME'): GET
// /api/itemPedidoCirurgiaCaixaOPME/{id} and /api/itemPedidoCirurgiaMaterialConsumivel/{id}, the summary's own queries.

/** The two groups read: the first two of ITEM_GROUPS (Caixas OPME, Material Consumível). */
const opmeQueries = (id: number) =>
  itensPedidoQueries(id)
    .slice(0, 2)
    // Read once: a request's items change only by a write, which reloads them.
    .map((q) => ({ ...q, staleTime: Number.POSITIVE_INFINITY }));

type Resultado = { isPending: boolean; isError: boolean; data?: readonly unknown[] };

/** Each request's reading from its two results (stable between renders: combine re-runs when a result changes). */
const combinar = (ids: readonly number[]) => (results: readonly Resultado[]) => {
  const porPedido = new Map<number, LeituraOpme>();
  ids.forEach((id, i) => {
    const par = [results[2 * i], results[2 * i + 1]];
    if (par.some((r) => r.isError)) porPedido.set(id, 'falhou');
    else if (par.some((r) => r.isPending)) porPedido.set(id, 'verificando');
    else porPedido.set(id, par.some((r) => (r.data?.length ?? 0) > 0) ? 'com' : 'sem');
  });
  return porPedido;
};

/**
 * What the OPME reads found for each request of the window, read in the background once the rows show, and only
 * where it decides something: a request whose OPME area has an opinion, or whose opinions cannot be read, is not read.
 */
export function useLeiturasOpme(
  linhas: readonly LinhaGerente[] | undefined,
  config: ProntidaoConfig,
): ReadonlyMap<number, LeituraOpme> {
  const area = areaPorCodigo(config.codigosArea, CODIGOS_AREA_EXIGIDA.opme);
  const ids = useMemo(
    () =>
      (linhas ?? [])
        .filter((l) => l.pareceresPedido !== null && !l.pareceresPedido.some((p) => p.areaTecnica?.id === area))
        .map((l) => l.id),
    [linhas, area],
  );
  const combine = useMemo(() => combinar(ids), [ids]);
  return useQueries({ queries: ids.flatMap(opmeQueries), combine });
}
