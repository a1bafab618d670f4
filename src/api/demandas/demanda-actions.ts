import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import type { CANCELAR_DEMANDA_CAMPOS, CorpoDe, INCLUIR_POR_DEMANDA_CAMPOS } from '@/api/escritas/campos';
import { parseResponse } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { demandaKeys } from './keys';

/** PUT /api/cancelarDemanda/{id} {observacoesCancelamento, profissional} (form-encoded); the lists reload. */
export function useCancelarDemanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { demandaId: number; observacoesCancelamento: string; profissional: number }) => {
      const { demandaId, ...body } = input;
      body satisfies CorpoDe<typeof CANCELAR_DEMANDA_CAMPOS>;
      await mainApi.put(`/api/cancelarDemanda/${demandaId}`, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: demandaKeys.all }),
  });
}

const pedidoCriadoSchema = z.object({ id: L.required(L.id()), codigo: L.required(L.code()) });

/** POST /api/incluirPedidoCirurgiaPorDemanda {idProfissional, idDemanda} → the new draft request. */
export async function incluirPedidoPorDemanda(idProfissional: number, idDemanda: number) {
  return parseResponse(
    pedidoCriadoSchema,
    await mainApi.post('/api/incluirPedidoCirurgiaPorDemanda', {
      idProfissional,
      idDemanda,
    } satisfies CorpoDe<typeof INCLUIR_POR_DEMANDA_CAMPOS>),
    'POST /api/incluirPedidoCirurgiaPorDemanda',
  );
}
