/** The bench-only large seeds: 5,000 requests for one surgeon, or the technical areas' 2,000 opinions and busy month. */
export type LargeSet = 'medico' | 'areaTecnica';

let largeData: LargeSet | null = null;

/** Whether the database seeds the large set `set` (read when the database is rebuilt). */
export function isLargeData(set: LargeSet = 'medico'): boolean {
  return largeData === set;
}

export function setLargeDataFlag(on: boolean, set: LargeSet = 'medico'): void {
  largeData = on ? set : null;
}
