// Zod compiles object parsers with `new Function` when the page allows it, and probes for that once: under the
// Content-Security-Policy without 'unsafe-eval' (docs/decisions/022-cabecalhos-de-producao.md) the probe is refused
// and reported as a violation even though Zod catches it. Its plain parsers are used instead, from the first parse.
import { z } from 'zod';

z.config({ jitless: true });
