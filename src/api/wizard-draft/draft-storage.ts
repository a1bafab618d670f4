import type { ModeloPedido } from '@/api/catalogues/schemas';
import { sessionStore } from '@/api/session/session-store';

/**
 * How a wizard run starts: the request already created (from a favourite, a model or a demand) and the defaults and
 * allowed lists to apply. Written by the lists, read by the wizard.
 */
export interface WizardSeed {
  /** A request created before the wizard opens (favourite, demand); absent → the wizard creates a draft request. */
  pedido?: { id: number; codigo: string } | null;
  /** Defaults from configuration and the professional ('new request'). */
  defaults?: { convenio?: number | null; carater?: number | null; equipe?: number | null };
  /** The chosen model: its defaults and allowed lists narrow the pickers. */
  modelo?: ModeloPedido | null;
  /** The favourite a request was created from (its items are on the new request). */
  idPedidoFavorito?: number | null;
  /** The demand being turned into a request: the wizard starts at step 1. */
  idDemanda?: number | null;
}

interface StoredDraft {
  version: 1;
  userid: number;
  seed: WizardSeed;
  /** The wizard's own form state (opaque here). */
  state: unknown;
  step: number;
  savedAt: string;
}

// sessionStorage: per tab (two tabs never share a draft), kept across reload and across the sign-out of a 401
// (which clears local storage), keyed to the user so another user of the same tab never sees it.
const KEY = 'opera.wizard.draft';

function currentUserId(): number | null {
  return sessionStore.get()?.userid ?? null;
}

function read(): StoredDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: StoredDraft = JSON.parse(raw);
    return parsed.version === 1 ? parsed : null;
  } catch {
    return null;
  }
}

function write(draft: StoredDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch (error) {
    console.error('Falha ao salvar o rascunho do pedido', error);
  }
}

/** The current user's draft, or null. */
export function readWizardDraft(): StoredDraft | null {
  const draft = read();
  const userid = currentUserId();
  return draft && userid !== null && draft.userid === userid ? draft : null;
}

/** Starts a new wizard run with its seed (any previous draft is discarded). */
export function startWizardDraft(seed: WizardSeed): void {
  const userid = currentUserId();
  if (userid === null) return;
  write({ version: 1, userid, seed, state: null, step: seed.idDemanda ? 1 : 0, savedAt: new Date().toISOString() });
}

/** Saves the wizard's form state and step (called as the user types). */
export function saveWizardState(state: unknown, step: number, seedPatch: Partial<WizardSeed> = {}): void {
  const userid = currentUserId();
  if (userid === null) return;
  const current = readWizardDraft();
  write({
    version: 1,
    userid,
    seed: { ...(current?.seed ?? {}), ...seedPatch },
    state,
    step,
    savedAt: new Date().toISOString(),
  });
}

/** Clears the draft: on restart, on 'Cancelar pedido', after submit, and when a request list opens. */
export function clearWizardDraft(): void {
  sessionStorage.removeItem(KEY);
}
