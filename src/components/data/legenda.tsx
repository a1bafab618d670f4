import type { ReactNode } from 'react';
import './legenda.css';

interface ItemLegenda {
  /** The mark as the screen draws it (a dot, a block), hidden from screen readers: the text carries the meaning. */
  marca: ReactNode;
  rotulo: string;
}

/** A colour legend that reads without hovering: each mark beside its meaning in words (DESIGN.md 'Screens'). */
export function Legenda({ titulo, itens }: { titulo: string; itens: readonly ItemLegenda[] }) {
  return (
    <div className="legenda" role="group" aria-label={titulo}>
      <span className="legenda__titulo">{titulo}:</span>
      <ul className="legenda__itens">
        {itens.map((i) => (
          <li key={i.rotulo} className="legenda__item">
            <span className="legenda__marca" aria-hidden="true">
              {i.marca}
            </span>
            {i.rotulo}
          </li>
        ))}
      </ul>
    </div>
  );
}
