import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useId } from 'react';
import { parseApiDate, toIsoDay } from '@/lib/dates/format';
import { SEARCH_ID, type FilterValues, type TableFilter, type TableSearch } from './table-filters';

interface TableFilterBarProps<T> {
  filters: readonly TableFilter<T>[];
  search?: TableSearch<T>;
  /** The options of the select filters, by filter id (catalogue descriptions). */
  options?: Readonly<Record<string, readonly string[]>>;
  values: FilterValues;
  onChange: (id: string, value: string) => void;
}

/** The global search and one labelled control per column filter (dd/mm/yy calendars, pickers, text). */
export function TableFilterBar<T>({ filters, search, options = {}, values, onChange }: TableFilterBarProps<T>) {
  const prefix = useId();
  const idOf = (id: string) => `${prefix}-${id}`;
  return (
    <div className="filters" role="search" aria-label="Filtros da lista">
      {search ? (
        <span className="filters__global p-input-icon-left">
          <i className="pi pi-search" aria-hidden="true" />
          <InputText
            id={idOf(SEARCH_ID)}
            aria-label={search.label}
            placeholder={search.placeholder ?? 'Pesquisar...'}
            value={values[SEARCH_ID] ?? ''}
            onChange={(e) => onChange(SEARCH_ID, e.target.value)}
          />
        </span>
      ) : null}
      {filters.map((f) => (
        <span key={f.id} className="filters__item">
          <label className="sr-only" htmlFor={idOf(f.id)}>
            {f.label}
          </label>
          <FilterControl filter={f} id={idOf(f.id)} value={values[f.id] ?? ''} options={options[f.id] ?? []} onChange={(v) => onChange(f.id, v)} />
        </span>
      ))}
    </div>
  );
}

interface FilterControlProps<T> {
  filter: TableFilter<T>;
  id: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}

function FilterControl<T>({ filter, id, value, options, onChange }: FilterControlProps<T>) {
  switch (filter.kind) {
    case 'text':
      return <InputText id={id} placeholder={filter.placeholder} value={value} onChange={(e) => onChange(e.target.value)} />;
    case 'select':
      return (
        <Dropdown
          inputId={id}
          placeholder={filter.placeholder}
          value={value || null}
          options={[...options]}
          onChange={(e) => onChange(typeof e.value === 'string' ? e.value : '')}
          filter={options.length > 10}
          showClear
        />
      );
    case 'date':
      return (
        <Calendar
          inputId={id}
          placeholder={filter.placeholder}
          dateFormat="dd/mm/yy"
          value={parseApiDate(value)}
          onChange={(e) => onChange(e.value instanceof Date ? toIsoDay(e.value) : '')}
          // Typing stays in the field; the icon button opens the month grid (focus moves into it).
          showOnFocus={false}
          showIcon
          // Named here: the app's pt-BR locale has no 'chooseDate' (the button and the month grid would have no name).
          pt={{ dropdownButton: { root: { 'aria-label': `Escolher data: ${filter.label}` } }, panel: { 'aria-label': filter.label } }}
          showButtonBar
        />
      );
  }
}
