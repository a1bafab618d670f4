import { z } from 'zod';
import { pedidoDetailSchema } from '@/api/pedidos/get-pedido';
import * as L from '@/lib/schema/lenient';

/**
 * A demand's full record (wizards-and-management.md §3 'Demand') as the managers' demandaCirurgiaGerente row carries
 * it (no GET of one demand is documented; docs/decisions.md 'demandas'). Its fields have the request detail's names
 * and nesting, so they are read with the request detail's lenient pieces: an unreadable field is null (its form
 * field stays empty), never a failed row.
 */
export const demandaRegistroShape = {
  ...pedidoDetailSchema.shape,
  profissionalInclusao: L.nested({ id: L.id(), nome: L.text() }),
};

export type DemandaRegistro = z.output<z.ZodObject<typeof demandaRegistroShape>>;

const schema = z.object(demandaRegistroShape);

/** A record with every field empty: what the wizard reads when the row carries none. */
export const demandaRegistroVazio = (): DemandaRegistro => schema.parse({});
