import { legendaPizza } from '../model/apresentacao';
import type { Serie } from '../model/series';

/**
 * A pie's legend as a list beside or under the pie (never inside its canvas, where long entries were cut and pushed
 * the pie below a readable size): each slice's colour, its label cut at 50 characters with the whole text on hover
 * (constants.md), its value and share, so the colour is never the only way to tell the slices apart.
 */
export function LegendaPizza({ titulo, serie }: { titulo: string; serie: Serie }) {
  return (
    <ul className="legenda-pizza" aria-label={`Legenda: ${titulo}`}>
      {legendaPizza(serie).map((e) => (
        <li key={e.completo} className="legenda-pizza__entrada" title={e.completo}>
          <span className="legenda-pizza__cor" style={{ background: e.cor }} aria-hidden="true" />
          <span className="legenda-pizza__rotulo">{e.rotulo}</span>
          <span className="legenda-pizza__valor">{e.valor}</span>
        </li>
      ))}
    </ul>
  );
}
