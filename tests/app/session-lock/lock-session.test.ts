import { onlineManager } from '@tanstack/react-query';
import { isLockStored } from '@/app/session-lock/lock-mark';
import { lockSession, unlockSession } from '@/app/session-lock/lock-session';
import { sessionToken } from '@/lib/http/session-token';

const PACIENTE = 'MARIA APARECIDA DE SOUZA';

describe('the lock and the unlock (docs/decisions/014-lock-and-export.md)', () => {
  it('take the page out of the document, the token, the session and the tab’s work out of storage, and put them back', () => {
    document.body.innerHTML = `<div id="root"><p>${PACIENTE}</p><label>Anotação<textarea></textarea></label></div>`;
    const dialogo = document.createElement('div');
    dialogo.textContent = 'Anotações do pedido';
    document.body.append(dialogo);
    const nota = document.querySelector('textarea');
    if (!nota) throw new Error('sem campo');
    nota.value = 'Jejum desde as 22h';
    nota.focus();
    sessionToken.start('abc');
    sessionStorage.setItem('opera.wizard.draft', JSON.stringify({ paciente: PACIENTE }));
    document.title = 'OPERA · Pedidos de Cirurgias';

    lockSession(7);
    expect(document.body.textContent).toBe('');
    expect(document.title).toBe('OPERA · Sessão bloqueada');
    expect(sessionToken.get()).toBeNull();
    expect(sessionToken.sessao()).toBeNull();
    expect(isLockStored()).toBe(true);
    expect(onlineManager.isOnline()).toBe(false);
    expect(sessionStorage.getItem('opera.wizard.draft')).toBeNull();
    // A dialog closed by its screen while locked (React removes it from body) is simply not put back.
    document.body.removeChild(dialogo);

    unlockSession(7);
    expect(document.body.textContent).toContain(PACIENTE);
    expect(document.body.textContent).not.toContain('Anotações do pedido');
    expect(document.querySelector('textarea')).toBe(nota);
    expect(nota.value).toBe('Jejum desde as 22h');
    expect(document.activeElement).toBe(nota);
    expect(document.title).toBe('OPERA · Pedidos de Cirurgias');
    expect(isLockStored()).toBe(false);
    expect(onlineManager.isOnline()).toBe(true);
    expect(sessionStorage.getItem('opera.wizard.draft')).toBe(JSON.stringify({ paciente: PACIENTE }));
  });
});
