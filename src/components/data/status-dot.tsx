interface StatusDotProps {
  color: string | null | undefined;
  /** Text for screen readers and the tooltip; shown beside the dot when `showLabel`. */
  label: string;
  showLabel?: boolean;
  /** A status is a round dot; a priority a diamond, so the two never look alike (docs/decisions/033-o-que-o-gerente-ve.md). */
  forma?: 'circulo' | 'losango';
}

/** A coloured dot for a status, priority or SLA; its meaning is never colour alone. */
export function StatusDot({ color, label, showLabel = false, forma = 'circulo' }: StatusDotProps) {
  return (
    <span className="status-dot" title={label}>
      <span
        className={`status-dot__dot status-dot__dot--${forma}`}
        style={{ backgroundColor: color ?? '#9e9e9e' }}
        aria-hidden="true"
      />
      {showLabel ? <span>{label}</span> : <span className="sr-only">{label}</span>}
    </span>
  );
}
