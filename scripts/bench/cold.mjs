// The first open of the morning (docs/decisions/025-pisos-do-bench.md 'The first open of the morning'): a ward PC
// signs in at 07:00 with nothing compiled or cached. Each timed open is made in a new browser with a new, empty
// profile (chromium.launch: a temporary profile, no HTTP cache, no compiled code), ours and the floor's alternately,
// COLD_PROFILES times each (at least 8): the sign-in (Entrar clicked on a loaded sign-in page → the first screen's
// first row painted) against the sign-in floor, and each budgeted list (its menu link clicked on a loaded start
// screen → its first row painted) against the DataTable floor.
import { chromium } from '@playwright/test';
import { compared, describe, FLOOR_PAGE, recordCall } from './floors.mjs';
import { signedInPage, timeOpenOnce } from './list-timing.mjs';
import { CHROMIUM_FLAGS } from './server.mjs';
import { MEUS_PEDIDOS_TABELA } from './screens.mjs';
import { TABELA_GERENTE } from './gerente.mjs';
import { TABELA_PARECERES } from './area-tecnica.mjs';

const PROFILES = Math.max(8, Number(process.env.COLD_PROFILES ?? 8));
const FLOOR_ROWS = '.p-datatable tbody tr:not(.p-datatable-emptymessage)';
const launch = () => chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS.slice(1) });

/** In a new browser (a new empty profile): `run(context)` with the session `storageState` (or none) and `floor` stored. */
async function fresh(storageState, floor, run) {
  const browser = await launch();
  try {
    const context = await browser.newContext({ bypassCSP: true, ...(storageState ? { storageState } : {}) });
    if (floor) await context.addInitScript((v) => localStorage.setItem('bench-floor', v), JSON.stringify(floor));
    return await run(context);
  } finally {
    await browser.close();
  }
}

/** The session of `username` (its local storage) and the call `pattern` that `path` makes, from a warm browser. */
async function session(server, username, path, pattern) {
  const browser = await launch();
  try {
    const context = await browser.newContext({ bypassCSP: true });
    const [login, page] = await Promise.all([
      new Promise((ok) => context.on('request', (r) => /\/loginDemanda$/.test(r.url()) && ok(r.url()))),
      signedInPage(context, server.base, username),
    ]);
    const chamada = await recordCall(page, pattern, () => page.goto(`${server.base}${path}`));
    await page.waitForLoadState('networkidle');
    return { storageState: await context.storageState(), chamada, entrada: login };
  } finally {
    await browser.close();
  }
}

/** Once, on a loaded page: the click on `button` to the frame after the first element matching `rows`. */
async function timeClick(page, button, rows) {
  await page.evaluate(
    ([name, selector]) => {
      window.__open = null;
      const alvo = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === name);
      alvo.addEventListener(
        'click',
        () => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (!document.querySelector(selector)) return;
            observer.disconnect();
            requestAnimationFrame(() => (window.__open = performance.now() - start));
          });
          observer.observe(document.body, { childList: true, subtree: true });
        },
        { once: true, capture: true },
      );
    },
    [button, rows],
  );
  await page.getByRole('button', { name: button }).click();
  await page.waitForFunction(() => window.__open !== null, null, { timeout: 60_000 });
  return page.evaluate(() => window.__open);
}

