import type { ButtonHTMLAttributes } from 'react';

interface RowIconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  /** PrimeIcons class ('pi pi-eye'). */
  icon: string;
  'aria-label': string;
}

/**
 * A table row's icon button: the markup and classes of PrimeReact's `<Button icon text rounded size="small">`, so it
 * looks and behaves the same, without the kit's pass-through machinery, which every row repaint ran once per button
 * (docs/decisions/025-pisos-do-bench.md 'Filters apply in the keystroke's render; row buttons in plain markup').
 */
export function RowIconButton({ icon, className, disabled, ...rest }: RowIconButtonProps) {
  const classes = `p-button p-component p-button-icon-only p-button-text p-button-rounded p-button-sm${disabled ? ' p-disabled' : ''}${className ? ` ${className}` : ''}`;
  return (
    <button type="button" className={classes} disabled={disabled} {...rest}>
      <span className={`${icon} p-button-icon p-c`} />
      <span className="p-button-label p-c">{'\u00a0'}</span>
    </button>
  );
}
