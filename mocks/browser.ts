import { setupWorker } from 'msw/browser';
import { db, replaceDb, resetDb } from './db/db';
import { clearStoredDb, loadStoredDb, saveDb } from './db/persist';
import { handlers } from './handlers/all';
import { setMockBases } from './backends';
import { setBaseDialect } from './dialect';
import { applyScenario } from './scenarios';

const SAVE_DELAY_MS = 200;
/** Set by the reset button for the next start: whatever a pagehide wrote while leaving is dropped too. */
const RESET_FLAG = 'opera.mockDb.reset';
const RESET_LABEL = 'Restaurar dados de exemplo';

/**
 * The mock back-end in the browser for `npm run dev`; faults can be set from the console via window.__mockScenario.
 * The database is kept in the tab's sessionStorage (saved ~200 ms after each mocked response and on pagehide), so a
 * reload keeps the data and the signed-in session; the reset button brings back the seed.
 */
export async function startMockWorker(): Promise<void> {
  if (sessionStorage.getItem(RESET_FLAG)) {
    sessionStorage.clear();
  } else {
    const stored = loadStoredDb(sessionStorage);
    if (stored) replaceDb(stored);
  }
  // VITE_MOCK_DIALECT=alt serves the second mock dialect (mocks/dialect.ts).
  setBaseDialect(import.meta.env.VITE_MOCK_DIALECT);
  const env = import.meta.env;
  // The bases the app calls (.env.development): each handler answers under its own back-end's base only.
  setMockBases({
    main: env.VITE_MAIN_API_URL,
    systems: env.VITE_SYSTEMS_API_URL,
    log: env.VITE_LOG_API_URL,
    patient: env.VITE_PATIENT_API_URL,
  });
  const worker = setupWorker(...handlers);
  Object.assign(window, { __mockScenario: applyScenario });

  let saving = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = () => {
    clearTimeout(timer);
    timer = undefined;
    // Over the storage quota (e.g. the 5,000-request scenario) saving stops for this page: the data lives until reload.
    if (saving) saving = saveDb(db, sessionStorage);
  };
  worker.events.on('response:mocked', () => {
    clearTimeout(timer);
    timer = setTimeout(saveNow, SAVE_DELAY_MS);
  });
  window.addEventListener('pagehide', saveNow);

  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    // Asked only about the back-ends' calls (public/mock-service-worker.js).
    serviceWorker: { url: `/mock-service-worker.js?bases=${encodeURIComponent(mockBases().join(','))}` },
  });

  mountResetButton(() => {
    saving = false;
    clearTimeout(timer);
    resetDb();
    clearStoredDb(sessionStorage);
    localStorage.clear();
    sessionStorage.clear();
    sessionStorage.setItem(RESET_FLAG, '1');
    window.location.assign('/auth/login');
  });
}

/** The four back-ends' base addresses, as the app calls them (.env.development). */
function mockBases(): string[] {
  const env = import.meta.env;
  return [env.VITE_MAIN_API_URL, env.VITE_SYSTEMS_API_URL, env.VITE_LOG_API_URL, env.VITE_PATIENT_API_URL].filter(
    (base): base is string => typeof base === 'string' && base !== '',
  );
}

/** A small fixed button in the bottom-left corner, outside React (it exists only where the mocks run). */
function mountResetButton(reset: () => void): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.id = 'mock-reset-data';
  button.textContent = RESET_LABEL;
  button.title = 'Modo de desenvolvimento: apaga as alterações desta aba e volta aos dados de exemplo';
  Object.assign(button.style, {
    position: 'fixed',
    left: '8px',
    bottom: '8px',
    // Under the narrow-screen menu (800), the top bar (900) and every PrimeReact overlay (1000+).
    zIndex: '700',
    padding: '4px 10px',
    font: '600 12px/1.4 system-ui, sans-serif',
    color: '#ffffff',
    background: '#5d4037',
    border: '1px solid #3e2723',
    borderRadius: '4px',
    boxShadow: '0 1px 4px rgba(0,0,0,.3)',
    cursor: 'pointer',
  } satisfies Partial<CSSStyleDeclaration>);
  button.addEventListener('focus', () => {
    button.style.outline = '3px solid #ffb300';
    button.style.outlineOffset = '2px';
  });
  button.addEventListener('blur', () => {
    button.style.outline = '';
  });
  button.addEventListener('click', () => {
    if (
      window.confirm(
        'Restaurar os dados de exemplo? As alterações feitas nesta aba serão perdidas e a sessão será encerrada.',
      )
    )
      reset();
  });
  document.body.append(button);
}
