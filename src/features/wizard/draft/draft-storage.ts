import { z } from 'zod';
import { modeloPedidoSchema } from '@/api/catalogues/schemas';
import { sessionStore } from '@/api/session/session-store';
import { DRAFT_KEY, DRAFT_VERSION } from './draft-key';
import { runOfV2Seed, runOfV3, seedOfV3 } from './draft-migration';
import { clearSubmissionProgress } from './submission-progress';

const nullableNumber = z.number().nullable();

/**
 * The stored request a manager's run (conferência, reagendamento) opened, as it was read: what a reschedule is judged
 * against (§4 'Reschedule') and what the update resends as it was.
 */
const pedidoLidoSchema = z.object({
  base: z
    .object({
      dataHoraSugerida: z.string().nullable(),
      dataInternacao: z.string(),
      centro: nullableNumber,
      carater: nullableNumber,
    })
    .optional(),
  agendamentoId: nullableNumber.optional(),
  /** The request's requester and team: resent as they were and shown at Resumo, the manager is not the requester. */
  requisitante: z
    .object({
      profissional: nullableNumber,
      equipe: nullableNumber,
      nome: z.string().nullable().optional(),
      crm: z.string().nullable().optional(),
      equipeNome: z.string().nullable().optional(),
    })
    .optional(),
  /** The request's responsible professional as read (shown and kept; the manager does not take its place). */
  responsavel: z
    .object({ id: z.number(), nome: z.string().nullable(), crm: z.string().nullable() })
    .nullable()
    .optional(),
  idModeloPedidoCirurgia: nullableNumber.optional(),
  primeiraConferencia: z.string().nullable().optional(),
});

/**
 * The saved demand a manager's correction opened, as it was read: what the save keeps as it was (requester, team,
 * status) and the items already stored (no call deletes a demand item, so they stay).
 */
const demandaLidaSchema = z.object({
  id: z.number(),
  codigo: z.string(),
  itensSalvos: z.array(z.object({ grupo: z.string(), item: z.number() })),
  requisitante: z.object({ profissional: nullableNumber, equipe: nullableNumber }),
  status: nullableNumber,
  /** The payload's value of each field the demand's record did not carry, as the form opened: written only if changed. */
  naoLidos: z.record(z.string(), z.unknown()).optional(),
  /** The manager changed the form (kept across a reload: 'Voltar para Demandas' then asks first). */
  alterado: z.boolean().optional(),
});

const seedSchema = z.object({
  /** A request created before the wizard opens (favourite, demand, manager's run); absent → the run creates one. */
  pedido: z.object({ id: z.number(), codigo: z.string() }).nullable().optional(),
  /** Defaults from configuration and the professional ('new request'). */
  defaults: z
    .object({
      convenio: z.number().nullable().optional(),
      carater: z.number().nullable().optional(),
      equipe: z.number().nullable().optional(),
    })
    .optional(),
  /** The chosen model: its defaults and allowed lists narrow the pickers. */
  modelo: modeloPedidoSchema.nullable().optional(),
  /** The demand run's blank demand once created (POST /api/demanda), or the demand a gerente corrects. */
  demanda: z.object({ id: z.number(), codigo: z.string() }).nullable().optional(),
  /** The stored request as the route read it (a manager's run). */
  pedidoLido: pedidoLidoSchema.optional(),
  /** The saved demand as the route read it (a manager's correction). */
  demandaLida: demandaLidaSchema.optional(),
});

/**
 * What a wizard run starts from: the record already created, the defaults and allowed lists to apply, and what was
 * read of a stored record. The kind of run is not stored: the run's address says it (docs/decisions/018-wizard-run-specs.md).
 */
export type WizardSeed = z.output<typeof seedSchema>;

export { DRAFT_VERSION } from './draft-key';

const draftFields = {
  userid: z.number(),
  seed: seedSchema,
  /** The wizard's own form state (read back by the wizard through its schema), null before the first save. */
  state: z.unknown(),
  /** The active step's id, null for the run's first step. */
  step: z.string().nullable(),
  savedAt: z.string(),
};

const storedDraftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  /** The run's address (route and search params, src/config/wizard-runs.ts): a reload of it resumes this draft. */
  run: z.string(),
  ...draftFields,
});

/** Versions 2 and 3: their seed is read loosely and migrated (draft-migration.ts); version 2 had no run address. */
const storedDraftV3Schema = z.object({ version: z.literal(3), run: z.string(), ...draftFields, seed: z.unknown() });
const storedDraftV2Schema = z.object({ version: z.literal(2), ...draftFields, seed: z.unknown() });

