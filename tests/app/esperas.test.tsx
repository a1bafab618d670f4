// A wait says so (DESIGN.md 'Screens'): from 'Entrar' until the first screen shows, the button is
// busy and a second press sends nothing; while a screen's code loads, a progress bar shows under the top bar. The
// screens' modules are held here until released, so nothing depends on how long anything takes.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { renderApp } from '../utils/render-app';

const MEUS_PEDIDOS = '@/features/pedidos/routes/meus-pedidos-page';
const AGENDA = '@/features/agenda/routes/agenda-medico-page';
const ALTERAR_SENHA = '@/features/auth/routes/alterar-senha-page';
const PEDIDOS_CIRURGIA = '@/features/gerente/routes/pedidos-cirurgia-page';

/** Resolves once the page has not changed for 300 ms (its lists drawn, its late pickers in). */
async function paginaQuieta() {
  let ultima = performance.now();
  const observador = new MutationObserver(() => {
    ultima = performance.now();
  });
  observador.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  await waitFor(() => expect(performance.now() - ultima).toBeGreaterThanOrEqual(300), {
    timeout: 10_000,
    interval: 50,
  });
  observador.disconnect();
}

/** A module whose import waits until `liberar()`; `pedido` resolves once the app asked for it. */
function segurarModulo(caminho: string) {
  let liberar = () => {};
  const liberado = new Promise<void>((resolve) => {
    liberar = resolve;
  });
  let avisar = () => {};
  const pedido = new Promise<void>((resolve) => {
    avisar = resolve;
  });
  vi.doMock(caminho, async (importOriginal) => {
    avisar();
    await liberado;
    return importOriginal();
  });
  return { pedido, liberar };
}

let logins = 0;
const contarLogins = ({ request }: { request: Request }) => {
  if (request.method === 'POST' && request.url.endsWith('/api/loginDemanda')) logins += 1;
};
beforeEach(() => {
  logins = 0;
  server.events.on('request:start', contarLogins);
});
afterEach(() => {
  server.events.removeListener('request:start', contarLogins);
  vi.doUnmock(MEUS_PEDIDOS);
  vi.doUnmock(AGENDA);
  vi.doUnmock(ALTERAR_SENHA);
});

describe('waits', () => {
  it("'Entrar' stays busy and disabled until the first screen shows, and a second press signs in once", async () => {
    const tela = segurarModulo(MEUS_PEDIDOS);
    const { user } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Usuário'), 'carlos.mendes');
    await user.type(screen.getByLabelText('Senha'), 'senha123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    // Signed in; the first screen's code is still on its way: the filled form says it is entering.
    await tela.pedido;
    const entrar = screen.getByRole('button', { name: 'Entrar' });
    expect(entrar).toBeDisabled();
    expect(entrar).toHaveAttribute('aria-busy', 'true');
    await user.click(entrar);
    await user.type(screen.getByLabelText('Senha'), '{Enter}');
    expect(logins).toBe(1);

    tela.liberar();
    expect(await screen.findByRole('heading', { name: 'Meus Pedidos' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(logins).toBe(1);
  });

  it('a screen whose code is still loading shows a progress bar under the top bar until it opens', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    expect(await screen.findByRole('heading', { name: 'Meus Pedidos' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Carregando a tela' })).not.toBeInTheDocument();

    const tela = segurarModulo(AGENDA);
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    await user.click(within(menu).getByRole('link', { name: 'Agenda do Médico' }));
    await tela.pedido;
    // Found while the code is held (the bar may be drawn again as the navigation goes on: found is what counts).
    await screen.findByRole('progressbar', { name: 'Carregando a tela' });

    tela.liberar();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Carregando a tela' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Agenda do Médico' })).toBeInTheDocument();
  });

  it('a menu click changes nothing on the screen it leaves while the next one loads, and no bar before 300 ms', async () => {
    const { user } = renderApp('/admin/minhasDemandas', { as: 'mariana.lima' });
    expect(await screen.findByRole('heading', { name: 'Minhas Demandas' }, { timeout: 15_000 })).toBeInTheDocument();
    await paginaQuieta();

    const tela = segurarModulo(PEDIDOS_CIRURGIA);
    const mudancas: { quando: number; o: string }[] = [];
    const observador = new MutationObserver((registros) => {
      const quando = performance.now();
      for (const r of registros) {
        const nos = [...r.addedNodes].map((n) => (n instanceof Element ? n.getAttribute('role') : n.nodeName));
        mudancas.push({ quando, o: `${r.type} ${r.target.nodeName} ${nos.join(',')}` });
      }
    });
    observador.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    const clique = performance.now();
    await user.click(within(menu).getByRole('link', { name: 'Pedidos de Cirurgias' }));
    await tela.pedido;
    // Still loading: the bar says so, and it is the first change the page saw since the click, 300 ms after it.
    expect(await screen.findByRole('progressbar', { name: 'Carregando a tela' })).toBeInTheDocument();
    observador.disconnect();
    expect(mudancas[0]?.o).toBe('childList DIV progressbar');
    expect(mudancas[0]!.quando - clique).toBeGreaterThanOrEqual(300);

    tela.liberar();
    expect(
      await screen.findByRole('heading', { name: 'Pedidos de Cirurgias' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Carregando a tela' })).not.toBeInTheDocument();
  });

  it('the full-width layout of the bed map shows the same bar while the next screen loads', async () => {
    const { user } = renderApp('/admin/mapaleito', { as: 'mariana.lima' });
    expect(await screen.findByRole('heading', { name: 'Mapa de Leitos' }, { timeout: 15_000 })).toBeInTheDocument();

    const tela = segurarModulo(ALTERAR_SENHA);
    await user.click(screen.getByRole('button', { name: 'mariana.lima' }));
    // The profile menu is a PrimeReact popup: its items are found while its opening animation still hides them.
    const [item] = await screen.findAllByRole('menuitem', { name: 'Alterar senha', hidden: true });
    await user.click(within(item).getByText('Alterar senha'));
    await tela.pedido;
    await screen.findByRole('progressbar', { name: 'Carregando a tela' });

    tela.liberar();
    expect(await screen.findByRole('heading', { name: 'Alterar senha' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Carregando a tela' })).not.toBeInTheDocument();
  });
});
