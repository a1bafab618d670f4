import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { LoginPage } from '@/features/auth/routes/login-page';
import { renderApp, naRota } from '../../utils/render-app';
import { db } from '@mocks/db/db';

describe('/auth/login', () => {
  it('unknown root paths lead to /auth/login', async () => {
    const { router } = renderApp('/qualquer/coisa');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('asks for user and password before calling the back-end', async () => {
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe o usuário.')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha.')).toBeInTheDocument();
    expect(db.sessions.size).toBe(0);
  });

  it('wrong password shows the specification message and keeps what was typed', async () => {
    const { user } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Usuário'), 'carlos.mendes');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Não foi possível fazer login com as credenciais informadas.')).toBeInTheDocument();
    // The toast's close button is named in Portuguese before any layout has set PrimeReact's locale.
    expect(await screen.findByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Usuário')).toHaveValue('carlos.mendes');
    expect(localStorage.getItem('profissional')).toBeNull();
  });

  it('signs in, stores the professional record and opens the first permitted screen', async () => {
    const { user, router } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Usuário'), 'carlos.mendes');
    await user.type(screen.getByLabelText('Senha'), 'senha123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await naRota(router, '/admin/meusPedidos');
    const stored = JSON.parse(localStorage.getItem('profissional') ?? '{}');
    expect(stored).toMatchObject({ nome: 'CARLOS EDUARDO MENDES', profissional_id: 101 });
    expect(localStorage.getItem('token')).toMatch(/^tk-/);
    expect(await screen.findByText('CARLOS EDUARDO MENDES')).toBeInTheDocument();
  });

  it('a user without any permission is signed out and stays on /auth', async () => {
    const { user, router } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Usuário'), 'joao.silva');
    await user.type(screen.getByLabelText('Senha'), 'senha123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Seu usuário não possui acesso a nenhuma tela do sistema.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(localStorage.getItem('profissional')).toBeNull();
    // The page was not mounted again: the notice found is the one shown, and the user name is still there.
    expect(screen.getByLabelText('Usuário')).toHaveValue('joao.silva');
  });
});

describe('sign-in → first screen', () => {
  it("starts loading the first screen's code while the wizard's resumption is still being read", async () => {
    const preparadas: string[] = [];
    let retomar: (destino: string | null) => void = () => {};
    const retomada = new Promise<string | null>((resolve) => (retomar = resolve));
    const router = createMemoryRouter(
      [
        {
          path: '/auth/login',
          element: <LoginPage retomar={() => retomada} prepararEntrada={(path) => preparadas.push(path)} />,
        },
        { path: '/admin/*', element: <p>primeira tela</p> },
      ],
      { initialEntries: ['/auth/login'] },
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<App queryClient={createQueryClient()} router={router} />);
    await user.type(await screen.findByLabelText('Usuário'), 'carlos.mendes');
    await user.type(screen.getByLabelText('Senha'), 'senha123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(preparadas).toEqual(['/admin/meusPedidos']));
    expect(screen.queryByText('primeira tela')).not.toBeInTheDocument();
    retomar(null);
    expect(await screen.findByText('primeira tela')).toBeInTheDocument();
  });
});