/** Sign-in → Meus Pedidos' first row (carlos.mendes' first screen), against the sign-in floor. */
async function signIn(server) {
  const { chamada, entrada } = await session(server, 'carlos.mendes', '/admin/meusPedidos', /\/pedidoCirurgiaMedico\//);
  const floor = {
    ...chamada,
    entrada,
    tabela: { ...MEUS_PEDIDOS_TABELA, filtro: { ...MEUS_PEDIDOS_TABELA.filtro, rotulo: 'Pesquisa geral' } },
  };
  const entrar = async (context, path, rows) => {
    const page = await context.newPage();
    await page.goto(`${server.base}${path}`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Usuário').fill('carlos.mendes');
    await page.getByLabel('Senha').fill('senha123');
    return timeClick(page, 'Entrar', rows);
  };
  const ours = [];
  const piso = [];
  for (let i = 0; i < PROFILES; i += 1) {
    ours.push(await fresh(null, null, (c) => entrar(c, '/auth/login', 'table[aria-label="Meus pedidos"] tbody tr')));
    piso.push(await fresh(null, floor, (c) => entrar(c, FLOOR_PAGE.login, FLOOR_ROWS)));
  }
  return compared(ours, piso);
}

const LISTAS = [
  {
    nome: 'Meus Pedidos',
    largeData: { action: 'largeData', on: true },
    username: 'carlos.mendes',
    path: '/admin/meusPedidos',
    pattern: /\/pedidoCirurgiaMedico\//,
    rows: 'table[aria-label="Meus pedidos"] tbody tr',
    from: { path: '/admin/minhasDemandas', heading: 'Minhas Demandas' },
    tabela: MEUS_PEDIDOS_TABELA,
  },
  {
    nome: 'Pedidos de Cirurgias',
    largeData: { action: 'largeData', on: true },
    username: 'mariana.lima',
    path: '/admin/pedidosCirurgia',
    pattern: /\/pedidoCirurgiaGerenteCentroCirurgico$/,
    rows: 'table[aria-label="Pedidos de cirurgias"] tbody tr:not(.p-datatable-emptymessage)',
    from: { path: '/admin/minhasDemandas', heading: 'Minhas Demandas' },
    tabela: TABELA_GERENTE,
  },
  {
    nome: 'Parecer Área Técnica',
    largeData: { action: 'largeData', on: true, set: 'areaTecnica' },
    username: 'paulo.nunes',
    path: '/admin/pareceresAreaTecnica',
    pattern: /\/pedidoCirurgiaAreaTecnicaSemParecer\//,
    rows: 'table[aria-label="Pareceres da área técnica"] tbody tr:not(.p-datatable-emptymessage)',
    from: { path: '/admin/alterarsenha', heading: 'Alterar senha' },
    tabela: TABELA_PARECERES,
  },
];

/** A list's first open in fresh profiles, signed in (the session's local storage given to the new profile). */
async function list(server, l) {
  await server.scenario(l.largeData);
  try {
    const { storageState, chamada } = await session(server, l.username, l.path, l.pattern);
    const floor = { ...chamada, tabela: l.tabela };
    const abrir = (link, rows, from) => async (context) => {
      const page = await context.newPage();
      return timeOpenOnce(page, server.base, link, rows, from);
    };
    const ours = [];
    const piso = [];
    for (let i = 0; i < PROFILES; i += 1) {
      ours.push(await fresh(storageState, null, abrir(l.nome, l.rows, l.from)));
      piso.push(
        await fresh(
          storageState,
          floor,
          abrir('Abrir lista', FLOOR_ROWS, { path: FLOOR_PAGE.lista, heading: 'Início' }),
        ),
      );
    }
    return compared(ours, piso);
  } finally {
    await server.scenario({ action: 'largeData', on: false });
  }
}

export async function measureCold({ server, results, budget }) {
  const frio = { entrada: await signIn(server), listas: {} };
  for (const l of LISTAS) frio.listas[l.nome] = await list(server, l);
  results.frio = frio;
  console.log(`First opens in a fresh browser profile (nothing cached or compiled), ${PROFILES} profiles each side:`);
  console.log(`  sign-in → Meus Pedidos' first rows, against the sign-in floor: ${describe(frio.entrada)}`);
  budget(
    'Sign-in → first screen, fresh profile ≤ 1.5 × floor (worst)',
    frio.entrada.ratioWorst,
    1.5,
    frio.entrada.ratioWorst <= 1.5,
  );
  for (const [nome, c] of Object.entries(frio.listas)) {
    console.log(`  ${nome} first rows, against the DataTable floor: ${describe(c)}`);
    budget(`${nome} first rows, fresh profile ≤ 1.5 × floor (worst)`, c.ratioWorst, 1.5, c.ratioWorst <= 1.5);
  }
}
