import { readPareceresPedido } from '@/api/pareceres/parecer-pedido';
import { lerOncologica } from '@/api/pedidos/pedido-row';
import { readDateTime } from '@/lib/dates/read';
import * as L from '@/lib/schema/lenient';
import { linha, type Bruto } from '@/lib/schema/linha';
import { readCode, readFlag, readId, readText } from '@/lib/schema/normalise';

/**
 * A request of the opinion lists and the agenda (wizards-and-management.md §3 'Technical-area records'), read
 * tolerantly, each field with its reader: only id and codigo are indispensable. The opinion list may hold thousands
 * of rows, so it is one literal (lib/schema/linha.ts), not zod's per-field pipes. Null: the row cannot be read.
 */
export const readAreaTecnicaRow = linha(
  (raw: Bruto) => ({
    id: readId(raw.id),
    codigo: readCode(raw.codigo),
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
    eOncologica: lerOncologica(raw.eOncologica),
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
  }),
  ['id', 'codigo'],
);
export type AreaTecnicaRow = NonNullable<ReturnType<typeof readAreaTecnicaRow>>;
/** The same reading where a zod schema is asked for (parseList); a row it cannot read fails. */
export const areaTecnicaRowSchema = L.fromReader(readAreaTecnicaRow);

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
