/** Where the test reporters leave each file's time (ignored by git: it lives under node_modules). */
export const TIMES_DIR = 'node_modules/.test-times';

/** The Playwright run's outcomes, read by scripts/run-tests.mjs (which names the same path). */
export const OUTCOMES_FILE = `${TIMES_DIR}/playwright-outcomes.json`;

export interface FileTime {
  file: string;
  project: string;
  ms: number;
}

/** Journeys by outcome: passed the first time, passed only on their retry, failed. */
export interface Outcomes {
  passed: number;
  flaky: number;
  failed: number;
}

/** One test's time (its hooks included), with the file and project it ran in. */
export interface TestTime extends FileTime {
  name: string;
}
