// Arithmetic on São Paulo wall-clock strings ('yyyy-MM-ddTHH:mm[:ss]', as readDateTime gives them) without any time
// zone: the fields are read as if UTC, so the browser's zone never moves a slot or a day.

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** Minutes since the epoch of a wall-clock value (fields read as UTC); NaN when unreadable. */
export function wallMinutes(wall: string): number {
  const m = WALL.exec(wall);
  if (!m) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0'] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)) / 60_000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock value 'yyyy-MM-ddTHH:mm:ss' of a minute count from wallMinutes. */
export function fromWallMinutes(minutes: number): string {
  const d = new Date(minutes * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
}

/** A wall-clock value moved by whole minutes. */
export function addMinutes(wall: string, minutes: number): string {
  return fromWallMinutes(wallMinutes(wall) + minutes);
}

/** A day 'yyyy-MM-dd' moved by whole days. */
export function addDays(day: string, days: number): string {
  return fromWallMinutes(wallMinutes(day) + days * 1440).slice(0, 10);
}

/** The weekday of a day or wall-clock value, Monday 1 … Sunday 7 (constants.md: Sunday is 7). */
export function weekday(wall: string): number {
  const d = new Date(wallMinutes(wall) * 60_000).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Minutes after midnight of 'HH:mm[:ss]'. */
export function clockMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + (m || 0);
}

/** 'HH:mm' of a wall-clock value. */
export function hhmm(wall: string): string {
  return wall.slice(11, 16);
}
