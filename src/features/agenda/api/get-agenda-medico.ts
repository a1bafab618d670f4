import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { parseList } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { agendaMedicoPath, type Escopo } from '../model/agenda-medico';

/**
 * An agenda event (requester-side.md §3 'Agenda event'): id, codigo, dataCirurgia, cor, corbolinha. A back-end may
 * send more: the status, the patient and procedure, and the end by one of the names §3 gives a surgery's end
 * (docs/decisions.md 'agenda', 'Event length'); the first filled is read.
 */
export const agendaMedicoSchema = z
  .object({
    id: L.required(L.id()),
    codigo: L.required(L.code()),
    dataCirurgia: L.dateTime(),
    cor: L.text(),
    corbolinha: L.text(),
    status: L.text(),
    paciente: L.text(),
    procedimento: L.text(),
    dataFimCirurgia: L.dateTime(),
    finalEfetivoCirurgia: L.dateTime(),
    dataFim: L.dateTime(),
  })
  .transform(({ dataFimCirurgia, finalEfetivoCirurgia, dataFim, ...r }) => ({
    ...r,
    fim: dataFimCirurgia ?? finalEfetivoCirurgia ?? dataFim,
  }));

const agendaKeys = {
  eventos: (escopo: Escopo, profissionalId: number, centros: readonly number[]) =>
    ['agendaMedico', escopo, profissionalId, [...centros].sort((a, b) => a - b)] as const,
};

async function getAgendaMedico(path: string, signal?: AbortSignal) {
  return parseList(agendaMedicoSchema, await mainApi.get(path, { signal }), 'GET agendaMedico');
}

/**
 * The surgeon's events in the chosen centres, one call per centre (the path takes one), as one answer: the previous
 * one stays on screen while another scope or choice of centres loads.
 */
export function useAgendaMedico(escopo: Escopo, profissionalId: number, centros: readonly number[]) {
  return useQuery({
    queryKey: agendaKeys.eventos(escopo, profissionalId, centros),
    queryFn: async ({ signal }) => {
      const partes = await Promise.all(
        centros.map((c) => getAgendaMedico(agendaMedicoPath(escopo, profissionalId, c), signal)),
      );
      return { rows: partes.flatMap((p) => p.rows), omitted: partes.reduce((n, p) => n + p.omitted, 0) };
    },
    placeholderData: keepPreviousData,
  });
}
