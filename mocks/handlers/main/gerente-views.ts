import { cat } from '../../db/db';
import type { MockPedido } from '../../db/pedido-types';
import { SLA_PRAZOS } from '../../db/seed-gerente';
import { pareceresPedido } from './pareceres-views';
import { pedidoRow } from './pedido-views';
import type { LinhaLida } from '../lido-pelo-app';
import type { GerenteRow } from '@/features/gerente/api/gerente-row';

const byId = <T extends { id: number }>(list: readonly T[], id: number | null | undefined) =>
  id === null || id === undefined ? undefined : list.find((x) => x.id === id);

/** A row of the manager list (wizards-and-management.md §3 'Manager list row'). */
export function gerenteRow(p: MockPedido) {
  const base = pedidoRow(p);
  const prioridade = byId(cat.prioridades, p.prioridadeCirurgia);
  const requisitante = byId(cat.profissionais, p.profissionalRequisitante);
  const convenio = byId(cat.convenios, p.atendimento?.convenio ?? p.convenio);
  // Object.assign onto a literal: a wide spread is several times slower in V8 (the large seed has 5,000 rows).
  const row = {
    prioridade: prioridade?.descricao ?? null,
    codigoPrioridade: prioridade?.id ?? null,
    corPrioridade: prioridade?.cor ?? null,
    nomeCaraterAtendimento: base.caraterAtendimento,
    dataInternacao: p.dataInternacao,
    equipeRequisitanteId: p.equipeRequisitante,
    profissionalRequisitanteID: p.profissionalRequisitante,
    nomeSLA: null,
    dataHoraAlteracaoStatus: p.dataHoraAlteracaoStatus,
    ...SLA_PRAZOS,
    pedidoSaudeSuplementar: p.tipoPedido === '1',
    nomeConvenio: convenio?.descricao ?? null,
    primeiraConferencia: p.primeiraConferencia,
    duracaoEstimada: p.duracaoEstimada,
    salaCirurgia: p.salaCirurgia,
    codigoLeitoInternacao: p.codigoLeitoInternacao,
    centroCirurgico: p.centroCirurgico,
    pareceresPedido: pareceresPedido(p),
  };
  // The row's caraterId and nomeCarater are read from caraterAtendimento and nomeCaraterAtendimento.
  return Object.assign(row, base, {
    caraterAtendimento: p.caraterAtendimento,
    profissionalRequisitante: requisitante?.nome ?? null,
  }) satisfies LinhaLida<Omit<GerenteRow, 'caraterId' | 'nomeCarater'>>;
}

interface GerenteFiltros {
  centros: number[];
  dataInicio: string | null;
  dataFim: string | null;
  convenios: number[];
  campanhas: number[];
  semCampanha: boolean;
  onco: boolean;
}

/** An id list as any form a client sends it (list, comma string, {id} objects). */
export const ids = (v: unknown): number[] =>
  (Array.isArray(v) ? v : String(v ?? '').split(','))
    .map((x) => Number(typeof x === 'object' && x && 'id' in x ? x.id : x))
    .filter((n) => Number.isFinite(n) && n > 0);

/** The 'yyyy-MM-dd' day of a date or date-time text. */
export const day = (v: unknown): string | null => (typeof v === 'string' && v.length >= 10 ? v.slice(0, 10) : null);

/** The body's filtros {centrosCirurgicos (comma list), dataInicio, dataFim, convenios, campanhas, …, eOnco}. */
export function readFiltros(body: Record<string, unknown>): GerenteFiltros {
  const raw = body.filtros;
  const f: Record<string, unknown> = raw && typeof raw === 'object' ? Object.fromEntries(Object.entries(raw)) : {};
  return {
    centros: ids(f.centrosCirurgicos),
    dataInicio: day(f.dataInicio),
    dataFim: day(f.dataFim),
    convenios: ids(f.convenios),
    campanhas: ids(f.campanhas),
    semCampanha: f.filtrarPedidosSemCampanha === true || f.filtrarPedidosSemCampanha === 'true',
    onco: String(f.eOnco ?? '2') === '1',
  };
}

/** Whether a confirmed request passes the manager's filters (surgery day within the period). */
export function passaFiltros(p: MockPedido, f: GerenteFiltros): boolean {
  const data = (p.dataHoraSugerida ?? p.dataCirurgia)?.slice(0, 10);
  if (!p.confirmado || !data) return false;
  if (f.dataInicio && data < f.dataInicio) return false;
  if (f.dataFim && data > f.dataFim) return false;
  if (f.centros.length && !f.centros.includes(p.centroCirurgico ?? 0)) return false;
  const convenio = p.atendimento?.convenio ?? p.convenio ?? 0;
  if (f.convenios.length && !f.convenios.includes(convenio)) return false;
  if (f.semCampanha && p.campanha !== null) return false;
  if (f.campanhas.length && !f.campanhas.includes(p.campanha ?? 0)) return false;
  return !f.onco || p.eOncologica === '1';
}
