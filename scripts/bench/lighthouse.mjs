// Lighthouse (default mobile settings) on /auth/login and on a signed-in admin screen: the run with the median
// performance score of RUNS runs, as Lighthouse's variability guide advises (docs/variability.md: the median of 5 runs
// is twice as stable as one run). Every run's score is reported too.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signedInPage } from './list-timing.mjs';
import { CHROMIUM_FLAGS } from './server.mjs';

async function signIn(base, userDataDir, username) {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_FLAGS.slice(1),
  });
  // Signed in inside the profile Lighthouse then opens: the session is in its local storage.
  await signedInPage(context, base, username);
  await context.close();
}

const RUNS = Number(process.env.LH_RUNS ?? 5);

async function auditOnce(url, userDataDir) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse's default (mobile) audit of `url`: the run with the median performance of RUNS runs. */
export async function audit(url, userDataDir) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await auditOnce(url, userDataDir));
  const byScore = [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = byScore[Math.floor(byScore.length / 2)];
  const { categories, audits } = lhr;
  return {
    url: new URL(url).pathname,
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    runs: runs.map((r) => r.categories.performance.score),
    failedA11y: Object.values(audits)
      .filter((a) => a.score === 0 && categories.accessibility.auditRefs.some((r) => r.id === a.id))
      .map((a) => a.id),
  };
}

export async function measureLighthouse({ base, adminPath, username }) {
  const loginDir = mkdtempSync(join(tmpdir(), 'lh-login-'));
  const login = await audit(`${base}/auth/login`, loginDir);
  const adminDir = mkdtempSync(join(tmpdir(), 'lh-admin-'));
  await signIn(base, adminDir, username);
  const admin = await audit(`${base}${adminPath}`, adminDir);
  return [login, admin];
}
