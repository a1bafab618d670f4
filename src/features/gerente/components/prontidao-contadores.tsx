import { Button } from 'primereact/button';
import type { Contador, FiltroProntidao } from '../model/prontidao';

interface GrupoProps {
  titulo: string;
  por: 'pendencia' | 'detentor';
  contadores: readonly Contador[];
  filtro: FiltroProntidao;
  onFiltro: (f: FiltroProntidao) => void;
}

/** One group of counters: each a toggle that filters the view by it (pressed again, the filter goes). */
function Grupo({ titulo, por, contadores, filtro, onFiltro }: GrupoProps) {
  if (!contadores.length) return null;
  return (
    <div className="prontidao-contadores__grupo" role="group" aria-label={titulo}>
      <span className="prontidao-contadores__titulo" aria-hidden="true">
        {titulo}
      </span>
      {contadores.map((c) => {
        const ativo = filtro?.por === por && filtro.rotulo === c.rotulo;
        return (
          <Button
            key={c.rotulo}
            type="button"
            size="small"
            outlined={!ativo}
            aria-pressed={ativo}
            onClick={() => onFiltro(ativo ? null : { por, rotulo: c.rotulo })}
          >
            <span className="p-button-label">{c.rotulo}</span>{' '}
            <span className="prontidao-contadores__total">{c.total}</span>
          </Button>
        );
      })}
    </div>
  );
}

interface Props {
  pendencias: readonly Contador[];
  detentores: readonly Contador[];
  filtro: FiltroProntidao;
  onFiltro: (f: FiltroProntidao) => void;
}

/** The counters above the Prontidão: requests by pendência and by who holds them, each a filter. */
export function ProntidaoContadores({ pendencias, detentores, filtro, onFiltro }: Props) {
  return (
    <div className="prontidao-contadores">
      <Grupo titulo="Pendências" por="pendencia" contadores={pendencias} filtro={filtro} onFiltro={onFiltro} />
      <Grupo titulo="Com o pedido" por="detentor" contadores={detentores} filtro={filtro} onFiltro={onFiltro} />
    </div>
  );
}
