import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, naRota } from '../../utils/render-app';

// A phone (390×844): max-width queries match, min-width ones do not (tests/setup.ts answers the desktop).
const desktopMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
});
afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

const menu = () => screen.queryByRole('navigation', { name: 'Menu principal' });

async function openDrawer(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
  const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
  return nav;
}

describe('menu drawer on a phone', () => {
  it('is closed at first; the top-bar title is one line with its full text in its tooltip', async () => {
    renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const toggle = await screen.findByRole('button', { name: 'Abrir menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();
    expect(screen.getByText('OPERA · Pedidos de Cirurgia')).toHaveAttribute('title', 'OPERA · Pedidos de Cirurgia');
  });

  it('opening moves the focus into it; Esc closes it and gives the focus back to the menu button', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await openDrawer(user);
    expect(screen.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Meus Pedidos' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveFocus();
  });

  it('a tap outside it closes it, and the page under it stays usable', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await openDrawer(user);
    await user.click(screen.getByRole('heading', { name: 'Meus Pedidos' }));
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
    await openDrawer(user);
    await user.click(screen.getByRole('button', { name: 'Buscar pedido pelo código' }));
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
    expect(await screen.findByRole('dialog', { name: 'Buscar pedido pelo código' })).toBeInTheDocument();
  });

  it('the menu button closes it again, and choosing an entry navigates and closes it', async () => {
    const { user, router } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await openDrawer(user);
    await user.click(screen.getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveFocus();
    await openDrawer(user);
    await user.click(screen.getByRole('link', { name: 'Pedidos de Residentes' }));
    await naRota(router, '/admin/pedidosResidentes');
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveFocus();
  });
});
