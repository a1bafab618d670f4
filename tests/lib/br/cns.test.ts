import { describe, expect, it } from 'vitest';
import { isValidCnsLength, normalizeCns } from '@/lib/br/cns';

describe('CNS', () => {
  it.each([
    ['898 0012 3456 7890', '898001234567890'],
    ['898 0012 3456 7890 99', '898001234567890'],
    ['89800123', '89800123'],
    ['', ''],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeCns(input)).toBe(expected);
  });

  it.each([
    ['898001234567890', true],
    ['898 0012 3456 7890', true],
    ['89800123456789', false],
    ['8980012345678901', false],
    ['', false],
  ])('%s has the right length: %s', (input, expected) => {
    expect(isValidCnsLength(input)).toBe(expected);
  });
});
