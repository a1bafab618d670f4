import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { parseList, parseResponse } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { areaTecnicaKeys } from './area-tecnica-row';

/**
 * GET /api/detalhesParecerAnestesia/{pedido}: what the anaesthesia area reads before its opinion. The type of
 * anaesthesia comes flat (`tipoanestesia`, §3 'Technical-area records') or as the request names it (`tipoAnestesia`),
 * as a name or {id, descricao}: the first filled is the one shown (docs/decisions.md 'Anaesthesia details').
 */
export const detalhesAnestesiaSchema = z
  .object({
    codigo: L.code(),
    paciente: L.text(),
    tipoanestesia: L.text(),
    tipoAnestesia: L.text(),
    necessariaAvaliacaoAnestesica: L.flag(),
    motivoAvaliacaoAnestesica: L.text(),
  })
  .transform(({ tipoAnestesia, ...d }) => ({ ...d, tipoanestesia: d.tipoanestesia ?? tipoAnestesia }));

/** One of the request's items an area gives its opinion on (itensParecerAreaTecnica, itensMinhaAgenda). */
export const itemAreaSchema = z.object({
  id: L.required(L.id()),
  codigo: L.code(),
  descricao: L.text(),
  quantidade: L.decimal(),
  itemEventual: L.flag(),
  justificativaEventual: L.text(),
});
export type ItemArea = z.output<typeof itemAreaSchema>;

export function useDetalhesAnestesia(pedidoId: number, enabled: boolean) {
  return useQuery({
    queryKey: areaTecnicaKeys.detalhes(pedidoId),
    queryFn: async ({ signal }) =>
      parseResponse(
        detalhesAnestesiaSchema,
        await mainApi.get(`/api/detalhesParecerAnestesia/${pedidoId}`, { signal }),
        'GET /api/detalhesParecerAnestesia/{id}',
      ),
    enabled,
  });
}

/** GET /api/itensParecerAreaTecnica/{area}/{pedido} (the list's dialog) or /api/itensMinhaAgenda/{area}/{evento}. */
export function useItensArea(origem: 'parecer' | 'agenda', areaId: number, pedidoId: number, enabled: boolean) {
  const path = origem === 'parecer' ? '/api/itensParecerAreaTecnica' : '/api/itensMinhaAgenda';
  return useQuery({
    queryKey: [...areaTecnicaKeys.itens(areaId, pedidoId), origem],
    queryFn: async ({ signal }) =>
      parseList(itemAreaSchema, await mainApi.get(`${path}/${areaId}/${pedidoId}`, { signal }), `GET ${path}/{a}/{p}`)
        .rows,
    enabled,
  });
}
