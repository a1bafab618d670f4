import { afterEach, describe, expect, it } from 'vitest';
import {
  currentDialect,
  dialectLeak,
  inDialect,
  resetDialect,
  setBaseDialect,
  setDialect,
  watchDialect,
} from '@mocks/dialect';

// These tests play a worker of the second-dialect project running files one after another (isolate: false, so the
// dialect module outlives each file); the Vitest project's own dialect is put back after each.
const PROJECT = import.meta.env.VITE_MOCK_DIALECT;
afterEach(() => {
  setBaseDialect(PROJECT);
  resetDialect();
});

/** What tests/setup.ts does around each test of `file` in the second-dialect project, the test's body in between. */
function umTeste(file: string, corpo: () => void = () => inDialect({ id: 1 })) {
  const inicio = watchDialect('alt', file);
  if (!inicio) corpo();
  const fim = dialectLeak('alt');
  resetDialect();
  return inicio ?? fim;
}

const FORA = /mudou fora de um teste \(processo (alt|default), respostas default; o projeto é alt\)/;

describe('the mock dialect belongs to the project; a test’s choice ends with the test', () => {
  it('a test’s choice of the default dialect is gone after the reset that follows every test', () => {
    setBaseDialect('alt');
    setDialect('default');
    expect(currentDialect()).toBe('default');
    resetDialect();
    expect(currentDialect()).toBe('alt');
    // Lists come inside a paging wrapper in the second dialect.
    expect(inDialect([{ id: 1 }])).toHaveProperty('content');
  });

  it('a choice that outlives its test (no reset) is caught when the next test starts, and put back', () => {
    setBaseDialect('alt');
    setDialect('default');
    expect(watchDialect('alt', 'b.test.tsx')).toMatch(/mudou fora de um teste \(processo alt, respostas default/);
    expect(currentDialect()).toBe('alt');
  });

  it('a module-level setBaseDialect(default) in a second-dialect file fails every test of that file, not the next file', () => {
    setBaseDialect('alt'); // mocks/node.ts, once per worker
    expect(umTeste('a.test.tsx')).toBeNull();
    setBaseDialect('default'); // b.test.tsx's module level, when the worker imports it
    expect(umTeste('b.test.tsx')).toMatch(FORA);
    expect(umTeste('b.test.tsx')).toMatch(FORA);
    // The worker's next file runs in the project's dialect again, and passes.
    expect(umTeste('c.test.tsx')).toBeNull();
    expect(inDialect([{ id: 1 }])).toHaveProperty('content');
  });

  it('a module-level setDialect(default) in a second-dialect file fails every test of that file, not the next file', () => {
    setBaseDialect('alt');
    expect(umTeste('a.test.tsx')).toBeNull();
    setDialect('default'); // b.test.tsx's module level
    expect(umTeste('b.test.tsx')).toMatch(FORA);
    expect(umTeste('b.test.tsx')).toMatch(FORA);
    expect(umTeste('c.test.tsx')).toBeNull();
  });

  it('a setBaseDialect inside a test fails that test and is put back for the next', () => {
    setBaseDialect('alt');
    expect(umTeste('a.test.tsx', () => setBaseDialect('default'))).toMatch(
      /mudou durante o teste para default; o projeto é alt/,
    );
    expect(umTeste('a.test.tsx')).toBeNull();
    expect(currentDialect()).toBe('alt');
  });

  it('an answer in a dialect the test did not choose is a leak, even with the process’s dialect put back', () => {
    setBaseDialect('alt');
    const corpo = () => {
      setBaseDialect('default');
      inDialect({ id: 1 });
      setBaseDialect('alt');
    };
    expect(umTeste('a.test.tsx', corpo)).toMatch(/veio no dialeto default num projeto do dialeto alt, sem o teste/);
    const escolhido = () => {
      setDialect('default');
      inDialect({ id: 1 });
    };
    expect(umTeste('a.test.tsx', escolhido)).toBeNull();
  });

  it('tests that run both dialects themselves (describe.each with setDialect in beforeEach) pass in both projects', () => {
    for (const project of ['alt', 'default'] as const) {
      setBaseDialect(project);
      for (const escolhido of ['default', 'alt'] as const) {
        for (const file of ['dois-dialetos.test.tsx', 'seguinte.test.tsx']) {
          const inicio = watchDialect(project, file);
          setDialect(escolhido); // the file's beforeEach
          inDialect({ id: 1 });
          setDialect('default'); // an afterEach that puts the default back, as some files do
          expect([inicio, dialectLeak(project)]).toEqual([null, null]);
          resetDialect();
        }
      }
    }
  });
});
