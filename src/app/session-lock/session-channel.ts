// The tabs of one browser share the idle lock (docs/decisions/014-lock-and-export.md): input in one keeps the others
// alive, a lock in one locks all, an unlock unlocks all, and 'Sair' or 'Entrar com outro usuário' clears every tab.

/** What one tab tells the others. */
export type SessionMessage = 'atividade' | 'bloqueio' | 'desbloqueio' | 'troca-de-usuario' | 'saida';

const MESSAGES: readonly string[] = ['atividade', 'bloqueio', 'desbloqueio', 'troca-de-usuario', 'saida'];
const NAME = 'opera.sessao';

const isMessage = (value: unknown): value is SessionMessage => typeof value === 'string' && MESSAGES.includes(value);

export interface SessionChannel {
  post(message: SessionMessage): void;
  close(): void;
}

/** A BroadcastChannel, or where a browser has none, a storage key whose changes the other tabs see. */
export function openSessionChannel(onMessage: (message: SessionMessage) => void): SessionChannel {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(NAME);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isMessage(event.data)) onMessage(event.data);
    };
    return { post: (m) => channel.postMessage(m), close: () => channel.close() };
  }
  const onStorage = (event: StorageEvent) => {
    const message = event.key === NAME ? event.newValue?.split(':')[0] : undefined;
    if (isMessage(message)) onMessage(message);
  };
  window.addEventListener('storage', onStorage);
  return {
    // A changing suffix: the same message twice is still a change the other tabs hear.
    post: (m) => localStorage.setItem(NAME, `${m}:${Date.now()}:${Math.random()}`),
    close: () => window.removeEventListener('storage', onStorage),
  };
}

/** Tells the other tabs once, from a screen without a channel of its own ('Sair' in the profile menu). */
export function announce(message: SessionMessage): void {
  const channel = openSessionChannel(() => undefined);
  channel.post(message);
  channel.close();
}
