import { existsSync, readFileSync } from 'node:fs';
import { TIMES_DIR, type FileTime } from './times';

// Printed at the end of `npm test` so the next person sees where the suite's time goes.
const read = (runner: string): FileTime[] => {
  const path = `${TIMES_DIR}/${runner}.json`;
  if (!existsSync(path)) return [];
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  return Array.isArray(parsed) ? parsed.filter(isFileTime) : [];
};

function isFileTime(v: unknown): v is FileTime {
  return typeof v === 'object' && v !== null && 'file' in v && 'project' in v && 'ms' in v && typeof v.ms === 'number';
}

const total = (times: FileTime[]) => times.reduce((sum, t) => sum + t.ms, 0);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const vitest = read('vitest');
const playwright = read('playwright');
const slowest = [...vitest, ...playwright].sort((a, b) => b.ms - a.ms).slice(0, 10);

console.log('\nThe 10 slowest test files (time in the file; Vitest runs two files at a time):');
for (const t of slowest) console.log(`  ${seconds(t.ms).padStart(8)}  ${t.project.padEnd(14)} ${t.file}`);
console.log(
  `Vitest files: ${seconds(total(vitest))} in all; Playwright journeys: ${seconds(total(playwright))} in all.`,
);
