import { z } from 'zod';

export const MOTIVO_OBRIGATORIO = 'É necessário informar o motivo de cancelamento!';
export const OBSERVACOES_MAX = 500;

/** Cancel: a reason is required; observations at most 500 characters. */
export const cancelarSchema = z.object({
  motivo: z.number({ error: MOTIVO_OBRIGATORIO }).nullable().refine((v) => v !== null, MOTIVO_OBRIGATORIO),
  observacoes: z.string().max(OBSERVACOES_MAX, `As observações devem ter no máximo ${OBSERVACOES_MAX} caracteres.`),
});
export type CancelarForm = z.input<typeof cancelarSchema>;

/** Favourite: description; the button needs 'Para mim' or 'Para minha equipe'. */
export interface FavoritarForm {
  descricao: string;
  paraMim: boolean;
  paraEquipe: boolean;
}

export const canSaveFavorito = (f: FavoritarForm): boolean => f.paraMim || f.paraEquipe;
