let largeData = false;

/** Whether the database seeds 5,000 requests for one surgeon (read when the database is rebuilt). */
export function isLargeData(): boolean {
  return largeData;
}

export function setLargeDataFlag(on: boolean): void {
  largeData = on;
}
