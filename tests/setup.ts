import '@testing-library/jest-dom/vitest';
// Unmounting comes first, before the session and the mock database are reset (auto-cleanup would run after them).
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, configure } from '@testing-library/react';
import { threadId } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '@mocks/node';
import { sessionStore } from '@/api/session/session-store';
import { resetMockBackend } from '@mocks/scenarios';

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
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockBackend();
  sessionStore.signOut('user');
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
