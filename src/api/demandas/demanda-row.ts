import { z } from 'zod';
import { oncologica } from '@/api/pedidos/pedido-row';
import * as L from '@/lib/schema/lenient';
import { demandaRegistroShape } from './demanda-registro';

/** A row of Minhas Demandas and of the managers' Demandas table. Only id is indispensable. */
export const demandaRowSchema = z.object({
  id: L.required(L.id()),
  codigo: L.code(),
  paciente: L.text(),
  procedimento: L.text(),
  dataInclusao: L.dateTime(),
  dataCirurgia: L.dateTime(),
  equipeRequisitante: L.text(),
  requisitante: L.text(),
  centroCirurgico: L.id(),
  eOncologica: oncologica(),
  status: L.text(),
  anotacaoPendente: L.flag(),
  /** The whole demand, for the managers' wizard; null when the row carries none or it cannot be read. */
  demanda: L.nested(demandaRegistroShape),
});
export type DemandaRow = z.output<typeof demandaRowSchema>;

/** The number shown for a demand: its code, else its id. */
export const numeroDemanda = (row: Pick<DemandaRow, 'id' | 'codigo'>) => row.codigo ?? String(row.id);
