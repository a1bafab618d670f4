import { useCallback, useState } from 'react';
import { sessionStore } from '@/api/session/session-store';
import type { FiltrosGerente } from '../model/filtros';

/**
 * The filters last searched on Pedidos de Cirurgias, by user, in memory only: a conference or a reschedule left,
 * saved or not, comes back to the list with them (docs/decisions/033-o-que-o-gerente-ve.md). They hold no patient
 * datum (dates, centre, plan and campaign ids) and go with a reload or a sign-out.
 */
const buscadosPorUsuario = new Map<number, FiltrosGerente>();
sessionStore.subscribe(() => {
  if (!sessionStore.get()) buscadosPorUsuario.clear();
});

/** The list's searched filters (null: the screen's defaults) and the Buscar that changes them. */
export function useFiltrosBuscados(usuario: number) {
  const [buscados, setBuscados] = useState(() => buscadosPorUsuario.get(usuario) ?? null);
  const buscar = useCallback(
    (filtros: FiltrosGerente) => {
      buscadosPorUsuario.set(usuario, filtros);
      setBuscados(filtros);
    },
    [usuario],
  );
  return { buscados, buscar };
}
