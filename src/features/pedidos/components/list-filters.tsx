import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { parseApiDate, toIsoDay } from '@/lib/dates/format';
import type { ListFilters } from '../model/filter-rows';

interface ListFiltersProps {
  filters: ListFilters;
  onChange: (patch: Partial<ListFilters>) => void;
  showRequisitante?: boolean;
}

/** The per-column filters and the global search of the request lists. */
export function ListFiltersBar({ filters, onChange, showRequisitante = false }: ListFiltersProps) {
  const procedimentos = useCatalogue('procedimentoCirurgico').data ?? [];
  const status = useCatalogue('statusPedido').data ?? [];
  return (
    <div className="filters" role="search" aria-label="Filtros da lista">
      <span className="filters__global p-input-icon-left">
        <i className="pi pi-search" aria-hidden="true" />
        <InputText
          aria-label="Pesquisa geral"
          placeholder="Pesquisar..."
          value={filters.global}
          onChange={(e) => onChange({ global: e.target.value })}
        />
      </span>
      <InputText aria-label="Filtrar por número do pedido" placeholder="Nº do pedido" value={filters.codigo} onChange={(e) => onChange({ codigo: e.target.value })} />
      {showRequisitante ? (
        <InputText aria-label="Filtrar por requisitante" placeholder="Requisitante" value={filters.requisitante} onChange={(e) => onChange({ requisitante: e.target.value })} />
      ) : null}
      <InputText aria-label="Filtrar por paciente" placeholder="Paciente" value={filters.paciente} onChange={(e) => onChange({ paciente: e.target.value })} />
      <Dropdown
        aria-label="Filtrar por procedimento"
        placeholder="Procedimento"
        value={filters.procedimento}
        options={procedimentos.map((p) => p.descricao)}
        onChange={(e) => onChange({ procedimento: typeof e.value === 'string' ? e.value : null })}
        filter
        showClear
      />
      <Dropdown
        aria-label="Filtrar por status"
        placeholder="Status"
        value={filters.status}
        options={status.map((s) => s.descricao)}
        onChange={(e) => onChange({ status: typeof e.value === 'string' ? e.value : null })}
        showClear
      />
      <Calendar
        aria-label="Filtrar por data do pedido"
        placeholder="Data do pedido"
        dateFormat="dd/mm/yy"
        value={parseApiDate(filters.diaInclusao)}
        onChange={(e) => onChange({ diaInclusao: e.value instanceof Date ? toIsoDay(e.value) : '' })}
        showButtonBar
      />
      <Calendar
        aria-label="Filtrar por data da cirurgia"
        placeholder="Data da cirurgia"
        dateFormat="dd/mm/yy"
        value={parseApiDate(filters.diaCirurgia)}
        onChange={(e) => onChange({ diaCirurgia: e.value instanceof Date ? toIsoDay(e.value) : '' })}
        showButtonBar
      />
    </div>
  );
}
