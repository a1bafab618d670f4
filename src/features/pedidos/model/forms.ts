import { z } from 'zod';

export const MOTIVO_OBRIGATORIO = 'É necessário informar o motivo de cancelamento!';
export const OBSERVACOES_MAX = 500;

/** Cancel: a reason is required; observations at most 500 characters (requester-side.md §5). */
export const cancelarSchema = z.object({
  motivo: z
    .number()
    .nullable()
    .refine((v) => v !== null, MOTIVO_OBRIGATORIO),
  observacoes: z.string().max(OBSERVACOES_MAX, `As observações devem ter no máximo ${OBSERVACOES_MAX} caracteres.`),
});
export type CancelarForm = z.input<typeof cancelarSchema>;

/** The first message of a refused cancel form, shown as a warning toast. */
export function cancelarErro(errors: { motivo?: { message?: string }; observacoes?: { message?: string } }): string {
  return errors.motivo?.message ?? errors.observacoes?.message ?? MOTIVO_OBRIGATORIO;
}

/** Favourite: description; the button needs 'Para mim' or 'Para minha equipe'. */
export interface FavoritarForm {
  descricao: string;
  paraMim: boolean;
  paraEquipe: boolean;
}

export const canSaveFavorito = (f: Pick<FavoritarForm, 'paraMim' | 'paraEquipe'>): boolean => f.paraMim || f.paraEquipe;
