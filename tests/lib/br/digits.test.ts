import { describe, expect, it } from 'vitest';
import { onlyDigits } from '@/lib/br/digits';

describe('onlyDigits', () => {
  it.each([
    ['(14) 3322-1100', '1433221100'],
    ['529.982.247-25', '52998224725'],
    ['abc', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%s → %s', (input, expected) => {
    expect(onlyDigits(input)).toBe(expected);
  });
});
