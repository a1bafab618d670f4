import { isRecord } from '@/lib/schema/normalise';

/** Where the wizard's draft lives (sessionStorage: per tab, kept across reload and a 401's sign-out). */
export const DRAFT_KEY = 'opera.wizard.draft';

/** Bumped whenever the stored shape changes: a draft of another version is discarded, never half-applied. */
export const DRAFT_VERSION = 2;

/**
 * Whether this tab holds a draft of the current version for `userid`, without reading it through its schema: the
 * sign-in page only needs to know where to go (zod stays out of its bundle); the wizard reads the draft properly and
 * discards it with a notice when it cannot.
 */
export function hasWizardDraftFor(userid: number): boolean {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return false;
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) && parsed.version === DRAFT_VERSION && parsed.userid === userid;
  } catch {
    return false;
  }
}
