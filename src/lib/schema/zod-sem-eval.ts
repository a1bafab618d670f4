// Zod compiles object parsers with `new Function` when the page allows it, and probes for that once: under the
// Content-Security-Policy without 'unsafe-eval' (docs/decisions/022-cabecalhos-de-producao.md) the probe is refused
// and reported as a violation even though Zod catches it. Its plain parsers are used instead, from the first parse.
//
// Zod keeps its configuration in `globalThis.__zod_globalConfig` and adopts an object found there when it loads (the
// shared configuration of zod's core, the same object `z.config` writes): setting `jitless` there before any schema is
// built keeps the guarantee without loading Zod with the app's first screen (the sign-in page and the lists read
// without it, docs/decisions/002-bundle-budget.md).
import type { core } from 'zod';

declare global {
  var __zod_globalConfig: core.$ZodConfig | undefined;
}

/** Zod's configuration with its compiled parsers switched off, whether Zod has loaded yet or not. */
export function zodSemEval(): void {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}

zodSemEval();
