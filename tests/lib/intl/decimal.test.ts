import { describe, expect, it } from 'vitest';
import { formatDecimal } from '@/lib/intl/decimal';

describe('formatDecimal', () => {
  it('writes every decimal in pt-BR, from a number or either typed form', () => {
    expect(formatDecimal(68.5)).toBe('68,5');
    expect(formatDecimal('68.5')).toBe('68,5');
    expect(formatDecimal('68,5')).toBe('68,5');
    expect(formatDecimal(1234.5)).toBe('1.234,5');
    expect(formatDecimal(70)).toBe('70');
  });

  it('keeps text that is not a number and none as none', () => {
    expect(formatDecimal('sem peso')).toBe('sem peso');
    expect(formatDecimal('  ')).toBeNull();
    expect(formatDecimal(null)).toBeNull();
  });
});
