import type { DemandaRow } from '@/api/demandas/demanda-row';
import type { TableSearch } from '@/components/table/table-filters';

/** The demand tables' global search: number, patient, procedure, team, requester (matched by sound). */
export const DEMANDA_SEARCH: TableSearch<DemandaRow> = {
  label: 'Filtrar demandas',
  placeholder: 'Pesquisar demanda...',
  fields: (r) => [r.codigo, r.paciente, r.procedimento, r.equipeRequisitante, r.requisitante],
};
