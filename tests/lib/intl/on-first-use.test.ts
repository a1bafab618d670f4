import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from '@/lib/intl/on-first-use';

describe('onFirstUse', () => {
  it('makes nothing until first asked, then makes once and keeps it', () => {
    const make = vi.fn(() => new Intl.Collator('pt-BR'));
    const collator = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = collator();
    expect(collator()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(first.compare('ação', 'acao')).not.toBe(0);
  });
});
