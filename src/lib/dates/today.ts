import { readDateTime } from './read';

// São Paulo's wall clock at `now` (yyyy-MM-ddTHH:mm:ss), by the zone's real rules rather than a fixed offset.
function saoPauloWall(now: Date): string {
  const wall = readDateTime(now);
  if (wall === null) throw new RangeError('Invalid time value');
  return wall;
}

// The same as [year, month (1–12), day, hours, minutes, seconds].
const saoPauloFields = (now: Date): number[] => saoPauloWall(now).split(/[-T:]/).map(Number);

/** São Paulo's current date and time, as a local Date with the same wall-clock fields. */
export function saoPauloNow(now: Date = new Date()): Date {
  const [year, month, day, hours, minutes, seconds] = saoPauloFields(now);
  return new Date(year, month - 1, day, hours, minutes, seconds);
}

/** 'Today' in São Paulo, at local midnight. */
export function saoPauloToday(now: Date = new Date()): Date {
  const [year, month, day] = saoPauloFields(now);
  return new Date(year, month - 1, day);
}

/** 'Today' in São Paulo as yyyy-mm-dd. */
export function saoPauloIsoDay(now: Date = new Date()): string {
  return saoPauloWall(now).slice(0, 10);
}

/** São Paulo's 'HH:mm' at a moment given in milliseconds (when a view's data was last read). */
export function saoPauloHora(ms: number): string {
  return saoPauloWall(new Date(ms)).slice(11, 16);
}
