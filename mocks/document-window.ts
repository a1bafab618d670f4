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

/**
 * The opener's fetch when the window has one: its requests are answered by the opener's worker client, whose mock
 * database is live (the copy this window inherited may miss the last ~200 ms of writes, saved with a delay).
 */
function fetcher(): typeof fetch {
  const opener: unknown = window.opener;
  if (opener && typeof opener === 'object' && 'fetch' in opener && typeof opener.fetch === 'function') {
    const openerFetch: unknown = opener.fetch;
    if (typeof openerFetch === 'function')
      return (input, init) => Promise.resolve(openerFetch.call(opener, input, init));
  }
  return fetch;
}

export async function showMockDocument(): Promise<void> {
  const response: unknown = await fetcher()(window.location.href, { headers: { Accept: 'text/html' } });
  if (typeof response !== 'object' || response === null || !('text' in response) || typeof response.text !== 'function')
    return;
  const html = String(await response.text());
  document.open();
  document.write(html);
  document.close();
}
