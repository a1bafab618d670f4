import { useMemo } from 'react';
import { legendaDe } from './legenda';

/**
 * The status colours of an agenda's events, each with its status written out: read without hovering, and colour is
 * never the only carrier of the status (every event's name says it too).
 */
export function LegendaStatus({ eventos }: { eventos: readonly { cor: string | null; status: string }[] }) {
  const itens = useMemo(() => legendaDe(eventos), [eventos]);
  if (!itens.length) return null;
  return (
    <ul className="legenda-status" aria-label="Legenda das cores dos status">
      {itens.map((i) => (
        <li key={`${i.cor}|${i.status}`}>
          <span className="legenda-status__cor" style={{ backgroundColor: i.cor }} aria-hidden="true" />
          {i.status}
        </li>
      ))}
    </ul>
  );
}
