import { logApi, mainApi } from '@/api/clients';
import type { Envio } from './escrita';

/**
 * Sends one write to its back-end: the main API (PUT form-encoded, POST as JSON, DELETE without a body;
 * docs/decisions.md 'http') or the logging service (POST /logpedido); resolves to the answer's body.
 */
export async function enviarEscrita(write: Envio): Promise<unknown> {
  const client = write.backend === 'log' ? logApi : mainApi;
  if (write.method === 'PUT') return client.put(write.path, write.body);
  if (write.method === 'POST') return client.post(write.path, write.body);
  return client.delete(write.path);
}
