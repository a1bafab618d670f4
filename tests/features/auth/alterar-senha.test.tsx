import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import { renderApp, naRota } from '../../utils/render-app';

async function fill(user: ReturnType<typeof renderApp>['user'], antiga: string, nova: string, confirmacao: string) {
  if (antiga) await user.type(await screen.findByLabelText('Senha atual'), antiga);
  if (nova) await user.type(screen.getByLabelText('Nova senha'), nova);
  if (confirmacao) await user.type(screen.getByLabelText('Confirmação da nova senha'), confirmacao);
  await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
}

const carlos = () => db.users.find((u) => u.profissional.username === 'carlos.mendes')!;

describe('/admin/alterarsenha', () => {
  it('requires all three fields', async () => {
    const { user } = renderApp('/admin/alterarsenha', { as: 'carlos.mendes' });
    await screen.findByLabelText('Senha atual');
    await fill(user, '', '', '');
    expect(await screen.findAllByText('Campo obrigatório.')).toHaveLength(3);
  });

  it('refuses a new password equal to the old one', async () => {
    const { user } = renderApp('/admin/alterarsenha', { as: 'carlos.mendes' });
    await fill(user, 'senha123', 'senha123', 'senha123');
    expect(await screen.findByText('A nova senha não pode ser igual a antiga.')).toBeInTheDocument();
    expect(carlos().password).toBe('senha123');
  });

  it('refuses a confirmation that does not match', async () => {
    const { user } = renderApp('/admin/alterarsenha', { as: 'carlos.mendes' });
    await fill(user, 'senha123', 'nova-senha-1', 'nova-senha-2');
    expect(await screen.findByText('A nova senha não confere com a confirmação.')).toBeInTheDocument();
  });

  it('a wrong old password (401) shows the server message as a warning, clears and focuses the old password, and keeps the session', async () => {
    const { user, router } = renderApp('/admin/alterarsenha', { as: 'carlos.mendes' });
    await fill(user, 'errada', 'nova-senha-1', 'nova-senha-1');
    expect(await screen.findByText('Senha antiga não confere.')).toBeInTheDocument();
    expect(screen.getByText('Atenção!')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha atual')).toHaveValue('');
    expect(screen.getByLabelText('Senha atual')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/admin/alterarsenha');
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('another failure shows the server message as an error', async () => {
    failNext('GET /api/alterarSenha/:userid/:nova/:antiga', 500, { mensagem: 'Serviço indisponível' });
    const { user } = renderApp('/admin/alterarsenha', { as: 'carlos.mendes' });
    await fill(user, 'senha123', 'nova-senha-1', 'nova-senha-1');
    expect(await screen.findByText('Serviço indisponível')).toBeInTheDocument();
    expect(screen.getByText('Erro')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha atual')).toHaveValue('');
  });

  it('success shows the server message and returns to /admin', async () => {
    const { user, router } = renderApp('/admin/alterarsenha', { as: 'carlos.mendes' });
    await fill(user, 'senha123', 'nova-senha-1', 'nova-senha-1');
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    await naRota(router, '/admin/meusPedidos');
    expect(carlos().password).toBe('nova-senha-1');
  });
});
