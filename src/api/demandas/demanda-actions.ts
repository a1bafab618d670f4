import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { parseResponse } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { demandaKeys } from './keys';

/** PUT /api/cancelarDemanda/{id} {observacoesCancelamento, profissional} (form-encoded); the lists reload. */
export function useCancelarDemanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { demandaId: number; observacoesCancelamento: string; profissional: number }) => {
      const { demandaId, ...body } = input;
      await mainApi.put(`/api/cancelarDemanda/${demandaId}`, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: demandaKeys.all }),
  });
}

export const pedidoCriadoSchema = z.object({ id: L.required(L.id()), codigo: L.required(L.code()) });

/** POST /api/incluirPedidoCirurgiaPorDemanda {idProfissional, idDemanda} → the new draft request. */
export async function incluirPedidoPorDemanda(idProfissional: number, idDemanda: number) {
  return parseResponse(
    pedidoCriadoSchema,
    await mainApi.post('/api/incluirPedidoCirurgiaPorDemanda', { idProfissional, idDemanda }),
    'POST /api/incluirPedidoCirurgiaPorDemanda',
  );
}
