// The dev-mode reload (docs/decisions/025-pisos-do-bench.md 'The dev server's reload'): `npm run dev`'s server (Vite,
// every module sent on its own, the in-browser mock back-end) started on BENCH_DEV_PORT, a signed-in Meus Pedidos
// reloaded → the side menu shown, alternately with the production build's reload → menu in the same run: the
// production build is the floor, and a dev server that became slow again shows as their ratio.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { compared, describe } from './floors.mjs';
import { RUNS, signedInPage } from './list-timing.mjs';
import { benchContext, CHROMIUM_FLAGS } from './server.mjs';

/** The bound of the ratio, chosen from this machine's runs (docs/decisions/025-pisos-do-bench.md). */
export const DEV_RELOAD_RATIO = 6;
const MENU = 'nav[aria-label="Menu principal"] a';

async function startDevServer(port) {
  const child = spawn('npx', ['vite', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop: () => {
      try {
        process.kill(-child.pid);
      } catch {
        // already gone
      }
    },
  };
}

/** Once: reload → the frame in which the side menu's first link is in the document, from the navigation's start. */
async function reloadToMenu(page) {
  await page.reload({ waitUntil: 'commit' });
  const handle = await page.waitForFunction((sel) => document.querySelector(sel) && performance.now(), MENU, {
    polling: 'raf',
    timeout: 60_000,
  });
  return handle.jsonValue();
}

export async function measureDevReload({ server, results, budget }) {
  const port = Number(process.env.BENCH_DEV_PORT ?? Number(process.env.BENCH_PORT ?? 4020) + 1);
  const dev = await startDevServer(port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS.slice(1) });
  try {
    const paginas = {};
    for (const [lado, base] of [
      ['ours', dev.base],
      ['floor', server.base],
    ]) {
      const page = await signedInPage(await benchContext(browser), base, 'carlos.mendes');
      await page.goto(`${base}/admin/meusPedidos`);
      await page.locator(MENU).first().waitFor({ timeout: 60_000 });
      // One reload each before the timed ones: Vite transforms a module the first time a page asks for it.
      await reloadToMenu(page);
      paginas[lado] = page;
    }
    const laps = { ours: [], floor: [] };
    for (let i = 0; i < Math.max(4, RUNS / 2); i += 1) {
      await paginas.ours.bringToFront();
      laps.ours.push(await reloadToMenu(paginas.ours));
      await paginas.floor.bringToFront();
      laps.floor.push(await reloadToMenu(paginas.floor));
    }
    const c = compared(laps.ours, laps.floor);
    results.devReload = c;
    console.log(`npm run dev: reload of Meus Pedidos → side menu, against the production build's: ${describe(c)}`);
    budget(
      `Dev-mode reload → menu ≤ ${DEV_RELOAD_RATIO} × the production build's (worst)`,
      c.ratioWorst,
      DEV_RELOAD_RATIO,
      c.ratioWorst <= DEV_RELOAD_RATIO,
    );
  } finally {
    await browser.close();
    dev.stop();
  }
}
