import { sessionStore } from '@/api/session/session-store';
import { abrirCofre, COFRE_KEY, descartarCofre, selarCofre } from '@/lib/storage/cofre';

const RASCUNHO = JSON.stringify({ paciente: 'MARIA APARECIDA DE SOUZA', email: 'maria@exemplo.com.br' });

/** Every value the tab's session storage holds, as one text. */
function sessao(): string {
  return Object.keys(sessionStorage)
    .map((k) => `${k}=${sessionStorage.getItem(k) ?? ''}`)
    .join('\n');
}

afterEach(() => descartarCofre());

describe('the tab’s work while nobody may read it (docs/decisions/014-lock-and-export.md)', () => {
  it('leaves the storage at the lock and returns from memory for the same user, the journeys’ idle time kept', async () => {
    sessionStorage.setItem('opera.wizard.draft', RASCUNHO);
    sessionStorage.setItem('opera.e2e.idleMinutes', '1');
    await selarCofre(7);
    expect(sessao()).toBe('opera.e2e.idleMinutes=1');
    await abrirCofre(7);
    expect(sessionStorage.getItem('opera.wizard.draft')).toBe(RASCUNHO);
  });

  it('is sealed under the password for a reload, and only that password reads it back', async () => {
    await abrirCofre(7, 'senha-certa');
    sessionStorage.setItem('opera.wizard.draft', RASCUNHO);
    await selarCofre(7);
    expect(sessao()).not.toMatch(/MARIA|maria@/);
    expect(sessionStorage.getItem(COFRE_KEY)).not.toBeNull();
    const selado = sessionStorage.getItem(COFRE_KEY) ?? '';

    // A reload: the page's memory is gone, the sealed copy stays.
    descartarCofre();
    sessionStorage.setItem(COFRE_KEY, selado);
    await abrirCofre(7, 'outra-senha');
    expect(sessionStorage.getItem('opera.wizard.draft')).toBeNull();

    descartarCofre();
    sessionStorage.setItem(COFRE_KEY, selado);
    await abrirCofre(7, 'senha-certa');
    expect(sessionStorage.getItem('opera.wizard.draft')).toBe(RASCUNHO);
    expect(sessionStorage.getItem(COFRE_KEY)).toBeNull();
  });

  it('gives another user nothing of the first one’s work', async () => {
    await abrirCofre(7, 'senha-certa');
    sessionStorage.setItem('opera.wizard.draft', RASCUNHO);
    await selarCofre(7);
    await abrirCofre(8, 'senha-de-outro');
    expect(sessao()).toBe('');
  });

  it('writes no sealed copy into a tab that Sair or another user cleared while the lock was sealing it', async () => {
    await abrirCofre(7, 'senha-certa');
    sessionStorage.setItem('opera.wizard.draft', RASCUNHO);
    // The lock seals while the unlock's key is still being derived; 'Entrar com outro usuário' is pressed meanwhile,
    // and the vault's own module learns of it only later (app.tsx loads it on first use).
    const selando = selarCofre(7);
    sessionStore.signOut('user');
    await selando;
    expect(sessao()).toBe('');
  });

  it('derives the key once the page is idle when there is nothing sealed to open, and a lock meanwhile waits for it', async () => {
    // The derivation begins by importing the password as a PBKDF2 key.
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    let ocioso = () => {};
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      ocioso = callback;
      return 1;
    });
    onTestFinished(() => {
      vi.unstubAllGlobals();
      importKey.mockRestore();
    });
    await abrirCofre(7, 'senha-certa');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(importKey).not.toHaveBeenCalled();
    sessionStorage.setItem('opera.wizard.draft', RASCUNHO);
    const selando = selarCofre(7);
    ocioso();
    await selando;
    expect(importKey).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(COFRE_KEY)).not.toBeNull();
    expect(sessao()).not.toMatch(/MARIA|maria@/);
  });
});
