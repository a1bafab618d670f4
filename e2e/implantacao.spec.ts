// The deployment as a hospital makes it (docs/decisions/027-implantacao.md): the journeys' production build, untouched,
// served by Debian's nginx with deploy/nginx.conf rendered for back-ends on another origin than the build's defaults
// (the build calls /main, /systems, … on its own origin), and the headers of docs/decisions/022-cabecalhos-de-producao.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_CONTROL, SECURITY_HEADERS, securityHeaders } from '../deploy/security-headers';
import { LoginPage } from './pages/login-page';
import { PedidosListPage } from './pages/meus-pedidos-page';
import { BUILD, iniciarMockServer, iniciarNginx, portaLivre, type Nginx, type Servidor } from './support/servidores';
import { expect, test } from './support/test';

let nginx: Nginx;
let backend: Servidor;

test.beforeAll(async () => {
  // The back-end's origin must be known to render the app's configuration, and the app's to start the back-end.
  const portaDoBackend = await portaLivre();
  const base = `http://127.0.0.1:${portaDoBackend}`;
  nginx = await iniciarNginx({
    VITE_MAIN_API_URL: `${base}/main`,
    VITE_SYSTEMS_API_URL: `${base}/systems`,
    VITE_LOG_API_URL: `${base}/log`,
    VITE_PATIENT_API_URL: `${base}/patient`,
    VITE_HELP_URL: 'https://ajuda.hospital.example/opera',
  });
  backend = await iniciarMockServer(nginx.url, portaDoBackend);
});

test.afterAll(async () => {
  await nginx?.parar();
  await backend?.parar();
});

/** A GET as a browser makes it (gzip accepted), without following a redirect. */
const pedir = (caminho: string) =>
  fetch(`${nginx.url}${caminho}`, { headers: { 'Accept-Encoding': 'gzip' }, redirect: 'manual' });

/** The entry module and the stylesheet index.html loads, as the build named them. */
function arquivosDaEntrada(): { js: string; css: string } {
  const html = readFileSync(join(BUILD, 'index.html'), 'utf8');
  const js = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const css = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!js || !css) throw new Error('index.html sem entrada');
  return { js, css };
}

test('nginx with deploy/nginx.conf: the headers on every answer, each page for its routes, a missing chunk 404, caching and compression', async () => {
  const cabecalhos = securityHeaders([backend.url]);
  const { js, css } = arquivosDaEntrada();
  const casos = [
    {
      caminho: '/auth/login',
      status: 200,
      tipo: 'text/html',
      titulo: 'OPERA · Pedidos de Cirurgia',
      cache: CACHE_CONTROL.page,
    },
    {
      caminho: '/admin/meusPedidos',
      status: 200,
      tipo: 'text/html',
      titulo: 'OPERA · Pedidos de Cirurgia',
      cache: CACHE_CONTROL.page,
    },
    {
      caminho: '/index.html',
      status: 200,
      tipo: 'text/html',
      titulo: 'OPERA · Pedidos de Cirurgia',
      cache: CACHE_CONTROL.page,
    },
    {
      caminho: '/rastreamento/2027004',
      status: 200,
      tipo: 'text/html',
      titulo: 'OPERA · Rastreamento do pedido',
      cache: CACHE_CONTROL.page,
    },
    {
      caminho: '/rastreamento.html',
      status: 200,
      tipo: 'text/html',
      titulo: 'OPERA · Rastreamento do pedido',
      cache: CACHE_CONTROL.page,
    },
    { caminho: '/config.js', status: 200, tipo: 'javascript', cache: CACHE_CONTROL.page },
    { caminho: js, status: 200, tipo: 'javascript', cache: CACHE_CONTROL.asset },
    { caminho: css, status: 200, tipo: 'text/css', cache: CACHE_CONTROL.asset },
  ];
  for (const caso of casos) {
    const resposta = await pedir(caso.caminho);
    const corpo = await resposta.text();
    const recebidos = Object.fromEntries(Object.keys(cabecalhos).map((nome) => [nome, resposta.headers.get(nome)]));
    expect.soft(resposta.status, caso.caminho).toBe(caso.status);
    expect.soft(recebidos, caso.caminho).toEqual(cabecalhos);
    expect.soft(resposta.headers.get('content-type'), caso.caminho).toContain(caso.tipo);
    expect.soft(resposta.headers.get('cache-control'), caso.caminho).toBe(caso.cache);
    // Text is compressed (fetch reads it back; the header says it came gzip-compressed).
    expect.soft(resposta.headers.get('content-encoding'), caso.caminho).toBe('gzip');
    if (caso.titulo) expect.soft(corpo, caso.caminho).toContain(`<title>${caso.titulo}</title>`);
  }

  // The environment's configuration, not the build's empty one.
  expect(await (await pedir('/config.js')).text()).toBe(nginx.configJs);

  // A chunk a later deploy removed: 404 with the headers, never index.html parsed as JavaScript.
  const semChunk = await pedir('/assets/tela-removida-Ab12Cd34.js');
  expect(semChunk.status).toBe(404);
  expect(semChunk.headers.get('content-security-policy')).toBe(cabecalhos['Content-Security-Policy']);
  expect(await semChunk.text()).not.toContain('<div id="root">');
});

