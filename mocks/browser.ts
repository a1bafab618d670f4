import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/all';
import { applyScenario } from './scenarios';

/** The mock back-end in the browser for `npm run dev`; faults can be set from the console via window.__mockScenario. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  Object.assign(window, { __mockScenario: applyScenario });
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
