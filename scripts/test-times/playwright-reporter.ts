import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { OUTCOMES_FILE, TIMES_DIR, type FileTime, type Outcomes } from './times';

/**
 * Records each journey file's time per project for `scripts/test-times/slowest.ts`, and how many journeys passed,
 * passed only on their retry (flaky) and failed, for the summary of `npm test` (scripts/run-tests.mjs).
 */
export default class FileTimesReporter implements Reporter {
  private readonly times = new Map<string, FileTime>();
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '';
    const file = relative(process.cwd(), test.location.file);
    const key = `${project} ${file}`;
    const entry = this.times.get(key) ?? { file, project, ms: 0 };
    entry.ms += result.duration;
    this.times.set(key, entry);
  }

  onEnd(): void {
    const outcomes: Outcomes = { passed: 0, flaky: 0, failed: 0 };
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected' && test.results.some((r) => r.status !== 'skipped')) outcomes.passed++;
      else if (outcome === 'flaky') outcomes.flaky++;
      else if (outcome === 'unexpected') outcomes.failed++;
    }
    mkdirSync(TIMES_DIR, { recursive: true });
    writeFileSync(`${TIMES_DIR}/playwright.json`, JSON.stringify([...this.times.values()]));
    writeFileSync(OUTCOMES_FILE, JSON.stringify(outcomes));
  }

  printsToStdio(): boolean {
    return false;
  }
}
