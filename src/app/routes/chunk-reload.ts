/**
 * A screen's code that no longer exists on the server (a tab left open across a deploy): the browser's words for a
 * dynamic import or its CSS that failed to load (Chromium, Firefox, Safari, Vite's CSS preload).
 */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

const RELOADED_KEY = 'opera.recarregadaPorVersao';

/** True when a route's error is its code failing to load, not the screen failing. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** The page's reload, behind an object so that tests can watch it (jsdom cannot navigate). */
export const pagina = {
  recarregar: () => window.location.reload(),
};

/** True when the page has not yet been reloaded for this address's code (a second failure is shown, no loop). */
export function mayReload(path: string): boolean {
  return sessionStorage.getItem(RELOADED_KEY) !== path;
}

/**
 * Reloads the page for an address whose code failed to load: the new version's files then load. The wizard's draft
 * lives in sessionStorage and survives the reload (docs/decisions/004-wizard-state.md).
 */
export function reloadFor(path: string): void {
  sessionStorage.setItem(RELOADED_KEY, path);
  pagina.recarregar();
}

/** Once the failure after the reload was shown, a later deploy may reload this address again. */
export function forgetReload(): void {
  sessionStorage.removeItem(RELOADED_KEY);
}

/**
 * A route's lazy module whose failure reaches the route's error element: React Router renders nothing for a `lazy`
 * that rejects (the route stays unloaded), so the failure is thrown where the screen renders instead.
 */
export function failingOnRender<T extends object>(
  load: () => Promise<T>,
): () => Promise<T | { Component: () => never }> {
  return () =>
    load().catch((error: unknown) => ({
      Component: () => {
        throw error;
      },
    }));
}
