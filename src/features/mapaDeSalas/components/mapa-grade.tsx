import { memo, type CSSProperties } from 'react';
import { DURACAO_NAO_INFORMADA } from '@/lib/dates/duracao-lida';
import { aguardaConferencia, EIXO_PADRAO, horaDoEixo, type Bloco, type Coluna, type MapaDoDia } from '../model/colunas';

/** Pixels per minute of the time axis: a 45-minute surgery keeps two lines of text. */
const ESCALA = 1.1;

interface Props {
  mapa: MapaDoDia;
  /** The day as dd/mm/aaaa, in the region's name. */
  diaBR: string;
  /** A surgery was picked, with the column it is in. */
  onCirurgia: (bloco: Bloco, coluna: Coluna) => void;
}

const faixa = (de: number, ate: number, inicio: number): CSSProperties => ({
  top: `${(de - inicio) * ESCALA}px`,
  height: `${(ate - de) * ESCALA}px`,
});

/** Rem a surgery takes in the list above the axis (three lines of text, as a surgery of about an hour on the axis). */
const LINHA_ANTES = 3.25;

interface BlocoProps {
  bloco: Bloco;
  /** The axis's start; null: listed above the axis, not placed on it. */
  inicio: number | null;
  onCirurgia: (bloco: Bloco) => void;
}

function BlocoMapa({ bloco, inicio, onCirurgia }: BlocoProps) {
  // An unreadable duration is said, not drawn: its start and the words, the block at its marked minimum size.
  const horas = bloco.ilegivel
    ? `${horaDoEixo(bloco.inicio)}, ${DURACAO_NAO_INFORMADA}`
    : `${horaDoEixo(bloco.inicio)}–${horaDoEixo(bloco.fim)}`;
  const estilo = inicio === null ? undefined : faixa(bloco.inicio, bloco.fim, inicio);
  if (bloco.tipo === 'intervalo')
    return (
      <div className="mapa__bloco mapa__intervalo" style={estilo}>
        <span className="sr-only">Intervalo de uso da sala {horas}</span>
        <span aria-hidden="true">Intervalo</span>
      </div>
    );
  const c = bloco.cirurgia;
  const aguarda = aguardaConferencia(c);
  const classes = ['mapa__bloco', 'mapa__cirurgia'];
  if (inicio === null) classes.push('mapa__bloco--antes');
  if (bloco.ilegivel) classes.push('mapa__bloco--ilegivel');
  if (aguarda) classes.push('mapa__cirurgia--aguardando');
  const nome = `${horas}, Pedido nº ${c.codigo ?? 'não informado'}, ${c.paciente ?? 'paciente não informado'}`;
  return (
    <button
      type="button"
      className={classes.join(' ')}
      style={estilo}
      aria-label={aguarda ? `${nome}, ${c.status ?? ''}` : nome}
      // The block cuts a long name at 1366 px: the pointer's tooltip gives it whole, with the procedure.
      title={[horas, c.paciente, c.procedimento].filter(Boolean).join(' — ')}
      onClick={() => onCirurgia(bloco)}
    >
      <span className="mapa__hora">
        {horaDoEixo(bloco.inicio)} Nº {c.codigo}
      </span>
      {bloco.ilegivel ? <span className="mapa__ilegivel">{DURACAO_NAO_INFORMADA}</span> : null}
      {aguarda ? <span className="mapa__status">{c.status}</span> : null}
      <span className="mapa__paciente">{c.paciente}</span>
    </button>
  );
}

interface Medidas {
  /** The axis's start and height. */
  inicio: number;
  altura: number;
  /** Rows of the list above the axis (the same in every column); 0: no list. */
  linhasAntes: number;
}

function ColunaMapa({ coluna, medidas, onCirurgia }: { coluna: Coluna; medidas: Medidas } & Pick<Props, 'onCirurgia'>) {
  const { inicio, altura, linhasAntes } = medidas;
  const abrir = (b: Bloco) => onCirurgia(b, coluna);
  return (
    <div className="mapa__coluna" role="group" aria-label={coluna.titulo}>
      <div className="mapa__titulo" aria-hidden="true" title={coluna.titulo}>
        {coluna.titulo}
      </div>
      {linhasAntes > 0 ? (
        <div className="mapa__antes" style={{ height: `${linhasAntes * LINHA_ANTES}rem` }}>
          {coluna.antes.map((b) => (
            <BlocoMapa key={`antes-${b.id}`} bloco={b} inicio={null} onCirurgia={abrir} />
          ))}
        </div>
      ) : null}
      <div className="mapa__corpo" style={{ height: `${altura}px` }}>
        {coluna.blocos.map((b) => (
          <BlocoMapa key={`${b.tipo}-${b.id}`} bloco={b} inicio={inicio} onCirurgia={abrir} />
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
  // A night's surgeries, over before the day starts, are listed above the axis (docs/decisions.md 'mapaDeSalas').
  const linhasAntes = Math.max(0, ...mapa.colunas.map((c) => c.antes.length));
  return (
    <div
      className="mapa"
      role="region"
      aria-label={`Mapa de salas de ${diaBR}`}
      style={{ gridTemplateColumns: `3.25rem repeat(${mapa.colunas.length}, minmax(6.5rem, 1fr))` }}
    >
      <div className="mapa__eixo" aria-hidden="true">
        <div className="mapa__titulo">Hora</div>
        {linhasAntes > 0 ? (
          <div className="mapa__antes mapa__antes-rotulo" style={{ height: `${linhasAntes * LINHA_ANTES}rem` }}>
            Antes das {horaDoEixo(EIXO_PADRAO.inicio)}
          </div>
        ) : null}
        <div className="mapa__corpo" style={{ height: `${altura}px` }}>
          {horas.map((h) => (
            <span key={h} className="mapa__marca" style={{ top: `${(h - inicio) * ESCALA}px` }}>
              {horaDoEixo(h)}
            </span>
          ))}
        </div>
      </div>
      {mapa.colunas.map((c) => (
        <ColunaMapa key={c.chave} coluna={c} medidas={{ inicio, altura, linhasAntes }} onCirurgia={onCirurgia} />
      ))}
    </div>
  );
});
