import { Button } from 'primereact/button';

/** Error state of a data view, with a retry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="state state--error" role="alert">
      <span>{message}</span>
      {onRetry ? <Button label="Tentar novamente" icon="pi pi-refresh" onClick={onRetry} size="small" /> : null}
    </div>
  );
}

/** Empty state with the specification's message ('Sem pedidos', 'Sem anotações', …). */
export function EmptyState({ message }: { message: string }) {
  return <div className="state state--empty">{message}</div>;
}
