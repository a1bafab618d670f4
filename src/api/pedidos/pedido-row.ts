import { z } from 'zod';
import * as L from '@/lib/schema/lenient';
import { readDateTime } from '@/lib/dates/read';
import { linha, type Bruto } from '@/lib/schema/linha';
import { isRecord, readCode, readFlag, readId, readIdList, readText } from '@/lib/schema/normalise';

/** eOncologica as a field reader: the ids 1 Sim / 2 Não (constants.md), or any yes/no spelling → boolean | null. */
export const lerOncologica = (value: unknown): boolean | null => (readId(value) === 2 ? false : readFlag(value));

const modalidade = (v: unknown) =>
  isRecord(v)
    ? { id: readId(v.id), descricao: readText(v.descricao), recursosBloqueados: readIdList(v.recursosBloqueados) ?? [] }
    : null;
const cid = (v: unknown) =>
  isRecord(v) ? { id: readId(v.id), codigo: readCode(v.codigo), descricao: readText(v.descricao) } : null;

/**
 * A row of the requester lists (requester-side.md §3 'Request list row'), each field with its reader: Meus Pedidos
 * may hold thousands of rows, so it is one literal, not zod's per-field pipes. Null: the row cannot be read (only id
 * and codigo are indispensable).
 */
export const readPedidoRow = linha(
  (raw: Bruto) => ({
    id: readId(raw.id),
    codigo: readCode(raw.codigo),
    requisitante: readText(raw.requisitante),
    paciente: readText(raw.paciente),
    idLegadoPaciente: readId(raw.idLegadoPaciente),
    // The specification fixes GMR 'True' and eOncologica '1' as 'yes'; the flag reader accepts both spellings.
    GMR: readFlag(raw.GMR),
    eOncologica: lerOncologica(raw.eOncologica),
    procedimento: readText(raw.procedimento),
    codigoProcedimento: readCode(raw.codigoProcedimento),
    dataInclusao: readDateTime(raw.dataInclusao),
    dataCirurgia: readDateTime(raw.dataCirurgia),
    dataHoraSugerida: readDateTime(raw.dataHoraSugerida),
    status: readText(raw.status),
    status_id: readId(raw.status_id),
    corStatus: readText(raw.corStatus),
    equipeRequisitante: readText(raw.equipeRequisitante),
    anotacaoPendente: readFlag(raw.anotacaoPendente),
    necessariaAvaliacaoAnestesica: readFlag(raw.necessariaAvaliacaoAnestesica),
    possuiHemoterapico: readFlag(raw.possuiHemoterapico),
    pedidoCampanha: readFlag(raw.pedidoCampanha),
    idLegadoInternacao: readId(raw.idLegadoInternacao),
    modalidadeAtendimento: modalidade(raw.modalidadeAtendimento),
    cidPrincipal: cid(raw.cidPrincipal),
    caraterAtendimento: readText(raw.caraterAtendimento),
    dataImpressaoRPH: readDateTime(raw.dataImpressaoRPH),
    dataImpressaoPedidoInternacao: readDateTime(raw.dataImpressaoPedidoInternacao),
    dataImpressaoAvisoCirurgico: readDateTime(raw.dataImpressaoAvisoCirurgico),
    dataImpressaoAIH: readDateTime(raw.dataImpressaoAIH),
  }),
  ['id', 'codigo'],
);

export type PedidoRow = NonNullable<ReturnType<typeof readPedidoRow>>;

/** The same reading where a zod schema is asked for (parseList); a row it cannot read fails. */
export const pedidoRowSchema = L.fromReader(readPedidoRow);

/** eOncologica inside a zod object (the request's detail, the demand row). */
export const oncologica = () => z.unknown().optional().transform(lerOncologica);