test('signed in through the app served by nginx, calling back-ends on another origin: Meus Pedidos and the tracking page, no CSP violation', async ({
  page,
}) => {
  const chamadas: string[] = [];
  page.on('request', (r) => {
    if (['xhr', 'fetch'].includes(r.resourceType())) chamadas.push(new URL(r.url()).origin);
  });
  await page.goto(`${nginx.url}/auth/login`);
  const login = new LoginPage(page);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await login.signIn('carlos.mendes');
  await expect(page).toHaveURL(`${nginx.url}/admin/meusPedidos`);
  await new PedidosListPage(page).filterByCode('2027006');

  // The public tracking page reads the same configuration.
  await page.goto(`${nginx.url}/rastreamento/2027004`);
  await expect(page.getByText('Etapa 3 de 6')).toBeVisible();

  // Every call went to the configured back-ends, none to the build's default (the page's own origin).
  expect(chamadas.length).toBeGreaterThan(0);
  expect(new Set(chamadas)).toEqual(new Set([backend.url]));
  // The violations of the policy fail the journey by themselves (e2e/support/test.ts).
});

test('a config.js with a misspelt key stops the app on the page that lists the problem, and the tracking page fails plainly', async ({
  page,
}) => {
  const certo = nginx.configJs;
  nginx.trocarConfigJs(certo.replace('"VITE_MAIN_API_URL"', '"VITE_MAIN_API"'));
  try {
    await page.goto(`${nginx.url}/auth/login`);
    const alerta = page.getByRole('alert');
    await expect(alerta.getByRole('heading', { name: 'Configuração inválida' })).toBeVisible();
    await expect(alerta.getByRole('listitem')).toHaveText(['config.js: chave desconhecida VITE_MAIN_API']);
    await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);

    await page.goto(`${nginx.url}/rastreamento/2027004`);
    await expect(page.getByRole('alert')).toHaveText(
      'Não foi possível consultar o pedido. Tente novamente mais tarde.',
    );
  } finally {
    nginx.trocarConfigJs(certo);
  }
});

test('the journeys’ own server answers as the rendered nginx does: the same headers, a missing chunk 404', async ({
  request,
}) => {
  // The project's server (mocks/server.ts --static), whose back-ends are on its own origin.
  const nomes = Object.keys(SECURITY_HEADERS);
  for (const [caminho, status] of [
    ['/auth/login', 200],
    ['/config.js', 200],
    ['/assets/tela-removida-Ab12Cd34.js', 404],
  ] as const) {
    const resposta = await request.get(caminho);
    expect.soft(resposta.status(), caminho).toBe(status);
    const headers = resposta.headers();
    expect.soft(Object.fromEntries(nomes.map((n) => [n, headers[n.toLowerCase()]])), caminho).toEqual(SECURITY_HEADERS);
  }
});
