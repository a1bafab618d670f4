import { z } from 'zod';
import { pareceresPedido } from '@/api/pareceres/parecer-pedido';
import { oncologica } from '@/api/pedidos/pedido-row';
import * as L from '@/lib/schema/lenient';

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
