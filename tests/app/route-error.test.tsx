// Every route has an error page inside its layout (DESIGN.md 'A failure is never an empty screen'): a Portuguese
// message, 'Recarregar' and the menu, never React Router's developer page; a screen's code that failed to load after
// a deploy reloads the page once by itself.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pagina } from '@/app/routes/chunk-reload';
import { renderApp } from '../utils/render-app';

const PAGINA = '@/features/relatorios/routes/relatorios-page';
const MENSAGEM = 'Não foi possível abrir esta tela';

let recargas = 0;
beforeEach(() => {
  recargas = 0;
  vi.spyOn(pagina, 'recarregar').mockImplementation(() => {
    recargas += 1;
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.doUnmock(PAGINA);
  vi.restoreAllMocks();
});

/** The menu and the error page, as the user sees them after the screen failed. */
async function paginaDeErro() {
  const alerta = await screen.findByRole('alert', {}, { timeout: 15_000 });
  expect(within(alerta).getByRole('heading', { name: MENSAGEM })).toBeInTheDocument();
  expect(within(alerta).getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  expect(screen.queryByText(/Unexpected Application Error|Hey developer/)).not.toBeInTheDocument();
  return alerta;
}

describe('route error page', () => {
  it('a screen that throws while rendering shows the Portuguese page inside the layout, and Recarregar reloads', async () => {
    vi.doMock(PAGINA, () => ({
      RelatoriosPage: () => {
        throw new Error('Cannot read properties of undefined (reading "map")');
      },
    }));
    const { user } = renderApp('/admin/relatorioDemandaCirurgica', { as: 'mariana.lima' });
    const alerta = await paginaDeErro();
    expect(alerta).not.toHaveTextContent(/reading|undefined|map/);
    expect(recargas).toBe(0);
    await user.click(within(alerta).getByRole('button', { name: 'Recarregar' }));
    expect(recargas).toBe(1);
  });

  it('a screen whose code fails to load reloads the page once, then shows the error page', async () => {
    // The browser's error for a chunk the server no longer has, raised where the screen's module is read.
    vi.doMock(PAGINA, () => ({
      get RelatoriosPage() {
        throw new TypeError('Failed to fetch dynamically imported module: /assets/relatorios-page-x1.js');
      },
    }));
    const { unmount } = renderApp('/admin/relatorioDemandaCirurgica', { as: 'mariana.lima' });
    expect(await screen.findByText('Atualizando o sistema...', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(recargas).toBe(1);
    unmount();

    // After the reload the code still fails: the page says so instead of reloading again.
    renderApp('/admin/relatorioDemandaCirurgica');
    await paginaDeErro();
    expect(recargas).toBe(1);
  });
});
