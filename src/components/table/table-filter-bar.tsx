import { Button } from 'primereact/button';
import { memo, startTransition, useEffect, useId, useState } from 'react';
import { DateInput } from '@/components/form/date-input';
import { afterNextPaint } from '@/lib/yield-to-browser';
import { TableSelectFilter } from './table-select-filter';
import { SEARCH_ID, type FilterValues, type TableFilter, type TableSearch } from './table-filters';
import { usePhoneLayout } from '@/components/layout/use-media-query';

interface TableFilterBarProps<T> {
  filters: readonly TableFilter<T>[];
  search?: TableSearch<T>;
  /** The options of the select filters, by filter id (catalogue descriptions). */
  options?: Readonly<Record<string, readonly string[]>>;
  values: FilterValues;
  onChange: (id: string, value: string) => void;
  /** The list has loaded (its rows, its empty state or its error are shown): the pickers can be used. */
  pronto?: boolean;
}

/** 'Filtros', or 'Filtros (2)' when two column filters have a value. */
function filtersToggleLabel(active: number): string {
  return active > 0 ? `Filtros (${active})` : 'Filtros';
}

/**
 * The global search and one labelled control per column filter (dd/mm/yy calendars, pickers, text). On a phone the
 * column filters sit behind a 'Filtros' button that counts the active ones; the global search stays in view.
 */
export function TableFilterBar<T>({
  filters,
  search,
  options = {},
  values,
  onChange,
  pronto = true,
}: TableFilterBarProps<T>) {
  const prefix = useId();
  const pickers = useDepoisDaPintura(pronto);
  const idOf = (id: string) => `${prefix}-${id}`;
  const phone = usePhoneLayout();
  const [open, setOpen] = useState(false);
  const active = filters.filter((f) => (values[f.id] ?? '').trim() !== '').length;
  const showFilters = !phone || open;
  return (
    <div className="filters" role="search" aria-label="Filtros da lista">
      {search ? (
        // PrimeReact's IconField and InputText markup as plain elements: the keystroke path stays in React alone.
        <span className="p-icon-field p-icon-field-left filters__global">
          <span className="p-input-icon pi pi-search" aria-hidden="true" />
          <input
            className="p-inputtext p-component"
            id={idOf(SEARCH_ID)}
            aria-label={search.label}
            placeholder={search.placeholder ?? 'Pesquisar...'}
            value={values[SEARCH_ID] ?? ''}
            onChange={(e) => onChange(SEARCH_ID, e.target.value)}
          />
        </span>
      ) : null}
      {phone && filters.length > 0 ? (
        <Button
          type="button"
          className="filters__toggle"
          icon="pi pi-filter"
          outlined
          label={filtersToggleLabel(active)}
          aria-expanded={open}
          aria-controls={idOf('painel')}
          onClick={() => setOpen((o) => !o)}
        />
      ) : null}
      <div id={idOf('painel')} className="filters__panel">
        {showFilters
          ? filters.map((f) => (
              <span key={f.id} className="filters__item">
                <label className="sr-only" htmlFor={idOf(f.id)}>
                  {f.label}
                </label>
                {f.kind !== 'text' && !pickers ? (
                  <PickerEmEspera kind={f.kind} placeholder={f.placeholder} />
                ) : (
                  <FilterControl
                    filterId={f.id}
                    kind={f.kind}
                    label={f.label}
                    placeholder={f.placeholder}
                    id={idOf(f.id)}
                    value={values[f.id] ?? ''}
                    options={options[f.id] ?? NO_OPTIONS}
                    onChange={onChange}
                  />
                )}
              </span>
            ))
          : null}
      </div>
    </div>
  );
}

const NO_OPTIONS: readonly string[] = [];

/**
 * True from the frame after `pronto` first became true, and from then on. The pickers (PrimeReact's Dropdown walks
 * every option on each render; the date filters were PrimeReact Calendars, which built their month grids) cost tens of
 * milliseconds to mount: mounted while the list's request is under way, that work held back the answer on a 2-core PC;
 * mounted with the first rows, it held back their paint (docs/decisions/025-pisos-do-bench.md 'The pickers of a filter
 * bar mount after the first rows').
 */
function useDepoisDaPintura(pronto: boolean): boolean {
  const [depois, setDepois] = useState(false);
  useEffect(() => {
    if (!pronto || depois) return undefined;
    let vivo = true;
    // In a transition: React renders the pickers a few milliseconds at a time, and a key typed meanwhile (the global
    // search, a text filter) is handled first instead of waiting for the whole mount.
    void afterNextPaint().then(() => {
      if (vivo) startTransition(() => setDepois(true));
    });
    return () => {
      vivo = false;
    };
  }, [pronto, depois]);
  return depois;
}

/**
 * A picker's place while the list loads: its size and look, disabled (there is nothing to filter yet), hidden from
 * assistive technology (the control itself follows with the rows).
 */
function PickerEmEspera({ kind, placeholder }: { kind: 'select' | 'date'; placeholder: string }) {
  if (kind === 'date')
    return (
      <span className="p-calendar p-component p-inputwrapper p-calendar-w-btn p-disabled" aria-hidden="true">
        <input className="p-inputtext p-component" placeholder={placeholder} disabled tabIndex={-1} />
        <span className="p-button p-component p-datepicker-trigger p-button-icon-only">
          <span className="p-button-icon p-c pi pi-calendar" />
        </span>
      </span>
    );
  return (
    <span className="p-dropdown p-component p-inputwrapper p-disabled" aria-hidden="true">
      <span className="p-dropdown-label p-inputtext p-placeholder">{placeholder}</span>
      <span className="p-dropdown-trigger">
        <span className="p-dropdown-trigger-icon pi pi-chevron-down" />
      </span>
    </span>
  );
}

interface FilterControlProps {
  filterId: string;
  kind: TableFilter<unknown>['kind'];
  label: string;
  placeholder: string;
  id: string;
  value: string;
  options: readonly string[];
  onChange: (id: string, value: string) => void;
}

// Memoised: a keystroke in one field repaints that field and the rows, not every picker of the bar.
const FilterControl = memo(function FilterControl({
  filterId,
  kind,
  label,
  placeholder,
  id,
  value,
  options,
  onChange,
}: FilterControlProps) {
  const set = (next: string) => onChange(filterId, next);
  switch (kind) {
    case 'text':
      return (
        <input
          className="p-inputtext p-component"
          id={id}
          placeholder={placeholder}
          value={value}
          onChange={(e) => set(e.target.value)}
        />
      );
    case 'select':
      return <TableSelectFilter id={id} placeholder={placeholder} value={value} options={options} onChange={set} />;
    case 'date':
      // The app's date field without its frame (the label is the bar's): its month grid is built only when opened.
      return <DateInput semMoldura inputId={id} label={label} placeholder={placeholder} value={value} onChange={set} />;
  }
});
