import { Dropdown } from 'primereact/dropdown';
import { memo, useId } from 'react';

/** The page links shown around the current page (PrimeReact's default). */
const PAGE_LINKS = 5;

interface ShellPaginatorProps {
  first: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  onPage: (first: number) => void;
  onPageSize: (size: number) => void;
}

/** The page numbers to link: a window of five around the current one, kept inside 1…pages. */
function pageWindow(page: number, pages: number): number[] {
  const size = Math.min(PAGE_LINKS, pages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The page sizes offered: the table's own (5 in a dialog) among the usual ones, so the choice shows a value. */
export function pageSizeOptions(pageSizes: readonly number[], current: number): number[] {
  return [...new Set([...pageSizes, current])].sort((a, b) => a - b);
}

/**
 * The pt-BR paginator under a table, in PrimeReact's markup and classes (its theme styles it) without its
 * component: first, previous, five pages, next, last, the page size and '1 a 10 de 57'.
 */
export const ShellPaginator = memo(function ShellPaginator({
  first,
  pageSize,
  total,
  pageSizes,
  onPage,
  onPageSize,
}: ShellPaginatorProps) {
  const pageSizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.floor(first / pageSize) + 1;
  const go = (p: number) => onPage((Math.min(Math.max(p, 1), pages) - 1) * pageSize);
  const atStart = page <= 1;
  const atEnd = page >= pages;
  const edge = (label: string, icon: string, target: number, disabled: boolean, cls: string) => (
    <button
      type="button"
      className={`${cls} p-paginator-element p-link${disabled ? ' p-disabled' : ''}`}
      aria-label={label}
      disabled={disabled}
      onClick={() => go(target)}
    >
      <span className={`p-paginator-icon pi ${icon}`} aria-hidden="true" />
    </button>
  );
  return (
    <nav className="p-paginator p-component p-paginator-bottom" aria-label="Paginação">
      {edge('Primeira página', 'pi-angle-double-left', 1, atStart, 'p-paginator-first')}
      {edge('Página anterior', 'pi-angle-left', page - 1, atStart, 'p-paginator-prev')}
      <span className="p-paginator-pages">
        {pageWindow(page, pages).map((p) => (
          <button
            key={p}
            type="button"
            className={`p-paginator-page p-paginator-element p-link${p === page ? ' p-highlight' : ''}`}
            aria-label={`Página ${p}`}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => go(p)}
          >
            {p}
          </button>
        ))}
      </span>
      {edge('Próxima página', 'pi-angle-right', page + 1, atEnd, 'p-paginator-next')}
      {edge('Última página', 'pi-angle-double-right', pages, atEnd, 'p-paginator-last')}
      <span className="table-shell__page-size">
        <label htmlFor={pageSizeId}>Linhas por página</label>
        <Dropdown
          inputId={pageSizeId}
          // The trigger button has no name once a value is chosen (PrimeReact names it by its placeholder).
          pt={{ trigger: { 'aria-label': 'Escolher linhas por página' } }}
          value={pageSize}
          options={pageSizeOptions(pageSizes, pageSize)}
          onChange={(e) => {
            if (typeof e.value === 'number') onPageSize(e.value);
          }}
        />
      </span>
      <span className="p-paginator-current">
        {first + 1} a {Math.min(first + pageSize, total)} de {total}
      </span>
    </nav>
  );
});
