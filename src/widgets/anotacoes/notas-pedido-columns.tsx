import type { Anotacao } from '@/api/anotacoes/anotacoes-medico';
import { simNao } from '@/api/anotacoes/nova-anotacao';
import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { CellText } from '@/components/table/cell-text';
import type { TableColumn } from '@/components/table/data-table-shell';
import type { TableFilter, TableSearch } from '@/components/table/table-filters';
import { RowActionsMenu } from '@/components/table/row-actions-menu';
import { formatDateTimeBR, parseApiDate } from '@/lib/dates/format';

/** The panel's columns: Anotação, Data, Para médico, Para Área Técnica, Ações (a delete button). */
export function notasColumns(onExcluir: (nota: Anotacao) => void): TableColumn<Anotacao>[] {
  return [
    { key: 'anotacao', header: 'Anotação', body: (r) => <CellText text={r.anotacao ?? NAO_INFORMADO} /> },
    {
      key: 'data',
      header: 'Data',
      body: (r) => formatDateTimeBR(r.dataInclusao) || NAO_INFORMADO,
      sortValue: (r) => parseApiDate(r.dataInclusao)?.getTime() ?? 0,
      width: '9rem',
    },
    { key: 'medico', header: 'Para médico', body: (r) => simNao(r.mostraMeusPedidos), width: '7rem' },
    { key: 'areaTecnica', header: 'Para Área Técnica', body: (r) => simNao(r.mostraAreaTecnica), width: '8rem' },
    {
      key: 'acoes',
      header: 'Ações',
      width: '5rem',
      body: (r) => (
        <RowActionsMenu
          primary={[{ id: 'excluir', label: 'Excluir anotação', icon: 'pi pi-trash', onSelect: () => onExcluir(r) }]}
          more={[]}
          subject={`anotação de ${formatDateTimeBR(r.dataInclusao) || r.id}`}
          menuLabel={`Ações da anotação ${r.id}`}
        />
      ),
    },
  ];
}

export const NOTAS_FILTERS: readonly TableFilter<Anotacao>[] = [
  { id: 'data', kind: 'date', label: 'Filtrar por data', placeholder: 'dd/mm/aa', value: (r) => r.dataInclusao },
];

export const NOTAS_SEARCH: TableSearch<Anotacao> = {
  label: 'Filtrar anotações',
  placeholder: 'Pesquisar anotação...',
  fields: (r) => [r.anotacao],
};