/** A draft of version 3 (or 2, with the address its seed opened then) as version 4, or null when it does not read. */
function migrated(json: unknown): StoredDraft | null {
  const v3 = storedDraftV3Schema.safeParse(json);
  const v2 = v3.success ? null : storedDraftV2Schema.safeParse(json);
  const old = v3.success ? { ...v3.data, run: runOfV3(v3.data.run, v3.data.seed) } : null;
  const older = v2?.success ? { ...v2.data, run: runOfV2Seed(v2.data.seed) } : null;
  const source = old ?? older;
  if (!source) return null;
  const seed = seedSchema.safeParse(seedOfV3(source.seed));
  return seed.success ? { ...source, version: DRAFT_VERSION, seed: seed.data } : null;
}

export type StoredDraft = z.output<typeof storedDraftSchema>;

/** What the tab holds: no draft (or another user's), one that cannot be read (an older version), or the draft. */
type DraftReading = { kind: 'none' } | { kind: 'unreadable' } | { kind: 'draft'; draft: StoredDraft };

// sessionStorage: per tab (two tabs never share a draft), kept across reload and across the sign-out of a 401
// (which clears local storage), keyed to the user so another user of the same tab never sees it.
const KEY = DRAFT_KEY;

/** The draft as last read or written by this tab: an autosave writes it without reading storage again. */
let cached: { raw: string; draft: StoredDraft } | null = null;

function currentUserId(): number | null {
  return sessionStore.get()?.userid ?? null;
}

function parseStored(raw: string): StoredDraft | null {
  if (cached?.raw === raw) return cached.draft;
  try {
    const json: unknown = JSON.parse(raw);
    const current = storedDraftSchema.safeParse(json);
    return current.success ? current.data : migrated(json);
  } catch {
    return null;
  }
}

/** Reads the tab's draft for the current user, telling an unreadable one apart from none. */
export function readWizardDraftReading(): DraftReading {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return { kind: 'none' };
  const draft = parseStored(raw);
  if (!draft) return { kind: 'unreadable' };
  cached = { raw, draft };
  const userid = currentUserId();
  return userid !== null && draft.userid === userid ? { kind: 'draft', draft } : { kind: 'none' };
}

/** The current user's draft, or null (none, another user's, or unreadable). */
export function readWizardDraft(): StoredDraft | null {
  const reading = readWizardDraftReading();
  return reading.kind === 'draft' ? reading.draft : null;
}

function write(draft: StoredDraft): void {
  try {
    const raw = JSON.stringify(draft);
    sessionStorage.setItem(KEY, raw);
    cached = { raw, draft };
  } catch (error) {
    console.error('Falha ao salvar o rascunho do pedido', error);
  }
}

/** Starts a new wizard run at its address with its seed (any previous draft is discarded). */
export function startWizardDraft(seed: WizardSeed, run: string): void {
  const userid = currentUserId();
  if (userid === null) return;
  // A new run (or a restart on the same request) submits from the start: the last run's sent writes no longer count.
  clearSubmissionProgress();
  write({ version: DRAFT_VERSION, run, userid, seed, state: null, step: null, savedAt: new Date().toISOString() });
}

/** The running draft, as this tab last wrote it (storage is read again only when another write may have happened). */
function running(): StoredDraft | null {
  const raw = sessionStorage.getItem(KEY);
  if (raw !== null && cached?.raw === raw) {
    return cached.draft.userid === currentUserId() ? cached.draft : null;
  }
  return readWizardDraft();
}

/**
 * Saves the wizard's form state and step (called as the user types). Only a running draft is saved: once the run
 * ended (cancel, submit) a late save cannot bring it back. `patch` moves the run on (its seed, or a new address).
 */
export function saveWizardState(
  state: unknown,
  step: string | null,
  seedPatch: Partial<WizardSeed> = {},
  run?: string,
): void {
  const current = running();
  if (!current) return;
  write({
    ...current,
    run: run ?? current.run,
    seed: { ...current.seed, ...seedPatch },
    state,
    step,
    savedAt: new Date().toISOString(),
  });
}

/** Clears the draft: on 'Cancelar pedido', after submit, and when an unreadable draft is discarded. */
export function clearWizardDraft(): void {
  sessionStorage.removeItem(KEY);
  cached = null;
}
