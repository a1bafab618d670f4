import { z } from 'zod';

/** POST /api/enviarEmailInformarProblema's field (requester-side.md §7). */
export const PROBLEMA_CAMPOS = ['problemaInformado'] as const;

export const PROBLEMA_MAX = 300;

/** Report a Problem: required, at most 300 characters. */
export const problemaSchema = z.object({
  descricao: z
    .string()
    .trim()
    .min(1, 'Descreva o problema.')
    .max(PROBLEMA_MAX, `O problema deve ter no máximo ${PROBLEMA_MAX} caracteres.`),
});
export type ProblemaForm = z.infer<typeof problemaSchema>;
