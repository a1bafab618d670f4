import { readParecerPedido, type ParecerPedido } from '@/api/pareceres/parecer-pedido';
import { readPedidoRow, type PedidoRow } from '@/api/pedidos/pedido-row';
import { readDateTime } from '@/lib/dates/read';
import { isRecord, readCode, readDecimal, readFlag, readId, readText } from '@/lib/schema/normalise';

/**
 * The opinions as the Prontidão reads them: an empty list, or the second dialect's null or '', is none; a list absent
 * from the row, a list with an entry that is not a record, or any other value, is unknown rather than none
 * (docs/decisions/023-prontidao.md, 'Unknown is never Pronto').
 */
function pareceres(raw: unknown): ParecerPedido[] | null {
  if (raw === undefined) return null;
  if (raw === null || raw === '') return [];
  if (!Array.isArray(raw)) return null;
  const lidos: ParecerPedido[] = [];
  for (const item of raw) {
    const parecer = readParecerPedido(item);
    if (!parecer) return null;
    lidos.push(parecer);
  }
  return lidos;
}

/** The surgery's room (salaCirurgia): an id, or {id, descricao | nomeSala} (§3 'Room'); null when unreadable. */
function sala(raw: unknown): { id: number; nome: string | null } | null {
  const nested = isRecord(raw) ? raw : null;
  const id = readId(nested ? nested.id : raw);
  if (id === null) return null;
  return { id, nome: nested ? (readText(nested.descricao) ?? readText(nested.nomeSala) ?? null) : null };
}

// caraterAtendimento is the id here (nomeCaraterAtendimento the name), but either may come as the other's form.
function carater(raw: Record<string, unknown>): { id: number | null; nome: string | null } {
  const value = raw.caraterAtendimento;
  const nested = isRecord(value) ? value : null;
  return {
    id: readId(nested ? nested.id : value),
    nome: readText(raw.nomeCaraterAtendimento) ?? readText(nested ? nested.descricao : null) ?? null,
  };
}

/**
 * A row of the manager list (§3 'Manager list row'): the requester-list row and the manager's own fields, each with
 * its reader (lib/schema/linha.ts); 5,000 rows must read fast. Null when id or code is unreadable.
 */
export function readGerenteRow(raw: unknown) {
  const base = readPedidoRow(raw);
  if (!base || !isRecord(raw)) return null;
  const c = carater(raw);
  // One literal with every field, the requester-list row's written out: each row then has the same fast layout,
  // quick to read in every cell and to copy into the list's rows (Pedidos de Cirurgias' first rows, measured by the
  // bench). Object.assign of these fields onto a literal left every row a dictionary; spreading the requester-list
  // row and adding these grew each row's storage field by field (five times slower to build: 19 → 99 ms for 3,090
  // rows in Node). The check below makes a field of PedidoRow left out here an error.
  return {
    id: base.id,
    codigo: base.codigo,
    requisitante: base.requisitante,
    paciente: base.paciente,
    idLegadoPaciente: base.idLegadoPaciente,
    GMR: base.GMR,
    eOncologica: base.eOncologica,
    procedimento: base.procedimento,
    codigoProcedimento: base.codigoProcedimento,
    dataInclusao: base.dataInclusao,
    dataCirurgia: base.dataCirurgia,
    dataHoraSugerida: base.dataHoraSugerida,
    status: base.status,
    status_id: base.status_id,
    corStatus: base.corStatus,
    equipeRequisitante: base.equipeRequisitante,
    anotacaoPendente: base.anotacaoPendente,
    necessariaAvaliacaoAnestesica: base.necessariaAvaliacaoAnestesica,
    possuiHemoterapico: base.possuiHemoterapico,
    pedidoCampanha: base.pedidoCampanha,
    idLegadoInternacao: base.idLegadoInternacao,
    modalidadeAtendimento: base.modalidadeAtendimento,
    cidPrincipal: base.cidPrincipal,
    caraterAtendimento: c.nome ?? base.caraterAtendimento,
    prioridade: readText(raw.prioridade),
    corPrioridade: readText(raw.corPrioridade),
    caraterId: c.id,
    nomeCarater: c.nome ?? base.caraterAtendimento,
    dataInternacao: readDateTime(raw.dataInternacao),
    profissionalRequisitante: readText(raw.profissionalRequisitante) ?? base.requisitante,
    nomeSLA: readText(raw.nomeSLA),
    dataHoraAlteracaoStatus: readDateTime(raw.dataHoraAlteracaoStatus),
    prazoAlertaSLAEletivo: readDecimal(raw.prazoAlertaSLAEletivo),
    prazoLimiteSLAEletivo: readDecimal(raw.prazoLimiteSLAEletivo),
    prazoAlertaSLAUrgencia: readDecimal(raw.prazoAlertaSLAUrgencia),
    prazoLimiteSLAUrgencia: readDecimal(raw.prazoLimiteSLAUrgencia),
    pedidoSaudeSuplementar: readFlag(raw.pedidoSaudeSuplementar),
    nomeConvenio: readText(raw.nomeConvenio),
    primeiraConferencia: readDateTime(raw.primeiraConferencia),
    codigoLeitoInternacao: readCode(raw.codigoLeitoInternacao),
    salaCirurgia: sala(raw.salaCirurgia),
    // The technical areas' opinions; null when the answer's list cannot be read (docs/decisions/023-prontidao.md).
    pareceresPedido: pareceres(raw.pareceresPedido),
    dataImpressaoRPH: base.dataImpressaoRPH,
    dataImpressaoPedidoInternacao: base.dataImpressaoPedidoInternacao,
    dataImpressaoAvisoCirurgico: base.dataImpressaoAvisoCirurgico,
    dataImpressaoAIH: base.dataImpressaoAIH,
  };
}

// Every field of the requester-list row is a manager row's too (the screens share their cells): a field left out of
// readGerenteRow fails this constraint.
type IncluiPedidoRow<T extends PedidoRow> = T;
/** A row of the manager list, as readGerenteRow reads it. */
export type GerenteRow = IncluiPedidoRow<NonNullable<ReturnType<typeof readGerenteRow>>>;
