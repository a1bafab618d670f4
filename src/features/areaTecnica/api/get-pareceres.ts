import { useQuery } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { parseLongListWith } from '@/lib/http/parse-long-list';
import { SITUACOES, type ParecerFiltros, type SituacaoParecer } from '../model/filtros';
import { areaTecnicaKeys, readAreaTecnicaRow } from './area-tecnica-row';

export interface ConsultaPareceres {
  situacao: SituacaoParecer;
  corpo: ParecerFiltros;
}

/**
 * POST /api/pedidoCirurgiaAreaTecnicaSemParecer | ComParecer | AreaTecnica /{profissionalId} with {filtros}. Another
 * opinion status or filter loads from nothing (the table says 'Carregando...', never the previous list's rows, DESIGN.md
 * 'Screens'); a reload after an opinion keeps the rows (and the page and filters) on screen until the new ones come.
 */
export function usePareceres(profissionalId: number, consulta: ConsultaPareceres) {
  return useQuery({
    queryKey: areaTecnicaKeys.pareceres(profissionalId, consulta),
    queryFn: ({ signal }) => fetchPareceres(profissionalId, consulta, signal),
    staleTime: 0,
  });
}

/** One of the three lists, read. */
export async function fetchPareceres(profissionalId: number, consulta: ConsultaPareceres, signal?: AbortSignal) {
  const path = SITUACOES.find((s) => s.value === consulta.situacao)?.path ?? SITUACOES[0].path;
  // Thousands of rows: read a slice at a time with the hand-written reader (the bench's first-rows budget).
  return parseLongListWith(
    readAreaTecnicaRow,
    await mainApi.post(`${path}/${profissionalId}`, consulta.corpo, { signal }),
    `POST ${path}/{id}`,
  );
}
