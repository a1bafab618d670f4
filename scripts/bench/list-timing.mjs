// What the screen benches share: the run count, median/worst, signing in, and the two list timings (a menu click to
// the first rows of the list it opened; a keystroke in a focused filter to the rows repainted), timed inside the page.

/** Runs per figure (BENCH_RUNS for a shorter run while developing). */
export const RUNS = Number(process.env.BENCH_RUNS ?? 20);

export const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: Math.round(s[Math.floor(s.length / 2)]), worst: Math.round(s[s.length - 1]) };
};

/** A page of `owner` (a browser or a browser context) signed in as `username`. */
export async function signedInPage(owner, base, username) {
  const page = await owner.newPage();
  await page.goto(`${base}/auth/login`);
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill('senha123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/admin\//);
  return page;
}

/**
 * Once: from `from` (a page and the heading that says it is shown), the click on the link `link` to the frame after
 * the first row matching `rows` is in the document (the rows of the list opened: the page left behind may still show
 * its own for a moment). The click waits until the page it starts from has finished loading (no request for 500 ms),
 * as the floor's start page has when its heading shows and as a person's click comes: clicked as soon as the heading
 * showed, the app's list began while the screen left behind was still reading its own list and loading the modules
 * that start its menu's lists (docs/decisions/025-pisos-do-bench.md 'The same start on both sides').
 */
export async function timeOpenOnce(page, base, link, rows, from, { carregando = false } = {}) {
  await page.goto(`${base}${from.path}`);
  await page.getByRole('heading', { name: from.heading }).waitFor();
  // `carregando`: the click as soon as the heading shows, the start screen's requests still under way
  // (docs/decisions/025-pisos-do-bench.md 'A click while the screen loads').
  if (!carregando) await page.waitForLoadState('networkidle');
  await page.evaluate(
    ([name, selector]) => {
      window.__open = null;
      const anchor = [...document.querySelectorAll('a')].find((a) => a.textContent.trim() === name);
      anchor.addEventListener(
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
    [link, rows],
  );
  await page.getByRole('link', { name: link }).click();
  await page.waitForFunction(() => window.__open !== null);
  return page.evaluate(() => window.__open);
}

const MINHAS_DEMANDAS = { path: '/admin/minhasDemandas', heading: 'Minhas Demandas' };

/** RUNS times timeOpenOnce from Minhas Demandas (or `from`, a screen the user may open). */
export async function timeListOpen(page, base, link, rows, from = MINHAS_DEMANDAS) {
  const open = [];
  for (let i = 0; i < RUNS; i += 1) open.push(await timeOpenOnce(page, base, link, rows, from));
  return open;
}

/** `pairs` keystrokes (`key`, then Backspace) in the focused `field`: each to the frame after the table's first change. */
export async function timeFilterKeys(page, field, key, pairs = RUNS / 2) {
  await field.focus();
  await page.evaluate(() => {
    window.__keyTimes = [];
    document.activeElement.addEventListener('keydown', () => {
      const start = performance.now();
      const table = document.querySelector('.p-datatable') ?? document.body;
      // The table's container: rows repaint inside it, or the empty state replaces the table.
      const observer = new MutationObserver(() => {
        observer.disconnect();
        requestAnimationFrame(() => window.__keyTimes.push(performance.now() - start));
      });
      observer.observe(table.parentElement ?? document.body, { childList: true, subtree: true, characterData: true });
    });
  });
  for (let i = 0; i < pairs; i += 1) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
    await page.keyboard.press('Backspace');
    await page.waitForTimeout(150);
  }
  return page.evaluate(() => window.__keyTimes);
}
