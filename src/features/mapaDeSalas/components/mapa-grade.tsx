import { memo, type CSSProperties } from 'react';
import { horaDoEixo, type Bloco, type Coluna, type MapaDoDia } from '../model/colunas';

/** Pixels per minute of the time axis: a 45-minute surgery keeps two lines of text. */
const ESCALA = 1.1;

interface Props {
  mapa: MapaDoDia;
  /** The day as dd/mm/aaaa, in the region's name. */
  diaBR: string;
  onCirurgia: (bloco: Bloco) => void;
}

const faixa = (de: number, ate: number, inicio: number): CSSProperties => ({
  top: `${(de - inicio) * ESCALA}px`,
  height: `${(ate - de) * ESCALA}px`,
});

function BlocoMapa({ bloco, inicio, onCirurgia }: { bloco: Bloco; inicio: number; onCirurgia: Props['onCirurgia'] }) {
  const horas = `${horaDoEixo(bloco.inicio)}–${horaDoEixo(bloco.fim)}`;
  if (bloco.tipo === 'intervalo')
    return (
      <div className="mapa__bloco mapa__intervalo" style={faixa(bloco.inicio, bloco.fim, inicio)}>
        <span className="sr-only">Intervalo de uso da sala {horas}</span>
        <span aria-hidden="true">Intervalo</span>
      </div>
    );
  const c = bloco.cirurgia;
  return (
    <button
      type="button"
      className="mapa__bloco mapa__cirurgia"
      style={faixa(bloco.inicio, bloco.fim, inicio)}
      aria-label={`${horas}, Pedido nº ${c.codigo ?? 'não informado'}, ${c.paciente ?? 'paciente não informado'}`}
      title={`${horas} — ${c.procedimento ?? ''}`}
      onClick={() => onCirurgia(bloco)}
    >
      <span className="mapa__hora">
        {horaDoEixo(bloco.inicio)} Nº {c.codigo}
      </span>
      <span className="mapa__paciente">{c.paciente}</span>
    </button>
  );
}

function ColunaMapa({
  coluna,
  altura,
  inicio,
  onCirurgia,
}: { coluna: Coluna; altura: number; inicio: number } & Pick<Props, 'onCirurgia'>) {
  return (
    <div className="mapa__coluna" role="group" aria-label={coluna.titulo}>
      <div className="mapa__titulo" aria-hidden="true">
        {coluna.titulo}
      </div>
      <div className="mapa__corpo" style={{ height: `${altura}px` }}>
        {coluna.blocos.map((b) => (
          <BlocoMapa key={`${b.tipo}-${b.id}`} bloco={b} inicio={inicio} onCirurgia={onCirurgia} />
        ))}
      </div>
    </div>
  );
}

/**
 * The day's rooms side by side beside one time axis (docs/decisions/011-mapa-de-salas-columns.md): green surgeries,
 * red setup time. The region scrolls sideways when the rooms do not fit; the axis stays.
 */
export const MapaGrade = memo(function MapaGrade({ mapa, diaBR, onCirurgia }: Props) {
  const { inicio, fim } = mapa.eixo;
  const altura = (fim - inicio) * ESCALA;
  const horas = Array.from({ length: (fim - inicio) / 60 }, (_, i) => inicio + i * 60);
  return (
    <div
      className="mapa"
      role="region"
      aria-label={`Mapa de salas de ${diaBR}`}
      style={{ gridTemplateColumns: `3.25rem repeat(${mapa.colunas.length}, minmax(6.5rem, 1fr))` }}
    >
      <div className="mapa__eixo" aria-hidden="true">
        <div className="mapa__titulo">Hora</div>
        <div className="mapa__corpo" style={{ height: `${altura}px` }}>
          {horas.map((h) => (
            <span key={h} className="mapa__marca" style={{ top: `${(h - inicio) * ESCALA}px` }}>
              {horaDoEixo(h)}
            </span>
          ))}
        </div>
      </div>
      {mapa.colunas.map((c) => (
        <ColunaMapa key={c.chave} coluna={c} altura={altura} inicio={inicio} onCirurgia={onCirurgia} />
      ))}
    </div>
  );
});
