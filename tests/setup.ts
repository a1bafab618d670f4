import '@testing-library/jest-dom/vitest';
// Unmounting comes first, before the session and the mock database are reset (auto-cleanup would run after them).
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, configure } from '@testing-library/react';
import { threadId } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '@mocks/node';
import { resetMockBackend } from '@mocks/scenarios';
import { dialectLeak, watchDialect } from '@mocks/dialect';

// Node's BroadcastChannel reaches every worker thread of the process: the idle lock's channel (src/app/session-lock)
// of a test in one worker would lock or unlock the app of a test running in the other. Each worker gets its own.
const NodeBroadcastChannel = globalThis.BroadcastChannel;
globalThis.BroadcastChannel = class extends NodeBroadcastChannel {
  constructor(name: string) {
    super(`${name}#${threadId}`);
  }
};

// Route tests load lazy screens (PrimeReact tables) on a shared 2-core machine.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

/** The 'node' project runs the tests that need no page in Node's own environment (vitest.config.ts). */
const comPagina = typeof window !== 'undefined';
// The session lives in the page's storage, read when its module loads: only where there is a page.
const sessao = comPagina ? (await import('@/api/session/session-store')).sessionStore : null;
if (comPagina) {
  // jsdom lacks matchMedia; the layout asks for the 960 px breakpoint (desktop by default).
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: !query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  // jsdom does not scroll; the layouts' ScrollRestoration opens every screen at its top.
  Object.defineProperty(window, 'scrollTo', { writable: true, value: () => undefined });
}
// The dialect is the project's (vitest.config.ts, VITE_MOCK_DIALECT): a test that starts in another, or is answered in
// another without choosing it, runs against the wrong back-end and fails (docs/decisions/009-test-suite-budget.md).
const PROJECT_DIALECT = import.meta.env.VITE_MOCK_DIALECT;
beforeEach(({ task }) => {
  const leak = watchDialect(PROJECT_DIALECT, task.file.filepath);
  if (leak) throw new Error(leak);
});
afterEach(() => {
  cleanup();
  const leak = dialectLeak(PROJECT_DIALECT);
  server.resetHandlers();
  resetMockBackend();
  if (sessao) {
    sessao.signOut('user');
    localStorage.clear();
    sessionStorage.clear();
  }
  if (leak) throw new Error(leak);
});
afterAll(() => server.close());
