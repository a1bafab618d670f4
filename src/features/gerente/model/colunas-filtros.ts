import type { TableFilter, TableSearch } from '@/components/table/table-filters';
import type { LinhaGerente } from './linhas';

const texto = (id: string, label: string, value: (r: LinhaGerente) => string | null): TableFilter<LinhaGerente> => ({
  id,
  kind: 'text',
  label: `Filtrar por ${label.toLowerCase()}`,
  placeholder: label,
  value,
});

/** One filter per column of §2 (text by sound, pickers for the short lists, dd/mm/yy days). */
export const GERENTE_FILTERS: readonly TableFilter<LinhaGerente>[] = [
  {
    id: 'codigo',
    kind: 'text',
    match: 'contains',
    label: 'Filtrar por número do pedido',
    placeholder: 'Nº Pedido',
    value: (r) => r.codigo,
  },
  {
    id: 'prioridade',
    kind: 'select',
    label: 'Filtrar por prioridade',
    placeholder: 'Prioridade',
    value: (r) => r.prioridade,
  },
  { id: 'carater', kind: 'select', label: 'Filtrar por caráter', placeholder: 'Carater', value: (r) => r.nomeCarater },
  texto('paciente', 'Paciente', (r) => r.paciente),
  {
    id: 'dataInternacao',
    kind: 'date',
    label: 'Filtrar por data de internação',
    placeholder: 'Data Internação',
    value: (r) => r.dataInternacao,
  },
  {
    id: 'dataCirurgia',
    kind: 'date',
    label: 'Filtrar por data da cirurgia',
    placeholder: 'Data Cirurgia',
    value: (r) => r.dataCirurgiaExibida,
  },
  texto('equipe', 'Equipe', (r) => r.equipeRequisitante),
  texto('requisitante', 'Requisitante', (r) => r.profissionalRequisitante),
  texto('procedimento', 'Procedimento', (r) => r.procedimento),
  { id: 'status', kind: 'select', label: 'Filtrar por status', placeholder: 'Status', value: (r) => r.status },
];

/** The global search over the text of every column. */
export const GERENTE_SEARCH: TableSearch<LinhaGerente> = {
  label: 'Pesquisa geral',
  placeholder: 'Pesquise pela descrição dos campos...',
  fields: (r) => [
    r.codigo,
    r.prioridade,
    r.nomeCarater,
    r.paciente,
    r.equipeRequisitante,
    r.profissionalRequisitante,
    r.codigoProcedimento,
    r.procedimento,
    r.status,
  ],
};

/** The distinct values of the picker filters, sorted. */
export function opcoesFiltros(rows: readonly LinhaGerente[]): Record<string, string[]> {
  const unicos = (f: (r: LinhaGerente) => string | null) =>
    [...new Set(rows.map(f).filter((v): v is string => v !== null))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  return {
    prioridade: unicos((r) => r.prioridade),
    carater: unicos((r) => r.nomeCarater),
    status: unicos((r) => r.status),
  };
}
