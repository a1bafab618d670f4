/**
 * Dev mode (`npm run dev`): a document opened in a new window at the systems API's mock address
 * (docs/decisions/007-print-dialogs-and-documents.md). The service worker serves only the pages that started it and
 * does not mock navigations, so the window loads the SPA; once the worker runs, the page fetches its own address
 * through it and shows the document instead of the app.
 */
export function isMockDocumentAddress(systemsBaseUrl: string): boolean {
  const base = new URL(systemsBaseUrl, window.location.origin).pathname.replace(/\/$/, '');
  return window.location.pathname.startsWith(`${base}/`);
}

export async function showMockDocument(): Promise<void> {
  const response = await fetch(window.location.href, { headers: { Accept: 'text/html' } });
  const html = await response.text();
  document.open();
  document.write(html);
  document.close();
}
