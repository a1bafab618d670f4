import { useEffect, useRef } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { LoadingState } from '@/components/data/loading-state';
import { forgetReload, isChunkLoadError, mayReload, pagina, reloadFor } from './chunk-reload';

/**
 * Every route's error element, shown inside its layout (the menu stays): a Portuguese message and 'Recarregar', never
 * the error's text or stack (DESIGN.md 'A failure is never an empty screen'). A screen's code that failed to load
 * (a tab left open across a deploy) reloads the page once by itself first.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  // Decided once per failure shown: the page's re-renders neither reload again nor flip to the message.
  const recarregar = useRef<boolean | null>(null);
  recarregar.current ??= isChunkLoadError(error) && mayReload(pathname);
  const vaiRecarregar = recarregar.current;
  useEffect(() => {
    if (vaiRecarregar) reloadFor(pathname);
    else {
      forgetReload();
      // The detail stays in the console for support, never on the screen.
      console.error(error);
    }
  }, [vaiRecarregar, pathname, error]);
  if (vaiRecarregar) return <LoadingState label="Atualizando o sistema..." />;
  return (
    <div className="state state--error route-error" role="alert">
      <h1 className="route-error__title">Não foi possível abrir esta tela</h1>
      <p>
        Ocorreu um erro inesperado. Recarregue a página; se o problema continuar, use o menu para abrir outra tela e
        avise o suporte.
      </p>
      <button type="button" className="p-button p-component p-button-sm" onClick={pagina.recarregar}>
        <i className="pi pi-refresh p-button-icon p-button-icon-left" aria-hidden="true" />
        <span className="p-button-label">Recarregar</span>
      </button>
    </div>
  );
}
