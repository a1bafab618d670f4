// What the floor pages share: the list call the bench recorded from the app's own screen (method, path, body), sent
// with the signed-in user's token, so a floor reads the very rows the screen read from the same mock back-end.

export interface PedidoDoBanco {
  method: string;
  url: string;
  body: string | null;
}

/** The call stored by the bench under `bench-floor` (scripts/bench/floors.mjs), or null. */
export function chamadaGravada(): PedidoDoBanco | null {
  const raw = localStorage.getItem('bench-floor');
  if (!raw) return null;
  const value: unknown = JSON.parse(raw);
  if (!value || typeof value !== 'object') return null;
  const { method, url, body } = Object.fromEntries(Object.entries(value));
  if (typeof method !== 'string' || typeof url !== 'string') return null;
  return { method, url, body: typeof body === 'string' ? body : null };
}

/** The recorded call's answer as rows (a bare array, or the array under `data`). */
export async function lerLinhas(chamada: PedidoDoBanco): Promise<Record<string, unknown>[]> {
  const token = localStorage.getItem('token');
  const response = await fetch(chamada.url, {
    method: chamada.method,
    body: chamada.body,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(chamada.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
  const json: unknown = await response.json();
  const lista = Array.isArray(json) ? json : Object(json).data;
  return Array.isArray(lista) ? lista.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object') : [];
}
