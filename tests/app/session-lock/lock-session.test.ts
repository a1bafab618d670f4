import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { isLockStored, lockSession, unlockSession } from '@/app/session-lock/lock-session';

describe('the lock and the unlock', () => {
  it('hide the page and its title, drop the token and the cache, then load the screens again', async () => {
    const client = new QueryClient();
    const calls: string[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['pedidos'],
      queryFn: () => {
        calls.push(localStorage.getItem('token') ?? 'sem token');
        return ['2027000'];
      },
    });
    localStorage.setItem('token', 'abc');
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(calls).toEqual(['abc']));
    document.title = 'OPERA · Pedidos de Cirurgia';

    const state = lockSession(client);
    expect(document.title).toBe('OPERA · Sessão bloqueada');
    expect(document.body).toHaveClass('sessao-bloqueada');
    expect(localStorage.getItem('token')).toBeNull();
    expect(isLockStored()).toBe(true);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(onlineManager.isOnline()).toBe(false);

    localStorage.setItem('token', 'novo');
    unlockSession(state);
    expect(document.title).toBe('OPERA · Pedidos de Cirurgia');
    expect(document.body).not.toHaveClass('sessao-bloqueada');
    expect(isLockStored()).toBe(false);
    await vi.waitFor(() => expect(calls.at(-1)).toBe('novo'));
    await vi.waitFor(() => expect(client.getQueryData(['pedidos'])).toEqual(['2027000']));
    unsubscribe();
  });
});
