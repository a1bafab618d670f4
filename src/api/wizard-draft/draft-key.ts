import { isRecord } from '@/lib/schema/normalise';

/** Where the wizard's draft lives (sessionStorage: per tab, kept across reload and a 401's sign-out). */
export const DRAFT_KEY = 'opera.wizard.draft';

/** Bumped whenever the stored shape changes: a draft of another version is discarded, never half-applied. */
export const DRAFT_VERSION = 2;

/** What a tab's draft is: a request, a demand, or a manager's correction of a saved demand (in the Demandas page). */
export type WizardDraftKind = 'request' | 'demand' | 'gerenteDemanda';

/**
 * Which draft of the current version this tab holds for `userid`, without reading it through its schema: the
 * sign-in page only needs to know where to go (zod stays out of its bundle); the wizard reads the draft properly and
 * discards it with a notice when it cannot.
 */
export function wizardDraftKindFor(userid: number): WizardDraftKind | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || parsed.version !== DRAFT_VERSION || parsed.userid !== userid) return null;
    const seed = isRecord(parsed.seed) ? parsed.seed : {};
    if (isRecord(seed.gerenteDemanda)) return 'gerenteDemanda';
    return seed.variante === 'demand' ? 'demand' : 'request';
  } catch {
    return null;
  }
}
