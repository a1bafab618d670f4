import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/api/session/session-store';
import { DRAFT_VERSION, readWizardDraft, registroDoRascunho } from '@/features/wizard/draft/draft-storage';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { ouvirChamadas } from '@mocks/journal';
import { renderApp, signInAs, naRota } from '../../utils/render-app';
import { pickMariaByName } from './helpers';

const KEY = 'opera.wizard.draft';
const DESCARTADO = 'O rascunho salvo não pôde ser recuperado e foi descartado.';

/** The request the tab's draft holds (created on the way, or started with). */
function pedidoDoRascunho() {
  const draft = readWizardDraft();
  return draft ? registroDoRascunho(draft).pedido : null;
}

function storeDraft(draft: Record<string, unknown>) {
  const userid = sessionStore.get()?.userid;
  sessionStorage.setItem(KEY, JSON.stringify({ userid, savedAt: '2026-11-22T10:00:00Z', seed: {}, ...draft }));
}

describe('/admin/wizard — the draft read back through its versioned schema', () => {
  it('a draft older than the version that is migrated is discarded whole with an info toast; the wizard starts fresh', async () => {
    signInAs('julia.souza');
    storeDraft({
      version: 1,
      seed: { pedido: { id: 424242, codigo: 'ANTIGO' } },
      state: { tipoPedido: '0', paciente: { nome: 'MARIA APARECIDA DE SOUZA' }, secundarios: [], indicacao: '' },
      step: 1,
    });
    renderApp('/admin/wizard');
    expect(await screen.findByText(DESCARTADO)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Paciente', level: 2 })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do paciente')).toHaveValue('');
    // Nothing of it is applied: not its request either (a new draft request is created).
    await waitFor(() => expect(pedidoDoRascunho()?.codigo).toMatch(/^\d+$/));
    expect(screen.queryByRole('heading', { name: 'Pedido de Cirurgia nº ANTIGO' })).not.toBeInTheDocument();
    expect(JSON.stringify(readWizardDraft())).not.toContain('MARIA APARECIDA');
  });

  it('a current-version draft whose form does not parse is discarded too, never half-applied', async () => {
    signInAs('julia.souza');
    storeDraft({
      version: DRAFT_VERSION,
      run: '/admin/wizard',
      state: { tipoPedido: '0', paciente: 'MARIA' },
      step: 'solicitacao',
    });
    renderApp('/admin/wizard');
    expect(await screen.findByText(DESCARTADO)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Paciente', level: 2 })).toBeInTheDocument();
  });

  it('a readable draft is restored at its step without the toast', async () => {
    const { user, unmount } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await pickMariaByName(user);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { name: 'Procedimentos Cirúrgicos' });
    unmount();
    renderApp('/admin/wizard');
    expect(await screen.findByRole('heading', { name: 'Procedimentos Cirúrgicos' })).toBeInTheDocument();
    expect(screen.queryByText(DESCARTADO)).not.toBeInTheDocument();
  });
});

describe('/admin/wizard — leaving with data asks first', () => {
  it('a menu link asks; Permanecer stays with everything, Sair leaves and keeps the draft', async () => {
    const { user, router } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await pickMariaByName(user);
    await user.type(screen.getByLabelText('E-mail'), 'maria@email.com');
    await user.click(screen.getByRole('link', { name: 'Minhas Demandas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair do pedido' });
    expect(
      within(dialog).getByText('Os dados informados continuam salvos neste rascunho. Deseja sair?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Permanecer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sair do pedido' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/wizard');
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria@email.com');

    await user.click(screen.getByRole('link', { name: 'Minhas Demandas' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sair do pedido' })).getByRole('button', { name: 'Sair' }),
    );
    await naRota(router, '/admin/minhasDemandas');
    expect(readWizardDraft()?.state).toMatchObject({ paciente: { email: 'maria@email.com' } });
  });

  it('the browser’s back button asks too', async () => {
    signInAs('julia.souza');
    const router = createMemoryRouter(routes, {
      initialEntries: ['/admin/meusPedidos', '/admin/wizard'],
      initialIndex: 1,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<App queryClient={createQueryClient()} router={router} />);
    await pickMariaByName(user);
    await act(() => router.navigate(-1));
    const dialog = await screen.findByRole('dialog', { name: 'Sair do pedido' });
    expect(router.state.location.pathname).toBe('/admin/wizard');
    await user.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await naRota(router, '/admin/meusPedidos');
    expect(await screen.findByText(/está em rascunho neste navegador/)).toBeInTheDocument();
  });

  it('a wizard without data leaves without asking', async () => {
    const { user, router } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await screen.findByLabelText('Nome do paciente');
    await waitFor(() => expect(pedidoDoRascunho()).toBeTruthy());
    await user.click(screen.getByRole('link', { name: 'Minhas Demandas' }));
    await naRota(router, '/admin/minhasDemandas');
    expect(screen.queryByRole('dialog', { name: 'Sair do pedido' })).not.toBeInTheDocument();
  });

  it('a wizard opened by Novo pedido and left untouched leaves without asking', async () => {
    const { user, router } = renderApp('/admin/meusPedidos', { as: 'julia.souza' });
    await user.click(await screen.findByRole('button', { name: 'Novo pedido' }));
    await screen.findByLabelText('Nome do paciente');
    await waitFor(() => expect(pedidoDoRascunho()).toBeTruthy());
    await user.click(screen.getByRole('link', { name: 'Minhas Demandas' }));
    await naRota(router, '/admin/minhasDemandas');
    expect(screen.queryByRole('dialog', { name: 'Sair do pedido' })).not.toBeInTheDocument();
  });

  it('Cancelar pedido does not ask again: it ends the run', async () => {
    const { user, router } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await pickMariaByName(user);
    await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancelar pedido' })).getByRole('button', { name: 'Sim' }),
    );
    await naRota(router, '/admin/meusPedidos');
    expect(screen.queryByRole('dialog', { name: 'Sair do pedido' })).not.toBeInTheDocument();
    expect(readWizardDraft()).toBeNull();
  });
});

describe('/admin/wizard — the draft request', () => {
  it('is created once even under StrictMode’s double effects', async () => {
    signInAs('julia.souza');
    const criacoes: string[] = [];
    const parar = ouvirChamadas((c) => {
      if (c.method === 'POST' && c.path === '/api/pedidoCirurgia') criacoes.push(c.path);
    });
    try {
      const router = createMemoryRouter(routes, { initialEntries: ['/admin/wizard'] });
      userEvent.setup({ pointerEventsCheck: 0 });
      render(
        <StrictMode>
          <App queryClient={createQueryClient()} router={router} />
        </StrictMode>,
      );
      const codigo = await waitFor(() => {
        const pedido = pedidoDoRascunho();
        expect(pedido).toBeTruthy();
        return pedido?.codigo;
      });
      expect(await screen.findByRole('heading', { name: `Pedido de Cirurgia nº ${codigo}` })).toBeInTheDocument();
      expect(criacoes).toHaveLength(1);
    } finally {
      parar();
    }
  });
});
