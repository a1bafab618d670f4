/** Where the test reporters leave each file's time (ignored by git: it lives under node_modules). */
export const TIMES_DIR = 'node_modules/.test-times';

export interface FileTime {
  file: string;
  project: string;
  ms: number;
}

/** One test's time (its hooks included), with the file and project it ran in. */
export interface TestTime extends FileTime {
  name: string;
}
