import { z } from 'zod';

/** requester-side.md §5 'Cancel demand': without observations, the request's warning. */
export const MOTIVO_CANCELAMENTO_OBRIGATORIO = 'É necessário informar o motivo de cancelamento!';
export const OBSERVACOES_MAX = 500;
/** wizards-and-management.md §5 'Notes': required, at most 300. */
export const ANOTACAO_MAX = 300;
/** Not worded by the specification (docs/decisions.md). */
export const ANOTACAO_OBRIGATORIA = 'Informe a anotação.';
export const ANOTACAO_LONGA = `A anotação deve ter no máximo ${ANOTACAO_MAX} caracteres.`;

export const cancelarDemandaSchema = z.object({
  observacoes: z
    .string()
    .refine((v) => v.trim().length > 0, MOTIVO_CANCELAMENTO_OBRIGATORIO)
    .refine((v) => v.length <= OBSERVACOES_MAX, `As observações devem ter no máximo ${OBSERVACOES_MAX} caracteres.`),
});
export type CancelarDemandaForm = z.input<typeof cancelarDemandaSchema>;

export const anotacaoDemandaFormSchema = z.object({
  anotacao: z
    .string()
    .refine((v) => v.trim().length > 0, ANOTACAO_OBRIGATORIA)
    .refine((v) => v.length <= ANOTACAO_MAX, ANOTACAO_LONGA),
});
export type AnotacaoDemandaForm = z.input<typeof anotacaoDemandaFormSchema>;

/** The first message of a refused form, shown as a warning toast. */
export const firstError = (errors: Record<string, { message?: string } | undefined>, fallback: string): string =>
  Object.values(errors).find((e) => e?.message)?.message ?? fallback;
