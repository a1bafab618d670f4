import { Button } from 'primereact/button';
import { CentroToggles } from '@/widgets/filtros/centro-toggles';
import type { Escopo } from '../model/agenda-medico';

interface Props {
  escopo: Escopo;
  onEscopo: (escopo: Escopo) => void;
  /** The professional's own centres, one button each (requester-side.md §2 'Surgeon agenda', §6). */
  centros: readonly number[];
  escolhidos: readonly number[];
  onCentros: (centros: number[]) => void;
}

const ESCOPOS: readonly { valor: Escopo; rotulo: string }[] = [
  { valor: 'meus', rotulo: 'Meus Pedidos' },
  { valor: 'todos', rotulo: 'Todos' },
];

/** 'Meus Pedidos' / 'Todos' and the centre toggles. */
export function AgendaFiltros({ escopo, onEscopo, centros, escolhidos, onCentros }: Props) {
  return (
    <form className="agenda-filtros" aria-label="Filtros da agenda" onSubmit={(e) => e.preventDefault()}>
      <fieldset className="filtros-comuns__grupo">
        <legend>Pedidos</legend>
        {ESCOPOS.map((e) => (
          <Button
            key={e.valor}
            type="button"
            label={e.rotulo}
            outlined={escopo !== e.valor}
            aria-pressed={escopo === e.valor}
            size="small"
            onClick={() => onEscopo(e.valor)}
          />
        ))}
      </fieldset>
      <CentroToggles centros={centros} escolhidos={escolhidos} onChange={onCentros} />
    </form>
  );
}
