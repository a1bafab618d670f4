import { createContext, useContext, useEffect, useRef } from 'react';
import { COR_SEM_PARECER, SEM_PARECER } from '@/api/pareceres/parecer-celula';
import { NAO_INFORMADO } from '@/components/data/nao-informado';
import type { LinhaParecer } from '../model/linhas';

/**
 * The row whose dot takes the focus once drawn (after an opinion was saved), as the reloaded list holds it (the table
 * draws the new rows a moment after the old ones, whose dots are about to go); a context, so the columns stay the same.
 */
export const FocoDoPonto = createContext<{ foco: LinhaParecer | null; onFocado: () => void }>({
  foco: null,
  onFocado: () => undefined,
});

/**
 * The area's opinion dot in its current colour. It opens the opinion dialog when §4 allows it; otherwise it is
 * read-only and its tooltip (and accessible name) says why.
 */
export function ParecerPonto({
  r,
  area,
  onParecer,
}: {
  r: LinhaParecer;
  area: string;
  onParecer: (r: LinhaParecer) => void;
}) {
  const { foco, onFocado } = useContext(FocoDoPonto);
  const focar = foco === r;
  const botao = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focar || !botao.current) return;
    botao.current.focus();
    onFocado();
  }, [focar, onFocado]);
  const atual = r.parecerAtual?.parecerTecnico;
  const cor = atual?.cor ?? r.corbolinha ?? COR_SEM_PARECER;
  const opiniao = atual ? (atual.descricao ?? NAO_INFORMADO) : SEM_PARECER;
  const justificativa = r.parecerAtual?.justificativa?.trim();
  const texto = `${area}: ${opiniao}${justificativa ? ` — Justificativa: ${justificativa}` : ''}`;
  const dot = <span className="status-dot__dot" style={{ backgroundColor: cor }} aria-hidden="true" />;
  if (!r.habilitacao.habilitado) {
    const motivo = `${texto}. ${r.habilitacao.motivo}`;
    return (
      <span className="parecer-dot" role="img" aria-label={motivo} data-tooltip={motivo}>
        {dot}
      </span>
    );
  }
  const rotulo = `Dar parecer no pedido ${r.codigo} (${texto})`;
  return (
    <button
      ref={botao}
      type="button"
      data-pedido={r.id}
      className="parecer-dot parecer-dot--botao"
      aria-label={rotulo}
      data-tooltip={rotulo}
      onClick={() => onParecer(r)}
    >
      {dot}
    </button>
  );
}
