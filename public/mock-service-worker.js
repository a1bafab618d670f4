// The mock back-end's service worker in `npm run dev` (mocks/browser.ts registers it): MSW's own worker, asked only
// about the calls to the four mock back-ends. Without this filter every module, style and font the dev server sends
// went through the page's main thread to be matched against the handlers, one round trip each while the page was busy
// loading: a reload took about twice as long. The bases come in the script's address (?bases=a,b,c,d).
const bases = (new URL(self.location.href).searchParams.get('bases') ?? '')
  .split(',')
  .filter(Boolean)
  .map((base) => new URL(base, self.location.origin).href);

self.addEventListener('fetch', (event) => {
  // Registered before MSW's listener: stopping the event here leaves the request to the browser, untouched.
  if (!bases.some((base) => event.request.url.startsWith(base))) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
