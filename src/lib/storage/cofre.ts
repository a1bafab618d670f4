// What a tab keeps of its work while nobody may read it: locked, or signed out by a 401 (docs/decisions/014-lock-and-
// export.md 'What stays in the tab'). The tab's session storage (the wizard's draft and submission progress) leaves the
// storage for the page's memory and, when this page holds the key, for a sealed copy that survives a reload: AES-GCM
// under a key derived with PBKDF2 from the password typed at the sign-in or the unlock, kept in memory only.

import { contarDescartes } from './cofre-descarte';

/** Where the sealed copy lives in the tab's session storage. */
export const COFRE_KEY = 'opera.cofre';
/** OWASP's figure for PBKDF2-HMAC-SHA256 (Password Storage Cheat Sheet). */
const ITERACOES = 600_000;

/** Keys that hold no patient datum and are read while locked (the journeys' idle time): they stay in clear. */
const emClaro = (key: string): boolean => key === COFRE_KEY || key.startsWith('opera.e2e.');

interface Chave {
  userid: number;
  sal: Uint8Array<ArrayBuffer>;
  key: CryptoKey;
}

interface Guardado {
  userid: number;
  itens: [string, string][];
}

let chave: Promise<Chave | null> = Promise.resolve(null);
let guardado: Guardado | null = null;

// WebCrypto exists only in a secure context (https, localhost): elsewhere the work is kept in memory only.
const subtle = (): SubtleCrypto | null => globalThis.crypto?.subtle ?? null;

const paraBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
function deBase64(text: string): Uint8Array<ArrayBuffer> {
  const binario = atob(text);
  const bytes = new Uint8Array(binario.length);
  for (let i = 0; i < binario.length; i += 1) bytes[i] = binario.charCodeAt(i);
  return bytes;
}

interface Selado {
  userid: number;
  sal: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  dados: Uint8Array<ArrayBuffer>;
}

function lerSelado(): Selado | null {
  try {
    const valor: unknown = JSON.parse(sessionStorage.getItem(COFRE_KEY) ?? 'null');
    if (!valor || typeof valor !== 'object') return null;
    const { userid, sal, iv, dados } = Object.fromEntries(Object.entries(valor));
    if (typeof userid !== 'number' || typeof sal !== 'string' || typeof iv !== 'string' || typeof dados !== 'string')
      return null;
    return { userid, sal: deBase64(sal), iv: deBase64(iv), dados: deBase64(dados) };
  } catch {
    return null;
  }
}

async function derivar(senha: string, sal: Uint8Array<ArrayBuffer>, crypto: SubtleCrypto): Promise<CryptoKey> {
  const base = await crypto.importKey('raw', new TextEncoder().encode(senha), 'PBKDF2', false, ['deriveKey']);
  return crypto.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: sal, iterations: ITERACOES },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

function restaurar(itens: [string, string][]): void {
  for (const [key, value] of itens) sessionStorage.setItem(key, value);
}

async function abrirSelado(selado: Selado, key: CryptoKey, crypto: SubtleCrypto): Promise<void> {
  try {
    const texto = new TextDecoder().decode(await crypto.decrypt({ name: 'AES-GCM', iv: selado.iv }, key, selado.dados));
    const itens: unknown = JSON.parse(texto);
    if (!Array.isArray(itens)) return;
    restaurar(itens.filter((i): i is [string, string] => Array.isArray(i) && i.every((v) => typeof v === 'string')));
  } catch (error) {
    // Sealed under another password (changed since): the work cannot be read back, and goes.
    console.error('Rascunho bloqueado ilegível', error);
  }
}

/**
 * The same user is back (the unlock, or a sign-in after a 401): the tab's work returns from memory or, after a reload,
 * from its sealed copy, which `senha` opens. With `senha` (typed at the sign-in or the unlock) the key for the next lock
 * is derived; without it (another tab's unlock) only the memory copy returns. Another user's work is discarded.
 */
export async function abrirCofre(userid: number, senha?: string): Promise<void> {
  const emMemoria = guardado;
  guardado = null;
  if (emMemoria?.userid === userid) restaurar(emMemoria.itens);
  const selado = lerSelado();
  const crypto = subtle();
  if (senha === undefined || !crypto) {
    if (emMemoria?.userid === userid || (selado && selado.userid !== userid)) sessionStorage.removeItem(COFRE_KEY);
    return;
  }
  const doUsuario = selado?.userid === userid ? selado : null;
  const sal = doUsuario?.sal ?? globalThis.crypto.getRandomValues(new Uint8Array(16));
  const abrir = doUsuario && emMemoria?.userid !== userid;
  // PBKDF2's 600,000 rounds take a core for about a third of a second: with no sealed copy to open now, the key is
  // derived once the first screen is shown, not beside its loading on a 2-core PC (docs/decisions/014-lock-and-export.md
  // 'The key is derived once the screen is shown'). A lock or a 401 before then waits for it.
  const derivada = (abrir ? Promise.resolve() : quandoOcioso())
    .then(() => derivar(senha, sal, crypto))
    .then((key): Chave => ({ userid, sal, key }));
  chave = derivada.catch(() => null);
  sessionStorage.removeItem(COFRE_KEY);
  if (abrir) await abrirSelado(doUsuario, (await derivada).key, crypto);
}

/** Once the page is idle (the first screen drawn), or after two seconds at the latest. */
function quandoOcioso(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, 200);
  });
}

/**
 * The lock, or a 401's sign-out of `userid`: every key of the tab's session storage but those without patient data
 * leaves it for the page's memory; then, when this page holds the user's key, a sealed copy is written for a reload.
 */
export async function selarCofre(userid: number): Promise<void> {
  const descartesAntes = contarDescartes();
  const itens: [string, string][] = [];
  for (let i = 0; i < sessionStorage.length; i += 1) {
    const key = sessionStorage.key(i);
    const value = key === null || emClaro(key) ? null : sessionStorage.getItem(key);
    if (key !== null && value !== null) itens.push([key, value]);
  }
  for (const [key] of itens) sessionStorage.removeItem(key);
  const anteriores = guardado?.userid === userid ? guardado.itens : [];
  const atual: Guardado = { userid, itens: [...anteriores, ...itens] };
  guardado = atual;
  const crypto = subtle();
  const k = await chave;
  if (!crypto || !k || k.userid !== userid || !atual.itens.length) return;
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const dados = await crypto.encrypt(
    { name: 'AES-GCM', iv },
    k.key,
    new TextEncoder().encode(JSON.stringify(atual.itens)),
  );
  // Unlocked meanwhile (the work is back in clear), or signed out ('Sair', another user: the tab was cleared): no
  // sealed copy outlives it.
  if (guardado !== atual || contarDescartes() !== descartesAntes) return;
  sessionStorage.setItem(
    COFRE_KEY,
    JSON.stringify({ userid, sal: paraBase64(k.sal), iv: paraBase64(iv), dados: paraBase64(new Uint8Array(dados)) }),
  );
}

/** 'Sair' or another user: the key and the kept work go (the tab's session storage is cleared by the sign-out). */
export function descartarCofre(): void {
  guardado = null;
  chave = Promise.resolve(null);
}
