// The headers the app's files are served with, held once (docs/decisions/022-cabecalhos-de-producao.md): the
// deployment's nginx file is rendered from them (deploy/render.ts, docs/decisions/027-implantacao.md), and the
// journeys' mock server sends the same (mocks/server.ts --static), so a page that breaks the Content-Security-Policy
// fails its journey (e2e/support/test.ts).

/**
 * The Content-Security-Policy's directives, `connect-src` with the back-ends' origins (none: back-ends on the app's own
 * origin, as the journeys' /main, /systems, /log, /patient). `style-src` allows inline styles: PrimeReact and
 * FullCalendar write their CSS into `<style>` elements at run time, and the tracking page's HTML has its own;
 * `font-src` allows `data:`: FullCalendar's CSS carries its icon font (the toolbar's arrows) as a data URI.
 */
function directives(backendOrigins: readonly string[]): string[] {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self' data:",
    ["connect-src 'self'", ...backendOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
}

/** The policy for back-ends at these origins (besides the app's own). */
export function contentSecurityPolicy(backendOrigins: readonly string[] = []): string {
  return directives(backendOrigins).join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The part of the policy each built page also carries in a `<meta>` (vite.config.ts), for a host that sends no
 * headers: what a meta policy can hold (not `frame-ancestors`) and what no deployment changes (not `connect-src`).
 */
export const META_CONTENT_SECURITY_POLICY = directives([])
  .filter((d) => /^(script-src|object-src|base-uri) /.test(d))
  .join('; ');

/** Every header the app's files are served with, for back-ends at these origins. */
export function securityHeaders(backendOrigins: readonly string[] = []): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(backendOrigins),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Robots-Tag': 'noindex, nofollow',
  };
}

export const SECURITY_HEADERS = securityHeaders();

/**
 * Cache-Control: a hashed file under /assets/ never changes; the pages and config.js are asked again each time, so a
 * deploy or a new configuration reaches the next visit.
 */
export const CACHE_CONTROL = {
  asset: 'public, max-age=31536000, immutable',
  page: 'no-cache',
} as const;
