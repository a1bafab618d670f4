import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { TIMES_DIR, type FileTime, type TestTime } from './times';

/** Records each test file's wall time (setup, import and tests) and each test's for `scripts/test-times/slowest.ts`. */
export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files: FileTime[] = [];
    const tests: TestTime[] = [];
    for (const m of testModules) {
      const d = m.diagnostic();
      const file = relative(process.cwd(), m.moduleId);
      const project = m.project.name;
      files.push({
        file,
        project,
        ms: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
      });
      for (const t of m.children.allTests()) {
        const ms = t.diagnostic()?.duration;
        if (ms !== undefined) tests.push({ file, project, name: t.fullName, ms });
      }
    }
    mkdirSync(TIMES_DIR, { recursive: true });
    writeFileSync(`${TIMES_DIR}/vitest.json`, JSON.stringify(files));
    writeFileSync(`${TIMES_DIR}/vitest-tests.json`, JSON.stringify(tests));
  }
}
