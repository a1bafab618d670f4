import { maskMobile, maskPhone, toStoredPhone } from './phone';

/**
 * A phone as the wizard shows it: (xx) xxxx-xxxx, or (xx) xxxxx-xxxx for 11 digits; a number stored without its
 * area code gets the hospital's (as the wizard stores it); any other length is shown as sent rather than mis-grouped.
 */
export function formatPhoneDisplay(value: string | null | undefined): string | null {
  const digits = toStoredPhone(value ?? '');
  if (digits.length === 11) return maskMobile(digits);
  if (digits.length === 10) return maskPhone(digits);
  return value?.trim() || null;
}
