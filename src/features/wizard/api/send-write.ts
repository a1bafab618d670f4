import { logApi, mainApi } from '@/api/clients';
import type { Write } from '../model/submission';

/**
 * Sends one write of a submission to its back-end: the main API (PUT form-encoded, POST as JSON, DELETE without a
 * body; docs/decisions.md 'http') or the logging service (POST /logpedido).
 */
export async function sendWrite(write: Write): Promise<void> {
  const client = write.backend === 'log' ? logApi : mainApi;
  if (write.method === 'PUT') await client.put(write.path, write.body);
  else if (write.method === 'POST') await client.post(write.path, write.body);
  else await client.delete(write.path);
}
