import { z } from 'zod';
import { modeloPedidoSchema } from '@/api/catalogues/schemas';
import { sessionStore } from '@/api/session/session-store';
import { readStoredForm } from '../model/form-schema';
import { pessoasDaRun } from '../model/pessoas';
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

const refSchema = z.object({ id: z.number(), codigo: z.string() });

/** The run's people as resolved when it started (model/pessoas.ts): the steps and the writes read these values. */
const pessoasSchema = z.object({
  requisitante: z.object({
    envio: z.object({ profissional: z.number(), equipe: nullableNumber }).nullable(),
    nome: z.string().nullable(),
    crm: z.string().nullable(),
    equipeNome: z.string().nullable(),
    agenda: z.object({ profissional: nullableNumber, equipe: nullableNumber }),
    equipeLegado: nullableNumber.optional(),
  }),
  responsavel: z.object({
    fixos: z.array(z.object({ id: z.number(), nome: z.string().nullable(), crm: z.string().nullable() })),
    escolhe: z.boolean(),
  }),
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
  /** The requester and the responsible professional, resolved when the run started (absent in an older draft). */
  pessoas: pessoasSchema.optional(),
});

/**
 * What a wizard run starts from: the record already created, the defaults and allowed lists to apply, and what was
 * read of a stored record. The kind of run is not stored: the run's address says it (docs/decisions/018-wizard-run-specs.md).
 */
export type WizardSeed = z.output<typeof seedSchema>;

/** A seed as a run's start gives it: its people are resolved as it is written (startWizardDraft). */
export type SeedDaRun = Omit<WizardSeed, 'pessoas'>;

/**
 * The records created on the way (the draft request, the blank demand), kept beside the form: the seed says what the
 * run started from and is never patched (docs/decisions/030-um-escritor-do-rascunho.md).
 */
const registroSchema = z.object({ pedido: refSchema.nullable().optional(), demanda: refSchema.nullable().optional() });

export type RegistroDoRascunho = z.output<typeof registroSchema>;

export { DRAFT_VERSION } from './draft-key';

const draftFields = {
  userid: z.number(),
  seed: seedSchema,
  /** The wizard's own form state (read back by the wizard through its schema), null before the first save. */
  state: z.unknown(),
  /** The active step's id, null for the run's first step. */
  step: z.string().nullable(),
  /** The records created on the way, beside the form (absent in an older draft: its seed held them). */
  registro: registroSchema.optional(),
  /** A manager's correction was changed (kept across a reload: 'Voltar para Demandas' then asks first). */
  alterado: z.boolean().optional(),
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

/** The request (or demand) a draft's run writes: the one created on the way, else the one it started with. */
export function registroDoRascunho(draft: StoredDraft): { pedido: Ref | null; demanda: Ref | null } {
  return {
    pedido: draft.registro?.pedido ?? draft.seed.pedido ?? null,
    demanda: draft.registro?.demanda ?? draft.seed.demanda ?? null,
  };
}

type Ref = z.output<typeof refSchema>;

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

/** Whether the tab's draft reads whole (its form included): a loader discards one that does not, and starts anew. */
export function draftLegivel(): boolean {
  const reading = readWizardDraftReading();
  if (reading.kind === 'unreadable') return false;
  return reading.kind === 'none' || readStoredForm(reading.draft.state) !== 'unreadable';
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

/** What a run's start writes besides its seed: the form read from a stored record, and the step it opens at. */
interface InicioDaRun {
  state: unknown;
  step: string | null;
}

/**
 * Starts a new wizard run at its address (any previous draft is discarded): the seed is written once, with the run's
 * people resolved (model/pessoas.ts), and never patched afterwards (docs/decisions/030-um-escritor-do-rascunho.md).
 * Called by the routes' loaders (and by 'Recomeçar', which starts the run anew).
 */
export function startWizardDraft(
  seed: SeedDaRun,
  run: string,
  inicio: InicioDaRun = { state: null, step: null },
): void {
  const profissional = sessionStore.get();
  if (profissional === null) return;
  // A new run (or a restart on the same request) submits from the start: the last run's sent writes no longer count.
  clearSubmissionProgress();
  const pessoas = pessoasDaRun(seed.pedidoLido, profissional);
  write({
    version: DRAFT_VERSION,
    run,
    userid: profissional.userid,
    seed: { ...seed, pessoas },
    state: inicio.state,
    step: inicio.step,
    savedAt: new Date().toISOString(),
  });
}

/** The running draft, as this tab last wrote it (storage is read again only when another write may have happened). */
function running(): StoredDraft | null {
  const raw = sessionStorage.getItem(KEY);
  if (raw !== null && cached?.raw === raw) {
    return cached.draft.userid === currentUserId() ? cached.draft : null;
  }
  return readWizardDraft();
}

/** What the autosave writes of a running run: the form, the step, what was created on the way, its address. */
interface RascunhoSalvo {
  state: unknown;
  step: string | null;
  registro: RegistroDoRascunho;
  alterado: boolean;
  run: string;
}

/**
 * Saves the running run (the autosave's, hooks/use-wizard-draft.ts, and only its: docs/decisions/030). Only a running
 * draft is saved: once the run ended (cancel, submit) a late save cannot bring it back. The seed is kept as it was.
 */
export function saveRunningDraft({ state, step, registro, alterado, run }: RascunhoSalvo): void {
  const current = running();
  if (!current) return;
  write({ ...current, run, state, step, registro, alterado, savedAt: new Date().toISOString() });
}

/**
 * Ends the tab's run: the draft and its submission's progress are discarded ('Cancelar pedido', after submit,
 * leaving a correction, 'Descartar rascunho', an unreadable draft). The one way a draft is cleared.
 */
export function clearWizardDraft(): void {
  sessionStorage.removeItem(KEY);
  cached = null;
  clearSubmissionProgress();
}
