// `npm test`: every check, stopping at the first step that fails; at the end each phase's time and the ten slowest
// test files, so the next person sees where the suite's time goes. The type check and the lint each use about one core:
// they run side by side (their output printed whole, one after the other); Vitest and Playwright use every core and
// run alone, in that order.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/** Written by scripts/test-times/playwright-reporter.ts (OUTCOMES_FILE in scripts/test-times/times.ts). */
const OUTCOMES_FILE = 'node_modules/.test-times/playwright-outcomes.json';

const STEPS = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
  ],
  [['Vitest', 'npm run test:unit']],
  [['Playwright', 'npm run test:e2e']],
  // The core journeys in Firefox and WebKit (docs/decisions/028-motores.md), on the dist-e2e Playwright just built.
  [['engines', 'MOTORES_REUSAR_DIST=1 npm run test:engines']],
];

/** Runs a command; alone, its output goes straight through; beside another, it is kept and printed once it ends. */
function run(command, alone) {
  return new Promise((resolve) => {
    const start = Date.now();
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ ms: Date.now() - start, ok: code === 0 });
    });
  });
}

const times = [];
let wall = 0;
let failed = false;
rmSync(OUTCOMES_FILE, { force: true });
for (const step of STEPS) {
  const start = Date.now();
  const results = await Promise.all(step.map(([, command]) => run(command, step.length === 1)));
  wall += Date.now() - start;
  step.forEach(([name], i) => times.push([name, results[i].ms, results[i].ok]));
  if (results.some((r) => !r.ok)) {
    failed = true;
    break;
  }
}
if (!failed) await run('npm run test:slowest', true);

console.log('\nPhases of npm test:');
for (const [name, ms, ok] of times) {
  console.log(`  ${name.padEnd(11)} ${(ms / 1000).toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`);
}
console.log(`  ${'in all'.padEnd(11)} ${(wall / 1000).toFixed(1).padStart(7)} s (typecheck and lint side by side)`);
if (existsSync(OUTCOMES_FILE)) {
  // Under CI a journey that passed only on its retry fails the run (failOnFlakyTests in playwright.config.ts).
  const { passed, flaky, failed } = JSON.parse(readFileSync(OUTCOMES_FILE, 'utf8'));
  console.log(`Playwright: ${passed} passed, ${flaky} flaky, ${failed} failed`);
}
process.exit(failed ? 1 : 0);
