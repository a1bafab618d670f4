import { useContext, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { PrintUserContext } from '@/components/table/print-user';
import { formatDateTimeBR } from '@/lib/dates/format';
import { estadosDoMapa, horaDaCirurgia, mapaDoDia, rotuloDoDia, type AreasDoMapa } from '../model/prontidao-mapa';
import type { LinhaProntidao } from './prontidao-columns';

const PRINTING = 'imprimindo-lista';

const COLUNAS = [
  'Hora',
  'Nº Pedido',
  'Paciente',
  'Procedimento',
  'Cirurgião',
  'Conferência',
  'OPME',
  'Sangue',
  'Leito',
  'Parecer anestésico',
];

interface Props {
  linhas: readonly LinhaProntidao[];
  hoje: string;
  areas: AreasDoMapa;
  onDone: () => void;
}

/**
 * 'Imprimir mapa do dia': today's surgeries, one page per room in the sheet's order, each row with its time, patient,
 * procedure, surgeon, anaesthesia and the state of conference, OPME, blood, bed and anaesthesia opinion
 * (docs/decisions/023-prontidao.md). Printed as the lists are (table-print.css), then gone.
 */
export function ProntidaoMapaDoDia({ linhas, hoje, areas, onDone }: Props) {
  const usuario = useContext(PrintUserContext);
  const [em] = useState(() => formatDateTimeBR(new Date()));
  // Computed once: the rows as they were when the button was pressed.
  const [paginas] = useState(() => mapaDoDia(linhas, hoje));
  useEffect(() => {
    document.body.classList.add(PRINTING);
    window.addEventListener('afterprint', onDone);
    window.print();
    return () => {
      window.removeEventListener('afterprint', onDone);
      document.body.classList.remove(PRINTING);
    };
  }, [onDone]);
  const titulo = `Mapa do dia — ${rotuloDoDia(`${hoje}T00:00:00`, hoje)}`;
  return createPortal(
    <section className="print-view prontidao-mapa" aria-label="Impressão do mapa do dia">
      {paginas.length ? null : (
        <>
          <h1>{titulo}</h1>
          <p>Sem cirurgias hoje.</p>
        </>
      )}
      {paginas.map((pagina) => (
        <section key={pagina.sala} className="prontidao-mapa__sala" aria-label={pagina.sala}>
          <h1>{titulo}</h1>
          <h2>{pagina.sala}</h2>
          <p>Usuário: {usuario}</p>
          <p>Impresso em {em}</p>
          <table>
            <thead>
              <tr>
                {COLUNAS.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {pagina.linhas.map((l) => {
                const e = estadosDoMapa(l.pendencias, areas);
                const celulas = [
                  horaDaCirurgia(l.dataCirurgiaExibida),
                  l.codigo,
                  l.paciente ?? NAO_INFORMADO,
                  l.procedimento ?? NAO_INFORMADO,
                  l.profissionalRequisitante ?? NAO_INFORMADO,
                  e.conferencia,
                  e.opme,
                  e.sangue,
                  e.leito,
                  e.anestesia,
                ];
                return (
                  <tr key={l.id}>
                    {celulas.map((c, i) => (
                      // The cells are fixed while shown: their position is their identity.
                      <td key={i}>{c}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
    </section>,
    document.body,
  );
}
