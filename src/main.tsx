// First: every schema parses without `new Function` (the production CSP, docs/decisions/022-cabecalhos-de-producao.md);
// Zod itself loads with the first screen that reads with it, not with the entry.
import './lib/schema/zod-sem-eval';
import 'primereact/resources/themes/saga-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { envResult } from './config/env';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  if (!envResult.ok) {
    // Loaded only when it is shown: the sign-in page's JS does not carry it (docs/decisions/002-bundle-budget.md).
    const { ConfigErrorPage } = await import('./app/routes/config-error-page');
    root.render(<ConfigErrorPage problems={envResult.problems} />);
    return;
  }
  // Vite replaces the condition at build time: a build without mocks drops this import and the seed data.
  if (import.meta.env.VITE_USE_MOCKS === 'true') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
    const mockDocument = await import('../mocks/document-window');
    if (mockDocument.isMockDocumentAddress(envResult.env.VITE_SYSTEMS_API_URL)) return mockDocument.showMockDocument();
  }
  // The first render yields to the browser every few milliseconds instead of holding the main thread until the whole
  // screen is built (Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={createQueryClient()} router={createAppRouter()} />
      </StrictMode>,
    );
  });
}

void start();
