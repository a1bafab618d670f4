import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { toApiDatePath, toApiDateTimePath } from '@/lib/dates/format';
import { isApiError } from '@/lib/http/api-error';
import { parseResponse } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { DATA_NAO_PODE } from '../model/slots';

interface SalaCheck {
  inicio: string;
  duracaoEstimada: number;
  carater: number;
  profissionalRequisitanteId: number;
  sala: number;
  equipeRequisitanteId: number;
  centroId: number;
}

const finalSchema = z.object({ finalEfetivoCirurgia: L.dateTime(), mensagem: L.text() });

/**
 * GET /api/recuperarSalaCirurgica/…: the effective end of the surgery in the room, or the server's message refusing
 * the date (§7 'Checks': reads finalEfetivoCirurgia; on error reads mensagem).
 */
export async function recuperarSala(
  c: SalaCheck,
): Promise<{ ok: true; final: string } | { ok: false; mensagem: string }> {
  const path = `/api/recuperarSalaCirurgica/${toApiDateTimePath(c.inicio)}/${c.duracaoEstimada}/${c.carater}/${c.profissionalRequisitanteId}/${c.sala}/${c.equipeRequisitanteId}/${c.centroId}`;
  try {
    const r = parseResponse(finalSchema, await mainApi.get(path), 'GET /api/recuperarSalaCirurgica/…');
    if (r.finalEfetivoCirurgia) return { ok: true, final: r.finalEfetivoCirurgia };
    return { ok: false, mensagem: r.mensagem ?? DATA_NAO_PODE };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return { ok: false, mensagem: error.mensagem };
    throw error;
  }
}

const mensagemSchema = z.object({ mensagem: L.text() });

/** GET /api/validarDataCirurgiaEm{HorasUteis|DiasUteis}/{date}/{sla}: the server's SLA message, or null when allowed. */
export async function validarSla(perspectiva: 'horas' | 'dias', data: string, sla: number): Promise<string | null> {
  const path =
    perspectiva === 'horas'
      ? `/api/validarDataCirurgiaEmHorasUteis/${toApiDateTimePath(data)}/${sla}`
      : `/api/validarDataCirurgiaEmDiasUteis/${toApiDatePath(data)}/${sla}`;
  return parseResponse(mensagemSchema, await mainApi.get(path), `GET /api/validarDataCirurgiaEm…/{data}/{sla}`)
    .mensagem;
}
