import { z } from 'zod';
import { isRecord, readText } from './normalise';

/**
 * The answer of a write that needs none: the server's `mensagem` when it sends one, else the given success text.
 * An empty 2xx body (or any other body) is a success.
 */
export function successMessage(fallback: string) {
  return z
    .unknown()
    .optional()
    .transform((value): { mensagem: string } => ({
      mensagem: (isRecord(value) ? readText(value.mensagem) : null) ?? fallback,
    }));
}
