import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limiteSemProgresso } from '@/lib/http/limite-sem-progresso';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a file upload's write limit", () => {
  it('runs out only after the limit without progress, however long the upload moves', () => {
    const { signal, progrediu } = limiteSemProgresso(30_000);
    for (let i = 0; i < 5; i += 1) {
      vi.advanceTimersByTime(29_000);
      progrediu();
    }
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(30_000);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toMatchObject({ name: 'TimeoutError' });
  });
});
