import { z } from 'zod';

const MOTIVO_OBRIGATORIO = 'É necessário informar o motivo de cancelamento!';
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

/** Favourite's description limit (the dialog's field). */
export const FAVORITO_DESCRICAO_MAX = 200;

export const canSaveFavorito = (f: { paraMim: boolean; paraEquipe: boolean }): boolean => f.paraMim || f.paraEquipe;

/**
 * Favourite (requester-side.md §7: POST /api/favoritarPedidoCirurgia): the description, sent trimmed; saved for me, my
 * team or both, so one of them must be ticked (the button stays disabled until then: no message of its own).
 */
export const favoritarSchema = z
  .object({
    descricao: z.string().max(FAVORITO_DESCRICAO_MAX).trim(),
    paraMim: z.boolean(),
    paraEquipe: z.boolean(),
  })
  .refine(canSaveFavorito);
export type FavoritarForm = z.input<typeof favoritarSchema>;

/** 'Buscar pedido pelo código' (requester-side.md §2 'Meus Pedidos (own requests)'): the code's digits; none, nothing to search. */
export const buscarCodigoSchema = z.object({ codigo: z.string().trim() }).refine((f) => f.codigo !== '');
export type BuscarCodigoForm = z.input<typeof buscarCodigoSchema>;
