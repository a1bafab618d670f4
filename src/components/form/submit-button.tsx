interface SubmitButtonProps {
  label: string;
  busy?: boolean;
  className?: string;
}

/** A submit button with the theme's look and a busy state, without PrimeReact's JS (it sits on the login page). */
export function SubmitButton({ label, busy = false, className = '' }: SubmitButtonProps) {
  return (
    <button type="submit" className={`p-button p-component ${className}`} disabled={busy} aria-busy={busy}>
      {busy ? <span className="p-button-icon p-button-icon-left pi pi-spin pi-spinner" aria-hidden="true" /> : null}
      <span className="p-button-label">{label}</span>
    </button>
  );
}
