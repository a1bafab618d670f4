import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { TIMES_DIR, type FileTime } from './times';

/** Records each test file's wall time (setup, import and tests) for `scripts/test-times/slowest.ts`. */
export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const times: FileTime[] = testModules.map((m) => {
      const d = m.diagnostic();
      return {
        file: relative(process.cwd(), m.moduleId),
        project: m.project.name,
        ms: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
      };
    });
    mkdirSync(TIMES_DIR, { recursive: true });
    writeFileSync(`${TIMES_DIR}/vitest.json`, JSON.stringify(times));
  }
}
