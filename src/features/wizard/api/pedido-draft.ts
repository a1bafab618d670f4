import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { idSchema, novoPedidoSchema, pedidoExistenteSchema } from './schemas';

/** POST /api/pedidoCirurgia (no body): the draft request the wizard fills. */
export async function createDraftPedido() {
  return novoPedidoSchema.parse(await mainApi.post('/api/pedidoCirurgia'));
}

/** POST /api/incluirPedidoCirurgiaPorDemanda {idProfissional, idDemanda}. */
export async function createPedidoFromDemanda(idProfissional: number, idDemanda: number) {
  return novoPedidoSchema.parse(await mainApi.post('/api/incluirPedidoCirurgiaPorDemanda', { idProfissional, idDemanda }));
}

/** POST a new record or PUT the saved one (paciente, atendimento, internacao); returns its id. */
export async function saveRecord(kind: 'paciente' | 'atendimento' | 'internacao', id: number | null, body: Record<string, unknown>) {
  const response = id ? await mainApi.put(`/api/${kind}/${id}`, body, { json: true }) : await mainApi.post(`/api/${kind}`, body);
  return idSchema.parse(response).id;
}

/** Existing requests of the patient for the procedure (duplicate warning). */
export async function existingPedidos(seqPaciente: number, procedimentoId: number) {
  return z.array(pedidoExistenteSchema).parse(await mainApi.get(`/api/pedidoCirurgiaPacienteProcedimento/${seqPaciente}/${procedimentoId}`));
}

/** Campaign names the procedure belongs to (empty when none). */
export async function campaignsOf(procedimentoId: number) {
  return z.array(z.string()).parse(await mainApi.get(`/api/verificarProcedimentoValidoCampanhaVigente/${procedimentoId}`));
}
