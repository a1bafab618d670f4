import { useContext, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatDateTimeBR } from '@/lib/dates/format';
import { PrintUserContext } from './print-user';
import * as tableExport from './table-export';
import type { TableExport } from './table-export';
import type { PrintContent } from './table-export-actions';

const PRINTING = 'imprimindo-lista';

/**
 * The list on paper: a header with the screen, the filters in use, the user and 'Impresso em dd/mm/aaaa HH:mm',
 * then every filtered row as text. Only it prints while shown (table-print.css); the browser's print dialog opens
 * once it is on the page, and it goes when that dialog closes.
 */
export function PrintView({
  exportacao,
  content,
  onDone,
}: {
  exportacao: TableExport;
  content: PrintContent;
  onDone: () => void;
}) {
  const usuario = useContext(PrintUserContext);
  const [em] = useState(() => formatDateTimeBR(new Date()));
  // Computed once: the rows as they were when 'Imprimir lista' was pressed.
  const [{ table, filtros: daTabela }] = useState(() => content(tableExport));
  const filtros = [...(exportacao.filtros ?? []), ...daTabela];

  useEffect(() => {
    document.body.classList.add(PRINTING);
    window.addEventListener('afterprint', onDone);
    window.print();
    return () => {
      window.removeEventListener('afterprint', onDone);
      document.body.classList.remove(PRINTING);
    };
  }, [onDone]);

  return createPortal(
    <section className="print-view" aria-label={`Impressão de ${exportacao.tela}`}>
      <h1>{exportacao.tela}</h1>
      <p>Filtros: {filtros.length ? filtros.join('; ') : 'nenhum'}</p>
      <p>Usuário: {usuario}</p>
      <p>Impresso em {em}</p>
      <table>
        <thead>
          <tr>
            {table.header.map((h, i) => (
              // Headers and cells are fixed while shown: their position is their identity.
              <th key={i} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>,
    document.body,
  );
}
