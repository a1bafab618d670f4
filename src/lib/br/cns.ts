import { onlyDigits } from './digits';

export const CNS_LENGTH = 15;

/** CNS as typed: digits only, at most 15. */
export function normalizeCns(value: string): string {
  return onlyDigits(value).slice(0, CNS_LENGTH);
}

/** Whether a CNS has its 15 digits. */
export function isValidCnsLength(value: string): boolean {
  return onlyDigits(value).length === CNS_LENGTH;
}
