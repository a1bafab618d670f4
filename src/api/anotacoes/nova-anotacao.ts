import { z } from 'zod';
import { type CorpoDe } from '@/api/escritas/campos';

/** Note text limit (constants.md 'Note text'). */
export const ANOTACAO_MAX = 300;
export const ANOTACAO_OBRIGATORIA = 'A anotação é obrigatória.';
export const ANOTACAO_LONGA = `A anotação deve ter no máximo ${ANOTACAO_MAX} caracteres.`;

/** The notes panel's form: the text is required (blank counts as empty) and at most 300 characters. */
export const novaAnotacaoSchema = z.object({
  anotacao: z
    .string()
    .refine((t) => t.trim() !== '', ANOTACAO_OBRIGATORIA)
    .refine((t) => t.trim().length <= ANOTACAO_MAX, ANOTACAO_LONGA),
  mostraMeusPedidos: z.boolean(),
  mostraAreaTecnica: z.boolean(),
});
export type NovaAnotacaoForm = z.input<typeof novaAnotacaoSchema>;

export const NOVA_ANOTACAO_VAZIA: NovaAnotacaoForm = {
  anotacao: '',
  mostraMeusPedidos: false,
  mostraAreaTecnica: false,
};

/** POST /api/anotacao's fields (wizards-and-management.md §3 'Note (anotacao)', as written). */
export const ANOTACAO_CAMPOS = ['anotacao', 'mostraMeusPedidos', 'mostraAreaTecnica', 'pedidoCirurgia'] as const;

/** The POST /api/anotacao body: the form's text trimmed, its flags and the request. */
export function anotacaoPayload(form: NovaAnotacaoForm, pedidoCirurgia: number) {
  return {
    anotacao: form.anotacao.trim(),
    mostraMeusPedidos: form.mostraMeusPedidos,
    mostraAreaTecnica: form.mostraAreaTecnica,
    pedidoCirurgia,
  } satisfies CorpoDe<typeof ANOTACAO_CAMPOS>;
}
export type AnotacaoPayload = ReturnType<typeof anotacaoPayload>;

/** 'Sim'/'Não' for a note's visibility flag; an unreadable flag is 'Não informado'. */
export function simNao(flag: boolean | null): string {
  if (flag === null) return 'Não informado';
  return flag ? 'Sim' : 'Não';
}
