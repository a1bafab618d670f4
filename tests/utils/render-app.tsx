import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { sessionStore } from '@/api/session/session-store';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { db, nextId } from '@mocks/db/db';

/** Seeded usernames (mocks/db/seed-users.ts). */
export type SeedUser =
  | 'carlos.mendes'
  | 'julia.souza'
  | 'mariana.lima'
  | 'roberto.pereira'
  | 'paulo.nunes'
  | 'fernanda.santos'
  | 'joao.silva'
  | 'andre.fonseca';

/** Signs a seeded user in as the login page would: a live mock session token and the stored record. */
export function signInAs(username: SeedUser) {
  const user = db.users.find((u) => u.profissional.username === username);
  if (!user) throw new Error(`usuário semeado desconhecido: ${username}`);
  const token = `tk-test-${nextId()}`;
  db.sessions.set(token, user.profissional.userid);
  return sessionStore.signIn({ ...user.profissional, token });
}

/** Renders the whole app at a route, like a user opening that address; optionally signed in. */
export function renderApp(route: string, options: { as?: SeedUser } = {}) {
  if (options.as) signInAs(options.as);
  // The client first, as the app starts (src/main.tsx): the router's first loader prefetches into it.
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  // PrimeReact overlays animate in with pointer-events: none for a moment.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = render(<App queryClient={queryClient} router={router} />);
  return { ...view, user, router };
}

/**
 * Waits for the router to reach a screen after a click or a redirect. A screen opened for the first time in a worker
 * loads its code first (its lazy route module, then its loader's reads): the same allowance as a screen's first
 * render in these tests (15 s), so a busy machine's module loading is not read as a wrong destination.
 */
export function naRota(router: { state: { location: { pathname: string } } }, pathname: string) {
  return waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 15_000 });
}
