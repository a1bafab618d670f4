// Starts the HTTP mock back-end serving a production build, and waits until it answers.
import { spawn } from 'node:child_process';

export async function startMockServer({ port, staticDir }) {
  // The same command as npm run mock-server: tsx needs tsconfig.node.json for the @/ and @mocks/ aliases.
  const child = spawn(
    'npx',
    ['tsx', '--tsconfig', 'tsconfig.node.json', 'mocks/server.ts', '--port', String(port), '--static', staticDir],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      const r = await fetch(`${base}/auth/login`);
      if (r.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    scenario: (body) => fetch(`${base}/__scenario`, { method: 'POST', body: JSON.stringify(body) }),
    stop: () => {
      try {
        process.kill(-child.pid);
      } catch {
        // already gone
      }
    },
  };
}

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * A browser context for the timings: the bench's in-page timers and waits are evaluated scripts, which the app's
 * Content-Security-Policy (docs/decisions/022-cabecalhos-de-producao.md, no 'unsafe-eval') refuses; the policy is
 * bypassed for them only, the pages load as they are served.
 */
export const benchContext = (browser) => browser.newContext({ bypassCSP: true });
