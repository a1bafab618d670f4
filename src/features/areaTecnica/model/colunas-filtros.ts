import type { TableFilter, TableSearch } from '@/components/table/table-filters';
import type { LinhaParecer } from './linhas';

/** The phonetic name filter, as in the other lists. */
export const PARECER_FILTERS: readonly TableFilter<LinhaParecer>[] = [
  { id: 'paciente', kind: 'text', label: 'Filtrar por paciente', placeholder: 'Paciente', value: (r) => r.paciente },
];

/** The global search over the text of every column. */
export const PARECER_SEARCH: TableSearch<LinhaParecer> = {
  label: 'Pesquisa geral',
  placeholder: 'Pesquise pela descrição dos campos...',
  fields: (r) => [
    r.codigo,
    r.status,
    r.paciente,
    r.profissionalRequisitante,
    r.equipeRequisitante,
    r.parecerAtual?.parecerTecnico?.descricao,
  ],
};
