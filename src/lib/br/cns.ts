import { onlyDigits } from './digits';

/** Digits of a CNS (Cartão Nacional de Saúde). */
const CNS_LENGTH = 15;

/** CNS as typed: digits only, at most 15. */
export function normalizeCns(value: string): string {
  return onlyDigits(value).slice(0, CNS_LENGTH);
}

/** Whether a CNS has exactly its 15 digits (no check-digit validation). */
export function isValidCnsLength(value: string): boolean {
  return onlyDigits(value).length === CNS_LENGTH;
}
