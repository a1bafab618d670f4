import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { type CorpoDe } from '@/api/escritas/campos';
import { pedidoKeys } from '@/api/pedidos/keys';
import type { AVISO_CAMPOS } from '../model/aviso';

/** A print form's write; on success the request lists reload (their print dates changed). */
export function useSalvarImpressao<T>(write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.all }),
  });
}

/** PUT /api/dadosImpressaoAvisoCirurgia/{id} {observacoesAvisoCirurgia}, form-encoded. */
export const salvarAviso = ({
  pedidoId,
  observacoesAvisoCirurgia,
}: {
  pedidoId: number;
  observacoesAvisoCirurgia: string;
}) =>
  mainApi.put(`/api/dadosImpressaoAvisoCirurgia/${pedidoId}`, {
    observacoesAvisoCirurgia,
  } satisfies CorpoDe<typeof AVISO_CAMPOS>);

/** PUT /api/dadosImpressaoPedidoInternacao/{id}/{profissional_id}, form-encoded. */
export const salvarInternacao = ({
  pedidoId,
  profissionalId,
  body,
}: {
  pedidoId: number;
  profissionalId: number;
  body: Record<string, string>;
}) => mainApi.put(`/api/dadosImpressaoPedidoInternacao/${pedidoId}/${profissionalId}`, body);

/** PUT /api/dadosImpressaoRPH/{id} with the RPH payload, form-encoded. */
export const salvarRph = ({ pedidoId, body }: { pedidoId: number; body: Record<string, string> }) =>
  mainApi.put(`/api/dadosImpressaoRPH/${pedidoId}`, body);

/** POST /api/dadosImpressaoSolicitacaoAIH with the AIH payload (JSON: the patient is nested). */
export const salvarAih = (body: object) => mainApi.post('/api/dadosImpressaoSolicitacaoAIH', body);
