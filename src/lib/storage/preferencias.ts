import { PREFIX } from './preferencias-prefixo';

// A user's screen preferences (which columns a list shows) survive sign-out on a shared ward PC; every other key of
// local storage is cleared as the specification's sign-out asks (docs/decisions.md, 'Column chooser').

/** The stored value of a user's preference, or null (absent or not JSON). */
export function readPreferencia(usuario: string, nome: string): unknown {
  try {
    const raw = localStorage.getItem(`${PREFIX}${usuario}:${nome}`);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Stores a user's preference (a full storage loses it, which costs only the preference). */
export function storePreferencia(usuario: string, nome: string, value: unknown): void {
  try {
    localStorage.setItem(`${PREFIX}${usuario}:${nome}`, JSON.stringify(value));
  } catch (error) {
    console.error('Falha ao guardar a preferência', error);
  }
}
