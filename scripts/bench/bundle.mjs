// Bundle figures: gzip bytes of the JS the browser requests to show a page (/auth/login, and the React floor's heading
// and button, floors.mjs), and the largest chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { FLOOR_PAGE } from './floors.mjs';
import { CHROMIUM_FLAGS } from './server.mjs';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Gzip bytes and count of the JS files the browser requests to show `path`, once `ready(page)` resolves. */
export async function jsToShow({ base, distDir, path, ready }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS.slice(1) });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await ready(page);
  await browser.close();
  return { gzip: [...scripts].reduce((sum, p) => sum + gz(join(distDir, p)), 0), files: [...scripts] };
}

export async function measureBundle({ base, distDir }) {
  const login = await jsToShow({
    base,
    distDir,
    path: '/auth/login',
    ready: (page) => page.getByRole('button', { name: 'Entrar' }).waitFor(),
  });
  const react = await jsToShow({
    base,
    distDir,
    path: FLOOR_PAGE.react,
    ready: (page) => page.getByRole('button', { name: 'Entrar' }).waitFor(),
  });
  const assets = readdirSync(join(distDir, 'assets')).filter((f) => f.endsWith('.js'));
  const sizes = assets.map((f) => ({ file: f, gzip: gz(join(distDir, 'assets', f)) })).sort((a, b) => b.gzip - a.gzip);
  return {
    loginJsGzip: login.gzip,
    loginJsFiles: login.files.length,
    reactJsGzip: react.gzip,
    largestChunk: sizes[0],
  };
}
