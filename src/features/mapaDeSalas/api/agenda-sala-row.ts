import { z } from 'zod';
import * as L from '@/lib/schema/lenient';

/**
 * A surgery of the room map (wizards-and-management.md §7 'Room map'; the specification names no fields): read by the
 * names §3 gives a request's surgery and its booking ('Booked request in calendar', 'Room booking'), whichever the
 * back-end fills (docs/decisions.md, 'mapaDeSalas').
 */
export const agendaSalaRowSchema = z.object({
  id: L.required(L.id()),
  codigo: L.code(),
  paciente: L.text(),
  profissionalRequisitante: L.text(),
  procedimento: L.text(),
  equipeRequisitante: L.text(),
  status: L.text(),
  pedidoCirurgia: L.id(),
  salaCirurgia: L.id(),
  salaCirurgia_id: L.id(),
  dataCirurgia: L.dateTime(),
  dataHoraSugerida: L.dateTime(),
  inicioCirurgia: L.dateTime(),
  dataInicio: L.dateTime(),
  dataFimCirurgia: L.dateTime(),
  finalEfetivoCirurgia: L.dateTime(),
  dataFim: L.dateTime(),
  dataFimSetup: L.dateTime(),
});
type AgendaSalaRow = z.output<typeof agendaSalaRowSchema>;

/** What the map draws of a row: the first filled of each field's names. */
export interface CirurgiaSala {
  id: number;
  codigo: string | null;
  paciente: string | null;
  requisitante: string | null;
  procedimento: string | null;
  status: string | null;
  /** The request whose summary the dialog opens: the booking's pedidoCirurgia, else the booked request's own id. */
  pedido: number;
  sala: number | null;
  inicio: string | null;
  fim: string | null;
  fimSetup: string | null;
}

export function lerCirurgiaSala(r: AgendaSalaRow): CirurgiaSala {
  return {
    id: r.id,
    codigo: r.codigo,
    paciente: r.paciente,
    requisitante: r.profissionalRequisitante,
    procedimento: r.procedimento,
    status: r.status,
    pedido: r.pedidoCirurgia ?? r.id,
    sala: r.salaCirurgia ?? r.salaCirurgia_id,
    inicio: r.dataCirurgia ?? r.dataHoraSugerida ?? r.inicioCirurgia ?? r.dataInicio,
    fim: r.dataFimCirurgia ?? r.finalEfetivoCirurgia ?? r.dataFim,
    fimSetup: r.dataFimSetup,
  };
}
