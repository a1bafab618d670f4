import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { pedidoDetailSchema } from '@/api/pedidos/get-pedido';
import { errorMessage } from '@/lib/http/api-error';
import { parseResponse } from '@/lib/http/parse-response';
import type { Conferencia, Leitura } from '../model/submission-reenvio';
import { fetchReservas } from './get-pedidos-wizard';

/** A Conferencia as kept with the submission's progress (draft/submission-progress). */
export const conferenciaSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('internacao'), pedidoId: z.number() }),
  z.object({
    tipo: z.literal('agendamento'),
    pedidoId: z.number(),
    sala: z.number(),
    equipe: z.number(),
    inicio: z.string(),
  }),
]);

async function ler(c: Conferencia): Promise<Leitura> {
  if (c.tipo === 'internacao') {
    const pedido = parseResponse(
      pedidoDetailSchema,
      await mainApi.get(`/api/pedidoCirurgia/${c.pedidoId}`),
      'GET /api/pedidoCirurgia/{id}',
    );
    const i = pedido.internacao;
    const internacao = i && {
      id: i.id,
      idLegado: i.idLegado,
      diariasPrevistas: i.diariasPrevistas,
      leitoUTI: i.leitoUTI,
    };
    return { tipo: 'internacao', internacao };
  }
  const dia = c.inicio.slice(0, 10);
  return { tipo: 'agendamento', reservas: await fetchReservas(c.equipe, c.sala, dia, dia) };
}

/**
 * The read that shows whether an unanswered creating write reached the server (model/submission-reenvio): the request
 * naming its admission, or the room's booked requests on the booking's day; null when it failed (cannot tell).
 */
export async function lerConferencia(c: Conferencia): Promise<Leitura | null> {
  try {
    return await ler(c);
  } catch (error) {
    console.error('Falha ao conferir uma escrita sem resposta', errorMessage(error));
    return null;
  }
}
