import { z } from 'zod';

/** Every text of the print forms is limited to 500 characters (requester-side.md §5). */
export const TEXTO_MAX = 500;

export const obrigatorio = (campo: string) => `O campo ${campo} é obrigatório.`;
export const maximo = (campo: string, max: number) => `O campo ${campo} deve ter no máximo ${max} caracteres.`;

/** A required text of at most `max` characters, with the field's own messages. */
export const textoObrigatorio = (campo: string, max = TEXTO_MAX) =>
  z.string().trim().min(1, obrigatorio(campo)).max(max, maximo(campo, max));

/** An optional text of at most `max` characters. */
export const textoOpcional = (campo: string, max = TEXTO_MAX) => z.string().trim().max(max, maximo(campo, max));
