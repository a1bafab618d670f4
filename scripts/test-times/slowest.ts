import { existsSync, readFileSync } from 'node:fs';
import { TIMES_DIR, type FileTime, type TestTime } from './times';

// Printed at the end of `npm test` so the next person sees where the suite's time goes.
const read = <T extends FileTime>(name: string, is: (v: unknown) => v is T): T[] => {
  const path = `${TIMES_DIR}/${name}.json`;
  if (!existsSync(path)) return [];
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  return Array.isArray(parsed) ? parsed.filter(is) : [];
};

function isFileTime(v: unknown): v is FileTime {
  return typeof v === 'object' && v !== null && 'file' in v && 'project' in v && 'ms' in v && typeof v.ms === 'number';
}

function isTestTime(v: unknown): v is TestTime {
  return isFileTime(v) && 'name' in v && typeof v.name === 'string';
}

const total = (times: FileTime[]) => times.reduce((sum, t) => sum + t.ms, 0);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const slowestOf = <T extends FileTime>(times: T[], n: number) => [...times].sort((a, b) => b.ms - a.ms).slice(0, n);
const vitest = read('vitest', isFileTime);
const playwright = read('playwright', isFileTime);
const vitestTests = read('vitest-tests', isTestTime);

console.log('\nThe 10 slowest test files (time in the file; Vitest runs two files at a time):');
for (const t of slowestOf([...vitest, ...playwright], 10))
  console.log(`  ${seconds(t.ms).padStart(8)}  ${t.project.padEnd(14)} ${t.file}`);
if (vitestTests.length) {
  // A route test's budget is a quarter of its timeout on an idle machine (docs/decisions/009-test-suite-budget.md).
  console.log('\nThe 15 slowest Vitest tests (their hooks included):');
  for (const t of slowestOf(vitestTests, 15))
    console.log(`  ${`${Math.round(t.ms)} ms`.padStart(9)}  ${t.project.padEnd(14)} ${t.file} > ${t.name}`);
}
console.log(
  `Vitest files: ${seconds(total(vitest))} in all; Playwright journeys: ${seconds(total(playwright))} in all.`,
);
