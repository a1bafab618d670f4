/**
 * A module asked for once and kept: the second call's `then` runs at once (a new `import()` of a module already
 * loaded still resolves a task later, after the route has rendered); a load that failed is tried again. The idle
 * prefetch's budget rests on it: a click sends its list's request at once (docs/decisions/025-pisos-do-bench.md
 * 'A list's request leaves with the click').
 */
export function umaVez<M>(carregar: () => Promise<M>): () => Promise<M> {
  let carga: Promise<M> | undefined;
  return () =>
    (carga ??= carregar().catch((error: unknown) => {
      carga = undefined;
      throw error;
    }));
}
