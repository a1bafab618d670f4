import type { TableFilter, TableSearch } from '@/components/table/table-filters';
import type { ListRow } from './list-rows';

const codigo: TableFilter<ListRow> = {
  id: 'codigo',
  kind: 'text',
  match: 'contains',
  label: 'Filtrar por número do pedido',
  placeholder: 'Nº do pedido',
  value: (r) => r.codigo,
};
const requisitante: TableFilter<ListRow> = {
  id: 'requisitante',
  kind: 'text',
  label: 'Filtrar por requisitante',
  placeholder: 'Requisitante',
  value: (r) => r.requisitante,
};
const rest: readonly TableFilter<ListRow>[] = [
  { id: 'paciente', kind: 'text', label: 'Filtrar por paciente', placeholder: 'Paciente', value: (r) => r.paciente },
  {
    id: 'procedimento',
    kind: 'select',
    label: 'Filtrar por procedimento',
    placeholder: 'Procedimento',
    value: (r) => r.procedimento,
  },
  {
    id: 'dataInclusao',
    kind: 'date',
    label: 'Filtrar por data do pedido',
    placeholder: 'Data do pedido',
    value: (r) => r.dataInclusao,
  },
  {
    id: 'dataCirurgia',
    kind: 'date',
    label: 'Filtrar por data da cirurgia',
    placeholder: 'Data da cirurgia',
    value: (r) => r.dataCirurgiaExibida,
  },
  { id: 'status', kind: 'select', label: 'Filtrar por status', placeholder: 'Status', value: (r) => r.status },
];

/** Meus Pedidos' column filters: number, patient (by sound), procedure and status pickers, dd/mm/yy days. */
export const MEUS_PEDIDOS_FILTERS: readonly TableFilter<ListRow>[] = [codigo, ...rest];
/** Pedidos de Residentes adds the requester (by sound). */
export const RESIDENTES_FILTERS: readonly TableFilter<ListRow>[] = [codigo, requisitante, ...rest];

/** The global search: number, patient, requester, procedure (code and name) and status. */
export const PEDIDOS_SEARCH: TableSearch<ListRow> = {
  label: 'Pesquisa geral',
  placeholder: 'Pesquisar...',
  fields: (r) => [r.codigo, r.paciente, r.requisitante, r.codigoProcedimento, r.procedimento, r.status],
};
