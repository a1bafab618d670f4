import { yieldToBrowser } from '@/lib/yield-to-browser';
import { counted, listOf, type ParsedList } from './parse-response';

// Kept apart from parse-response: only the long lists use it, and the login page loads parse-response.

/** Milliseconds of reading before the browser gets a turn (a keystroke or a frame is then never held long). */
const SLICE_MS = 8;

/**
 * parseListWith for lists of thousands of rows: the rows are read a slice at a time, with a turn for the browser
 * between slices, so a user typing while the list arrives is not held up by its reading.
 */
export async function parseLongListWith<T>(
  read: (raw: unknown) => T | null,
  data: unknown,
  endpoint: string,
): Promise<ParsedList<T>> {
  const list = listOf(data, endpoint);
  const rows: T[] = [];
  let until = performance.now() + SLICE_MS;
  for (let i = 0; i < list.length; i += 1) {
    const row = read(list[i]);
    if (row !== null) rows.push(row);
    if (i % 100 === 99 && performance.now() > until) {
      await yieldToBrowser();
      until = performance.now() + SLICE_MS;
    }
  }
  return counted(rows, list.length, endpoint);
}
