import { isRecord } from '@/lib/schema/normalise';
import { runOfV2Seed, runOfV3 } from './draft-migration';

/** Where the wizard's draft lives (sessionStorage: per tab, kept across reload and a 401's sign-out). */
export const DRAFT_KEY = 'opera.wizard.draft';

/** Bumped whenever the stored shape changes; the previous version is migrated (draft-storage.ts), older ones dropped. */
export const DRAFT_VERSION = 4;

/**
 * The address of the run this tab's draft holds for `userid`, without reading it through its schema: the sign-in page
 * only needs to know where to go (zod stays out of its bundle); the wizard reads the draft properly and discards it
 * with a notice when it cannot.
 */
export function wizardDraftRun(userid: number): string | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || parsed.userid !== userid) return null;
    if (parsed.version === DRAFT_VERSION) return typeof parsed.run === 'string' ? parsed.run : null;
    if (parsed.version === 3) return typeof parsed.run === 'string' ? runOfV3(parsed.run, parsed.seed) : null;
    return parsed.version === 2 ? runOfV2Seed(parsed.seed) : null;
  } catch {
    return null;
  }
}

/** Whether this tab keeps a draft of `userid` (whether it still reads, the wizard's reader decides). */
export const haRascunhoDe = (userid: number): boolean => wizardDraftRun(userid) !== null;
