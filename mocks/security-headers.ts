// The headers a production web server sends with the app's files (README, 'Production build against real back-ends',
// with its nginx example; docs/decisions/022-cabecalhos-de-producao.md). The journeys' server sends the same, so a page
// that breaks the Content-Security-Policy fails its journey (e2e/support/test.ts).

/**
 * The Content-Security-Policy for back-ends on the app's own origin (the journeys' /main, /systems, /log, /patient);
 * a deployment adds its back-ends' origins to `connect-src`. `style-src` allows inline styles: PrimeReact and
 * FullCalendar write their CSS into `<style>` elements at run time, and the tracking page's HTML has its own;
 * `font-src` allows `data:`: FullCalendar's CSS carries its icon font (the toolbar's arrows) as a data URI.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Every header the app's files are served with. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Robots-Tag': 'noindex, nofollow',
};
