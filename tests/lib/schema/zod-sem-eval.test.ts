import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodSemEval } from '@/lib/schema/zod-sem-eval';

/** How many times `action` constructs a Function (what the CSP without 'unsafe-eval' refuses and reports). */
function functionsBuilt(action: () => void): number {
  const original = globalThis.Function;
  let built = 0;
  globalThis.Function = new Proxy(original, {
    construct(target, args: string[]) {
      built += 1;
      return Reflect.construct(target, args);
    },
  });
  try {
    action();
  } finally {
    globalThis.Function = original;
  }
  return built;
}

// docs/decisions/022-cabecalhos-de-producao.md: no eval under the production Content-Security-Policy, set by the
// entry without importing Zod.
describe('zodSemEval', () => {
  it('an object schema built afterwards parses without compiling a Function', () => {
    zodSemEval();
    const built = functionsBuilt(() => {
      const schema = z.object({ codigo: z.string(), quantidade: z.number() });
      expect(schema.parse({ codigo: '0409060135', quantidade: 2 })).toEqual({ codigo: '0409060135', quantidade: 2 });
    });
    expect(built).toBe(0);
  });
});
