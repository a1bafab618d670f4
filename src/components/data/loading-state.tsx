/** Loading state of a data view (no PrimeReact JS: it is the fallback of every lazy route, the login page's too). */
export function LoadingState({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <i className="pi pi-spin pi-spinner" style={{ fontSize: '1.75rem' }} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
