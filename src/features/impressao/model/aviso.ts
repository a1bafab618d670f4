import { z } from 'zod';
import { textoObrigatorio } from './campos';

/** Aviso de Cirurgia: observations required, at most 500 characters. */
export const avisoSchema = z.object({ observacoesAvisoCirurgia: textoObrigatorio('observações') });
/** PUT /api/dadosImpressaoAvisoCirurgia/{id}'s field (requester-side.md §3 'Surgery notice'). */
export const AVISO_CAMPOS = avisoSchema.keyof().options;

export type AvisoForm = z.input<typeof avisoSchema>;
export type AvisoPayload = z.output<typeof avisoSchema>;
