import { useMutation } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import type { INCLUIR_POR_DEMANDA_CAMPOS } from '@/api/escritas/campos';
import { type CorpoDe } from '@/api/escritas/campos';
import { parseResponse, parseRows } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { idSchema, novoPedidoSchema, pedidoExistenteSchema } from './schemas';

/** POST /api/pedidoCirurgia (no body): the draft request the wizard fills. */
export async function createDraftPedido() {
  return parseResponse(novoPedidoSchema, await mainApi.post('/api/pedidoCirurgia'), 'POST /api/pedidoCirurgia');
}

/** The draft request's creation: one at a time per tab (the wizard asks the mutation cache before starting one). */
export const createDraftPedidoKey = ['wizard', 'pedidoCirurgia', 'create'] as const;

export type NovoPedido = Awaited<ReturnType<typeof createDraftPedido>>;

/** Creates the draft request; `onCreated` runs even if the page was left meanwhile (it stores the request). */
export function useCreateDraftPedido(callbacks: {
  onCreated: (pedido: NovoPedido) => void;
  onFailed: (error: unknown) => void;
}) {
  return useMutation({
    mutationKey: createDraftPedidoKey,
    mutationFn: createDraftPedido,
    onSuccess: callbacks.onCreated,
    onError: callbacks.onFailed,
  });
}

/** POST /api/incluirPedidoCirurgiaPorDemanda {idProfissional, idDemanda}. */
export async function createPedidoFromDemanda(idProfissional: number, idDemanda: number) {
  return parseResponse(
    novoPedidoSchema,
    await mainApi.post('/api/incluirPedidoCirurgiaPorDemanda', {
      idProfissional,
      idDemanda,
    } satisfies CorpoDe<typeof INCLUIR_POR_DEMANDA_CAMPOS>),
    'POST /api/incluirPedidoCirurgiaPorDemanda',
  );
}

/** POST a new record or PUT the saved one (paciente, atendimento, internacao); returns its id. */
export async function saveRecord(
  kind: 'paciente' | 'atendimento' | 'internacao',
  id: number | null,
  body: Record<string, unknown>,
) {
  if (id) {
    // PUT is form-encoded as the specification says; some back-ends answer an update with an empty body.
    await mainApi.put(`/api/${kind}/${id}`, body);
    return id;
  }
  return parseResponse(idSchema, await mainApi.post(`/api/${kind}`, body), `POST /api/${kind}`);
}

/** Existing requests of the patient for the procedure (duplicate warning). */
export async function existingPedidos(seqPaciente: number, procedimentoId: number) {
  return parseRows(
    pedidoExistenteSchema,
    await mainApi.get(`/api/pedidoCirurgiaPacienteProcedimento/${seqPaciente}/${procedimentoId}`),
    'GET /api/pedidoCirurgiaPacienteProcedimento/{paciente}/{procedimento}',
  );
}

/** Campaign names the procedure belongs to (empty when none). */
export async function campaignsOf(procedimentoId: number) {
  return parseRows(
    L.required(L.text()),
    await mainApi.get(`/api/verificarProcedimentoValidoCampanhaVigente/${procedimentoId}`),
    'GET /api/verificarProcedimentoValidoCampanhaVigente/{id}',
  );
}
