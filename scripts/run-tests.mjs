// `npm test`: every check, in order, stopping at the first that fails; at the end each phase's time and the ten
// slowest test files, so the next person sees where the suite's time goes.
import { spawnSync } from 'node:child_process';

const PHASES = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['Vitest', 'npm run test:unit'],
  ['Playwright', 'npm run test:e2e'],
];

const times = [];
let failed = null;
for (const [name, command] of PHASES) {
  const start = Date.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  times.push([name, Date.now() - start, status === 0]);
  if (status !== 0) {
    failed = name;
    break;
  }
}
if (!failed) spawnSync('npm run test:slowest', { stdio: 'inherit', shell: true });

console.log('\nPhases of npm test:');
for (const [name, ms, ok] of times) {
  console.log(`  ${name.padEnd(11)} ${(ms / 1000).toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`);
}
const total = times.reduce((sum, [, ms]) => sum + ms, 0);
console.log(`  ${'in all'.padEnd(11)} ${(total / 1000).toFixed(1).padStart(7)} s`);
process.exit(failed ? 1 : 0);
