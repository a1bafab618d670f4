// The tracking response (requester-side.md §3 'Tracking response'), read tolerantly (docs/decisions/005) with the
// plain normalisers: this public page loads no zod (docs/decisions/012-rastreamento-failure.md, its size budget).
import { readDate, readDateTime } from '@/lib/dates/read';
import { isRecord, readCode, readId, readList, readText } from '@/lib/schema/normalise';
import { etapaAtual, type EtapaRastreio } from '../model/etapa-atual';
import { nomeReservado } from '../model/nome-reservado';

/** What the tracking page shows. */
export interface Rastreio {
  status: string | null;
  cor: string | null;
  /** The first name and initials only (model/nome-reservado.ts): the whole name is never kept. */
  paciente: string | null;
  procedimento: string | null;
  /** Calendar day 'yyyy-MM-dd'. */
  dataInclusao: string | null;
  cid: { codigo: string | null; descricao: string | null } | null;
  /** The cancellation's reason, when the answer carries one (the specification's response names none). */
  motivoCancelamento: string | null;
  etapas: EtapaRastreio[];
  /** Index of the current step in `etapas`, or null. */
  atual: number | null;
}

// A colour is only ever used as a background: a hex value, a CSS name or rgb()/hsl() notation.
const COR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgb|hsl)a?\([\d\s.,%]+\))$/i;

function readCor(value: unknown): string | null {
  const text = readCode(value);
  return text && COR.test(text) ? text : null;
}

function readEtapa(value: unknown): EtapaRastreio {
  if (!isRecord(value)) return { descricao: readText(value), cor: null, data: null };
  return {
    descricao: readText(value.descricao ?? value.nome ?? value.status ?? value.statusPedido),
    cor: readCor(value.cor ?? value.corStatus),
    data: readDateTime(value.data ?? value.dataStatus ?? value.dataHora),
  };
}

function readCid(value: unknown): Rastreio['cid'] {
  if (isRecord(value)) {
    const codigo = readCode(value.codigo);
    const descricao = readText(value.descricao);
    return codigo || descricao ? { codigo, descricao } : null;
  }
  const text = readText(value);
  return text ? { codigo: null, descricao: text } : null;
}

// A reason's id alone ('1', 3) says nothing to a patient: only its text is shown.
function readMotivo(value: unknown): string | null {
  const text = typeof value === 'number' ? null : readText(value);
  return text && !/^\d+$/.test(text.trim()) ? text : null;
}

/**
 * The response as the page shows it; null when nothing in it can be read (decision 012: a request whose status or
 * steps are missing still shows its patient, procedure, date and diagnosis).
 */
export function readRastreio(data: unknown): Rastreio | null {
  if (!isRecord(data)) return null;
  const etapas = (readList(data.listaStatusRastreio) ?? []).map(readEtapa);
  const status = readText(data.statusPedido);
  const paciente = readText(data.paciente);
  const rastreio: Rastreio = {
    status,
    cor: readCor(data.corStatusPedido),
    paciente: paciente && nomeReservado(paciente),
    procedimento: readText(data.procedimento),
    dataInclusao: readDate(data.dataInclusao),
    cid: readCid(data.cidPrincipal),
    motivoCancelamento: readMotivo(data.motivoCancelamento ?? data.motivo),
    etapas,
    atual: etapaAtual(etapas, readId(data.stepAtualPedido), status),
  };
  const lidos = [status, rastreio.paciente, rastreio.procedimento, rastreio.dataInclusao, rastreio.cid];
  return etapas.length > 0 || lidos.some(Boolean) ? rastreio : null;
}
