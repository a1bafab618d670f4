import { z } from 'zod';
import { listOf, parseResponse, unexpectedResponse } from '@/lib/http/parse-response';
import { isRecord, readList } from '@/lib/schema/normalise';
import * as L from '@/lib/schema/lenient';
import type { Linha } from '../model/series';

// How each dashboard answer is read (wizards-and-management.md §7 'Dashboard'): the documented field names, every
// value read leniently (docs/decisions/005-lenient-reading.md). A row that is no object reads as unreadable.

type Leitor = (data: unknown) => Linha[];

function leitor<S extends z.ZodRawShape>(endpoint: string, shape: S, para: (r: z.output<z.ZodObject<S>>) => Linha) {
  const schema = z.object(shape);
  const ler: Leitor = (data) =>
    listOf(data, endpoint).map((raw) => {
      const r = schema.safeParse(raw);
      return r.success ? para(r.data) : { rotulo: null, valor: null };
    });
  return ler;
}

export const lerDemandasPorEquipe = leitor(
  'POST /api/listarTotalDemandasPorEquipe',
  { equipe: L.text(), quantidadedemandas: L.decimal() },
  (r) => ({ rotulo: r.equipe, valor: r.quantidadedemandas }),
);
export const lerProcedimentosDemanda = leitor(
  'POST /api/listarProcedimentosIncluidosDemanda',
  { Demanda_procedimentoPrincipal: L.text(), quantidadedemandas: L.decimal() },
  (r) => ({ rotulo: r.Demanda_procedimentoPrincipal, valor: r.quantidadedemandas }),
);
export const lerEletivoUrgencia = leitor(
  'POST /api/listarQuantidadeEletivoVsUrgencia',
  { descricao: L.text(), quantidade: L.decimal() },
  (r) => ({ rotulo: r.descricao, valor: r.quantidade }),
);
export const lerPedidosFinalizados = leitor(
  'POST /api/listarQuantidadePedidosFinalizados',
  { data_finalizado: L.date(), quantidade_pedido: L.decimal() },
  (r) => ({ rotulo: r.data_finalizado, valor: r.quantidade_pedido }),
);
export const lerPedidosIncluidos = leitor(
  'POST /api/listarQuantidadePedidosIncluidos',
  { data_inclusao: L.date(), quantidade_pedido: L.decimal() },
  (r) => ({ rotulo: r.data_inclusao, valor: r.quantidade_pedido }),
);
export const lerDemandasCadastradas = leitor(
  'POST /api/listarQuantidadeDemandasCadastradas',
  { data_inclusao: L.date(), quantidade_demanda: L.decimal() },
  (r) => ({ rotulo: r.data_inclusao, valor: r.quantidade_demanda }),
);
export const lerProcedimentosRealizados = leitor(
  'POST /api/listarProcedimentosRealizadosPorEquipe',
  { procedimento: L.text(), quantidade_procedimento: L.decimal() },
  (r) => ({ rotulo: r.procedimento, valor: r.quantidade_procedimento }),
);
export const lerTotalPedido = leitor(
  'POST /api/listarTotalPedido',
  { dataInclusao: L.date(), totalPedidoHoje: L.decimal() },
  (r) => ({ rotulo: r.dataInclusao, valor: r.totalPedidoHoje }),
);
export const lerTotalDemanda = leitor(
  'POST /api/listarTotalDemanda',
  { dataInclusao: L.date(), totaldemandaacumulada: L.decimal() },
  (r) => ({ rotulo: r.dataInclusao, valor: r.totaldemandaacumulada }),
);

const convertidaSchema = z.object({ demanda_aberto: L.decimal(), demanda_finalizada: L.decimal() });

/** listarDemandaConvertidaPedido: one record or a list of them. */
export function lerConvertidas(data: unknown): { aberto: number | null; finalizada: number | null }[] {
  const lista = readList(data) ?? (isRecord(data) ? [data] : null);
  if (!lista) throw unexpectedResponse('POST /api/listarDemandaConvertidaPedido');
  return lista.map((raw) => {
    const r = convertidaSchema.safeParse(raw);
    return r.success
      ? { aberto: r.data.demanda_aberto, finalizada: r.data.demanda_finalizada }
      : { aberto: null, finalizada: null };
  });
}

const totalHojeSchema = z.object({
  dataInclusao: L.date(),
  totalPedidoHoje: L.decimal(),
  totaldemandaacumulada: L.decimal(),
});

/** GET /api/apiTotalPedido and /api/apiTotalDemanda: one record (or a list of one) with its date. */
export function lerTotalGeral(data: unknown, endpoint: string) {
  const raw = readList(data)?.[0] ?? data;
  return parseResponse(totalHojeSchema, raw, endpoint);
}
