import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { readPareceresPedido } from '@/api/pareceres/parecer-pedido';
import { parseList } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import type { ChecklistFiltros } from '../model/filtros';

/** A checklist row: the request, its patient, requester, surgery date and the technical areas' opinions. */
export const checklistRowSchema = z.object({
  id: L.required(L.id()),
  codigo: L.required(L.code()),
  paciente: L.text(),
  profissionalRequisitante: L.text(),
  dataCirurgia: L.dateTime(),
  dataHoraSugerida: L.dateTime(),
  pareceresPedido: z.unknown().optional().transform(readPareceresPedido),
});
export type ChecklistRow = z.output<typeof checklistRowSchema>;

const checklistKeys = {
  all: ['checklist'] as const,
  list: (profissionalId: number, filtros: ChecklistFiltros) => ['checklist', profissionalId, filtros] as const,
};

/** POST /api/pedidoCirurgiaChecklist/{profissionalId} with {filtros}: the checklist is loaded per professional. */
export function useChecklist(profissionalId: number, filtros: ChecklistFiltros) {
  return useQuery({
    queryKey: checklistKeys.list(profissionalId, filtros),
    queryFn: async ({ signal }) =>
      parseList(
        checklistRowSchema,
        await mainApi.post(`/api/pedidoCirurgiaChecklist/${profissionalId}`, { filtros }, { signal }),
        'POST /api/pedidoCirurgiaChecklist/{id}',
      ),
    placeholderData: keepPreviousData,
  });
}
