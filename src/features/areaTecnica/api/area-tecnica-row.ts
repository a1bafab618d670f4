import { z } from 'zod';
import { pareceresPedido, readPareceresPedido } from '@/api/pareceres/parecer-pedido';
import { oncologica } from '@/api/pedidos/pedido-row';
import { readDateTime } from '@/lib/dates/read';
import * as L from '@/lib/schema/lenient';
import { isRecord, readCode, readFlag, readId, readText } from '@/lib/schema/normalise';

/**
 * A request of the opinion lists and the agenda (wizards-and-management.md §3 'Technical-area records'), read
 * tolerantly: only id and codigo are indispensable.
 */
export const areaTecnicaRowSchema = z.object({
  id: L.required(L.id()),
  codigo: L.required(L.code()),
  paciente: L.text(),
  profissionalRequisitante: L.text(),
  equipeRequisitante: L.text(),
  procedimento: L.text(),
  status: L.text(),
  status_id: L.id(),
  idstatus: L.id(),
  corStatus: L.text(),
  cor: L.text(),
  corbolinha: L.text(),
  dataCirurgia: L.dateTime(),
  dataHoraSugerida: L.dateTime(),
  dataFimCirurgia: L.dateTime(),
  GMR: L.flag(),
  eOncologica: oncologica(),
  pedidoSaudeSuplementar: L.flag(),
  nomeConvenio: L.text(),
  possuiItensEventuais: L.flag(),
  descricaoparecer: L.text(),
  justificativaparecer: L.text(),
  descricaomotivocancelamento: L.text(),
  observacoescancelamento: L.text(),
  tipoanestesia: L.text(),
  motivoAvaliacaoAnestesica: L.text(),
  pareceresPedido: pareceresPedido(),
});
export type AreaTecnicaRow = z.output<typeof areaTecnicaRowSchema>;

/**
 * The same reading as areaTecnicaRowSchema, written out with the normalisers: the opinion list may hold thousands of
 * rows and zod's per-field pipes cost about twice as much (as readPedidoRow for Meus Pedidos). Its return type is the
 * schema's, so a field cannot be forgotten; a test reads every seeded row of both dialects both ways. Null: the row
 * cannot be read.
 */
export function readAreaTecnicaRow(raw: unknown): AreaTecnicaRow | null {
  if (!isRecord(raw)) return null;
  const id = readId(raw.id);
  const codigo = readCode(raw.codigo);
  if (id === null || codigo === null) return null;
  return {
    id,
    codigo,
    paciente: readText(raw.paciente),
    profissionalRequisitante: readText(raw.profissionalRequisitante),
    equipeRequisitante: readText(raw.equipeRequisitante),
    procedimento: readText(raw.procedimento),
    status: readText(raw.status),
    status_id: readId(raw.status_id),
    idstatus: readId(raw.idstatus),
    corStatus: readText(raw.corStatus),
    cor: readText(raw.cor),
    corbolinha: readText(raw.corbolinha),
    dataCirurgia: readDateTime(raw.dataCirurgia),
    dataHoraSugerida: readDateTime(raw.dataHoraSugerida),
    dataFimCirurgia: readDateTime(raw.dataFimCirurgia),
    GMR: readFlag(raw.GMR),
    eOncologica: readId(raw.eOncologica) === 2 ? false : readFlag(raw.eOncologica),
    pedidoSaudeSuplementar: readFlag(raw.pedidoSaudeSuplementar),
    nomeConvenio: readText(raw.nomeConvenio),
    possuiItensEventuais: readFlag(raw.possuiItensEventuais),
    descricaoparecer: readText(raw.descricaoparecer),
    justificativaparecer: readText(raw.justificativaparecer),
    descricaomotivocancelamento: readText(raw.descricaomotivocancelamento),
    observacoescancelamento: readText(raw.observacoescancelamento),
    tipoanestesia: readText(raw.tipoanestesia),
    motivoAvaliacaoAnestesica: readText(raw.motivoAvaliacaoAnestesica),
    pareceresPedido: readPareceresPedido(raw.pareceresPedido),
  };
}

/** The request's status id, whichever of the two names the back-end fills. */
export const statusDe = (r: AreaTecnicaRow): number | null => r.status_id ?? r.idstatus;
/** The surgery's date-time: the confirmed one, else the suggested one. */
export const cirurgiaDe = (r: AreaTecnicaRow): string | null => r.dataCirurgia ?? r.dataHoraSugerida;

export const areaTecnicaKeys = {
  all: ['areaTecnica'] as const,
  pareceres: (profissionalId: number, filtros: unknown) =>
    ['areaTecnica', 'pareceres', profissionalId, filtros] as const,
  agenda: (path: string) => ['areaTecnica', 'agenda', path] as const,
  motivo: (eventoId: number) => ['areaTecnica', 'motivo', eventoId] as const,
  detalhes: (pedidoId: number) => ['areaTecnica', 'detalhes', pedidoId] as const,
  itens: (areaId: number, pedidoId: number) => ['areaTecnica', 'itens', areaId, pedidoId] as const,
};
