import { enviarEscrita } from '@/api/escritas/enviar-escrita';
import { enviarOuGuardar } from '@/api/outbox/enviar-ou-guardar';
import type { Write } from '../model/submission';

/**
 * Sends one write of a submission to its back-end (src/api/escritas); a silent one (the log entry, §8) that fails is
 * kept in the user's outbox and sent again later (docs/decisions/015-outbox.md), so it resolves either way.
 */
export async function sendWrite(write: Write): Promise<unknown> {
  return write.silenciosa ? enviarOuGuardar(write) : enviarEscrita(write);
}
