import { logApi, mainApi } from '@/api/clients';

/** One write as data: its back-end, method, documented path and body. */
export interface EscritaHttp {
  backend: 'main' | 'log';
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Readonly<Record<string, unknown>>;
}

/**
 * Sends one write to its back-end: the main API (PUT form-encoded, POST as JSON, DELETE without a body;
 * docs/decisions.md 'http') or the logging service (POST /logpedido); resolves to the answer's body.
 */
export async function enviarEscrita(write: EscritaHttp): Promise<unknown> {
  const client = write.backend === 'log' ? logApi : mainApi;
  if (write.method === 'PUT') return client.put(write.path, write.body);
  if (write.method === 'POST') return client.post(write.path, write.body);
  return client.delete(write.path);
}
