interface StatusDotProps {
  color: string | null | undefined;
  /** Text for screen readers and the tooltip; shown beside the dot when `showLabel`. */
  label: string;
  showLabel?: boolean;
}

/** A coloured dot for a status, priority or SLA; its meaning is never colour alone. */
export function StatusDot({ color, label, showLabel = false }: StatusDotProps) {
  return (
    <span className="status-dot" title={label}>
      <span className="status-dot__dot" style={{ backgroundColor: color ?? '#9e9e9e' }} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <span className="sr-only">{label}</span>}
    </span>
  );
}
