import type { z } from 'zod';
import { pedidoDetailSchema } from '@/api/pedidos/get-pedido';
import * as L from '@/lib/schema/lenient';

/**
 * A demand's record (wizards-and-management.md §3 'Demand') as a demandaCirurgiaGerente row carries it, at the row's
 * top level under the documented names (no GET of one demand is documented; docs/decisions.md 'demandas'). Its
 * fields have the request detail's names and nesting, so they are read with the request detail's lenient pieces: an
 * unreadable field is null, never a failed row.
 */
export const demandaRegistroSchema = pedidoDetailSchema
  .pick({
    id: true,
    codigo: true,
    status: true,
    paciente: true,
    atendimento: true,
    internacao: true,
    profissionalResponsavel: true,
    equipeRequisitante: true,
    dataHoraSugerida: true,
    centroCirurgico: true,
    lateralidade: true,
    indicacaoClinica: true,
    cidPrincipal: true,
    cidSecundario: true,
    procedimentoPrincipal: true,
    quantidadeProcedimentoPrincipal: true,
    procedimentoSecundario: true,
    duracaoEstimada: true,
    codigoLeitoInternacao: true,
    eOncologica: true,
  })
  .extend({ profissionalInclusao: L.nested({ id: L.id(), nome: L.text() }) });

export type DemandaRegistro = z.output<typeof demandaRegistroSchema>;
