// A module loaded once is handed back at once (src/app/routes/uma-vez.ts): the menu's idle prefetch loads the module
// that starts a list's data, and the click's request leaves in the same task only if the second ask does not wait.
import { describe, expect, it, vi } from 'vitest';
import { umaVez } from '@/app/routes/uma-vez';

/** A load that settles a task later, as an `import()` does even for a module already loaded. */
const umaTarefaDepois = <T>(valor: T) => new Promise<T>((resolve) => setTimeout(() => resolve(valor), 0));

describe('a module asked for once', () => {
  it('is loaded once, and once loaded the next ask is answered within the same task', async () => {
    const carregar = vi.fn(() => umaTarefaDepois({ prefetch: 'lista' }));
    const modulo = umaVez(carregar);
    await modulo();

    let recebido: unknown = null;
    void modulo().then((m) => (recebido = m));
    // Microtasks only: no timer has run.
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
    expect(recebido).toEqual({ prefetch: 'lista' });
    expect(carregar).toHaveBeenCalledTimes(1);
  });

  it('is asked again after a load that failed', async () => {
    const carregar = vi.fn().mockRejectedValueOnce(new Error('rede')).mockResolvedValueOnce({ prefetch: 'lista' });
    const modulo = umaVez(carregar);
    await expect(modulo()).rejects.toThrow('rede');
    await expect(modulo()).resolves.toEqual({ prefetch: 'lista' });
    expect(carregar).toHaveBeenCalledTimes(2);
  });
});
