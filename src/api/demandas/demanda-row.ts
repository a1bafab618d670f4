import { z } from 'zod';
import { oncologica } from '@/api/pedidos/pedido-row';
import * as L from '@/lib/schema/lenient';
import { demandaRegistroSchema } from './demanda-registro';

// A row names its demand's fields as §3 'Demand' does (wizards-and-management.md): the requester is
// profissionalInclusao (or profissionalRequisitante), the procedure procedimentoPrincipal, the surgery date
// dataHoraSugerida. The shorter display names (requisitante, procedimento, dataCirurgia) are read after them.
const colunas = z.object({
  id: L.required(L.id()),
  codigo: L.code(),
  paciente: L.text(),
  procedimentoPrincipal: L.text(),
  procedimento: L.text(),
  dataInclusao: L.dateTime(),
  dataHoraSugerida: L.dateTime(),
  dataCirurgia: L.dateTime(),
  equipeRequisitante: L.text(),
  profissionalInclusao: L.text(),
  profissionalRequisitante: L.text(),
  requisitante: L.text(),
  centroCirurgico: L.id(),
  eOncologica: oncologica(),
  status: L.text(),
  anotacaoPendente: L.flag(),
});

/** A row of Minhas Demandas and of the managers' Demandas table. Only id is indispensable. */
export const demandaRowSchema = z.unknown().transform((raw, ctx) => {
  const lida = colunas.safeParse(raw);
  if (!lida.success) {
    ctx.addIssue({ code: 'custom', message: 'linha de demanda ilegível' });
    return z.NEVER;
  }
  const r = lida.data;
  return {
    id: r.id,
    codigo: r.codigo,
    paciente: r.paciente,
    procedimento: r.procedimentoPrincipal ?? r.procedimento,
    dataInclusao: r.dataInclusao,
    dataCirurgia: r.dataHoraSugerida ?? r.dataCirurgia,
    equipeRequisitante: r.equipeRequisitante,
    requisitante: r.profissionalInclusao ?? r.profissionalRequisitante ?? r.requisitante,
    centroCirurgico: r.centroCirurgico,
    eOncologica: r.eOncologica,
    status: r.status,
    anotacaoPendente: r.anotacaoPendente,
    /** The row's §3 'Demand' fields, for the managers' correction; an unreadable field is null. */
    registro: demandaRegistroSchema.parse(raw),
  };
});
export type DemandaRow = z.output<typeof demandaRowSchema>;

/** The number shown for a demand: its code, else its id. */
export const numeroDemanda = (row: Pick<DemandaRow, 'id' | 'codigo'>) => row.codigo ?? String(row.id);
