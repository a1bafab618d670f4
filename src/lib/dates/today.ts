/** São Paulo's offset: UTC−3, fixed since 2019 (no daylight saving), as decision 7 says. */
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;

/** Now as São Paulo's wall clock, in a Date whose UTC fields read São Paulo's date and time. */
function saoPauloWallClock(now: Date): Date {
  return new Date(now.getTime() + SAO_PAULO_OFFSET_MS);
}

/** São Paulo's current date and time, as a local Date with the same wall-clock fields. */
export function saoPauloNow(now: Date = new Date()): Date {
  const w = saoPauloWallClock(now);
  return new Date(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate(), w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds());
}

/** 'Today' in São Paulo, at local midnight. */
export function saoPauloToday(now: Date = new Date()): Date {
  const w = saoPauloWallClock(now);
  return new Date(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate());
}

/** 'Today' in São Paulo as yyyy-mm-dd. */
export function saoPauloIsoDay(now: Date = new Date()): string {
  return saoPauloWallClock(now).toISOString().slice(0, 10);
}
