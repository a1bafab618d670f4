import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { pendencias } from '@mocks/handlers/main/area-tecnica';
import { failAlways } from '@mocks/scenarios';
import { guardar } from '@/api/outbox/outbox-policy';
import { gravarOutbox, lerOutbox } from '@/api/outbox/outbox-storage';
import { renderApp, naRota } from '../../utils/render-app';

/** A seeded user's access flag changed for one test (the mock database is reset after each test). */
function withoutParecerAccess(username: string) {
  const user = db.users.find((u) => u.profissional.username === username);
  if (!user) throw new Error(`usuário semeado desconhecido: ${username}`);
  user.profissional = { ...user.profissional, acessoParecerAreaTecnica: 'N' };
}

/** What the mock back-end counts for the seeded user: the requests its area still owes an opinion on. */
function pendentes(username: string): number {
  const user = db.users.find((u) => u.profissional.username === username);
  if (!user) throw new Error(`usuário semeado desconhecido: ${username}`);
  return pendencias(user.profissional);
}

describe('top bar — the bell', () => {
  it('links a technical area that may open Parecer Área Técnica to it, with the count', async () => {
    const n = pendentes('paulo.nunes');
    expect(n).toBeGreaterThan(0);
    const { user, router } = renderApp('/admin/agendaAreaTecnica', { as: 'paulo.nunes' });
    const bell = await screen.findByRole('link', { name: `Pedidos sem parecer técnico: ${n}` });
    expect(bell).toHaveAttribute('href', '/admin/pareceresAreaTecnica');
    expect(bell).toHaveTextContent(String(n));
    await user.click(bell);
    // The opinions screen is loaded on demand: the navigation ends once its code has come.
    await naRota(router, '/admin/pareceresAreaTecnica');
    expect(await screen.findByRole('heading', { name: 'Parecer Área Técnica' })).toBeInTheDocument();
  });

  it('is a status with the count, not a link, for a technical area without access to the opinions', async () => {
    withoutParecerAccess('paulo.nunes');
    renderApp('/admin/agendaAreaTecnica', { as: 'paulo.nunes' });
    const n = pendentes('paulo.nunes');
    const bell = await screen.findByRole('status', { name: `Pedidos sem parecer técnico: ${n}` });
    expect(bell).toHaveTextContent(String(n));
    expect(bell).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: /parecer técnico/ })).not.toBeInTheDocument();
  });

  it('is not a link for a user outside the technical areas who may not open the opinions', async () => {
    renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    expect(await screen.findByRole('status', { name: 'Notificações' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Notificações' })).not.toBeInTheDocument();
  });
});

/** A log entry kept in a seeded user's outbox, as a failed silent write leaves it (docs/decisions/015-outbox.md). */
function logGuardado(username: string, descricao: string): number {
  const user = db.users.find((u) => u.profissional.username === username);
  if (!user) throw new Error(`usuário semeado desconhecido: ${username}`);
  const { userid } = user.profissional;
  const body = { id_usuario: userid, username, id_pedido: 1, tipo: 'Status', descricao };
  gravarOutbox(
    userid,
    guardar([], { backend: 'log', method: 'POST', path: '/logpedido', body }, Date.now(), false, 'a'),
  );
  return userid;
}

describe('top bar — writes waiting to be sent', () => {
  it('says how many of the user’s writes wait while the logging service is down, never another user’s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failAlways('POST /logpedido', 503);
    logGuardado('carlos.mendes', 'PEDIDO');
    logGuardado('julia.souza', 'CANCELADO');
    renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    expect(await screen.findByText('1 registro aguardando envio')).toBeInTheDocument();
  });

  it('sends the user’s kept write at sign-in, once, and leaves another user’s for that user', async () => {
    const carlos = logGuardado('carlos.mendes', 'PEDIDO');
    const julia = logGuardado('julia.souza', 'CANCELADO');
    const antes = db.logs.length;
    renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await waitFor(() => expect(lerOutbox(carlos)).toEqual([]));
    expect(db.logs.slice(antes)).toEqual([
      expect.objectContaining({ username: 'carlos.mendes', id_pedido: 1, tipo: 'Status', descricao: 'PEDIDO' }),
    ]);
    expect(lerOutbox(julia)).toHaveLength(1);
    expect(screen.queryByText(/aguardando envio/)).not.toBeInTheDocument();
  });
});
