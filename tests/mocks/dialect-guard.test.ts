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

// These tests play a second-dialect process; the Vitest project's own dialect is put back after each.
const PROJECT = import.meta.env.VITE_MOCK_DIALECT;
afterEach(() => {
  setBaseDialect(PROJECT);
  resetDialect();
});

describe('the mock dialect belongs to the process; a test’s choice ends with the test', () => {
  it('a test’s choice of the default dialect is gone after the reset that follows every test', () => {
    setBaseDialect('alt');
    setDialect('default');
    expect(currentDialect()).toBe('default');
    resetDialect();
    expect(currentDialect()).toBe('alt');
    // Lists come inside a paging wrapper in the second dialect.
    expect(inDialect([{ id: 1 }])).toHaveProperty('content');
  });

  it('a choice that outlives its test (no reset) is caught in the next test answered in the default dialect', () => {
    setBaseDialect('alt');
    setDialect('default');
    watchDialect();
    expect(dialectLeak()).toBeNull();
    inDialect({ id: 1 });
    expect(dialectLeak()).toMatch(/dialeto padrão num projeto do segundo dialeto/);
  });

  it('a test that asks for the default dialect itself is no leak, nor is a second-dialect answer', () => {
    setBaseDialect('alt');
    watchDialect();
    inDialect({ id: 1 });
    expect(dialectLeak()).toBeNull();
    setDialect('default');
    inDialect({ id: 1 });
    expect(dialectLeak()).toBeNull();
  });
});
