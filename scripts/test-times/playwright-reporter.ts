import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { TIMES_DIR, type FileTime } from './times';

/** Records each journey file's time per project for `scripts/test-times/slowest.ts`. */
export default class FileTimesReporter implements Reporter {
  private readonly times = new Map<string, FileTime>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '';
    const file = relative(process.cwd(), test.location.file);
    const key = `${project} ${file}`;
    const entry = this.times.get(key) ?? { file, project, ms: 0 };
    entry.ms += result.duration;
    this.times.set(key, entry);
  }

  onEnd(): void {
    mkdirSync(TIMES_DIR, { recursive: true });
    writeFileSync(`${TIMES_DIR}/playwright.json`, JSON.stringify([...this.times.values()]));
  }

  printsToStdio(): boolean {
    return false;
  }
}
