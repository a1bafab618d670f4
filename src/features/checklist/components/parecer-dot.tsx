import type { ParecerCelula } from '@/api/pareceres/parecer-celula';

/** An area's opinion dot: its colour, and its text in the shared tooltip and for screen readers. */
export function ParecerDot({ celula }: { celula: ParecerCelula }) {
  return (
    <span className="parecer-dot" role="img" aria-label={celula.texto} data-tooltip={celula.texto}>
      <span className="status-dot__dot" style={{ backgroundColor: celula.cor }} aria-hidden="true" />
    </span>
  );
}
