import { blocks } from './carater';

export interface AdmissionContext {
  internacaoAberta: boolean;
  modalidadeAmbulatorial: boolean;
  recursosBloqueados: readonly number[] | null | undefined;
  recursoInternacao: number | null | undefined;
}

/**
 * The admission fields: disabled with an open admission or the ambulatory modality; a modality that blocks the
 * admission resource also clears them (date, advance reason, accommodation, ICU bed).
 */
export function admissionRules(ctx: AdmissionContext): { disabled: boolean; clear: boolean } {
  const blocked = blocks(ctx.recursosBloqueados, ctx.recursoInternacao);
  return { disabled: ctx.internacaoAberta || ctx.modalidadeAmbulatorial || blocked, clear: blocked };
}

export const EMPTY_ADMISSION = {
  dataInternacao: '',
  motivoAntecipacao: null,
  acomodacao: null,
  leitoUTI: false,
} as const;
