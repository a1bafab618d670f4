// Bundle figures: gzip bytes of the JS the browser requests to show /auth/login, and the largest route chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from './server.mjs';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

export async function measureBundle({ base, distDir }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS.slice(1) });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${base}/auth/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Entrar' }).waitFor();
  await browser.close();
  const loginJs = [...scripts].reduce((sum, p) => sum + gz(join(distDir, p)), 0);
  const assets = readdirSync(join(distDir, 'assets')).filter((f) => f.endsWith('.js'));
  const sizes = assets.map((f) => ({ file: f, gzip: gz(join(distDir, 'assets', f)) })).sort((a, b) => b.gzip - a.gzip);
  return { loginJsGzip: loginJs, loginJsFiles: [...scripts].length, largestChunk: sizes[0] };
}
