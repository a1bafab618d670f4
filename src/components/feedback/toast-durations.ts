/** Toast lifetimes of the specification (constants.md), in milliseconds. */
export const TOAST_MS = {
  default: 3000,
  skipStep: 5000,
  patient: 7000,
  dashboard: 10_000,
  longWarning: 13_000,
  settings: 4000,
  password: 8000,
  reportLong: 15_000,
  reportShort: 5000,
} as const;
