import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { sessionStore } from '@/api/session/session-store';
import {
  clearWizardDraft,
  readWizardDraftReading,
  registroDoRascunho,
  saveRunningDraft,
  type RegistroDoRascunho,
  type WizardSeed,
} from '../draft/draft-storage';
import type { Profissional } from '@/api/session/profissional';
import type { WizardForm } from '../model/form';
import { readStoredForm } from '../model/form-schema';
import { pessoasDaRun, type PessoasDaRun } from '../model/pessoas';

const DEBOUNCE_MS = 250;

/** Not worded by the specification (docs/decisions.md). */
export const RASCUNHO_DESCARTADO = 'O rascunho salvo não pôde ser recuperado e foi descartado.';

/** The draft as the wizard opens it: the run its loader started or resumed (docs/decisions/030-um-escritor-do-rascunho.md). */
export interface OpenedDraft {
  /** The run's address (the draft's, or the page's when the tab holds none). */
  run: string;
  seed: WizardSeed;
  /** The run's requester and responsible professional, as its start resolved them (model/pessoas.ts). */
  pessoas: PessoasDaRun;
  state: WizardForm | null;
  step: string | null;
  /** The records created on the way (beside the form). */
  registro: { pedido: { id: number; codigo: string } | null; demanda: { id: number; codigo: string } | null };
  /** A manager's correction was changed. */
  alterado: boolean;
}

/** Reads the tab's draft for the page at `address` (no side effects: called once, in a state initialiser). */
export function openWizardDraft(address: string, profissional: Profissional): OpenedDraft {
  const reading = readWizardDraftReading();
  const fresh = {
    run: address,
    seed: {},
    // No draft (another tab ended it): a run of the signed-in professional's own, and nothing is saved.
    pessoas: pessoasDaRun(null, profissional),
    state: null,
    step: null,
    registro: { pedido: null, demanda: null },
  };
  if (reading.kind !== 'draft') return { ...fresh, alterado: false };
  const state = readStoredForm(reading.draft.state);
  // Never half-applied (the loader discarded a draft whose form does not read; another tab may have written since).
  if (state === 'unreadable') return { ...fresh, alterado: false };
  const { draft } = reading;
  const { run, seed, step } = draft;
  const alterado = draft.alterado ?? seed.demandaLida?.alterado === true;
  const pessoas = seed.pessoas ?? pessoasDaRun(seed.pedidoLido, profissional);
  return { run, seed, pessoas, state, step, registro: registroDoRascunho(draft), alterado };
}

/** What the run tells its autosave besides the form: a record created, a change recorded, a new address. */
interface Mudanca {
  registro?: RegistroDoRascunho;
  alterado?: boolean;
  run?: string;
  step?: string;
}

/** The run's autosave: the one writer of its draft (docs/decisions/030-um-escritor-do-rascunho.md). */
export interface Autosave {
  /** Saves now, with what the run tells (a step entered, a record created, the correction changed, a new address). */
  salvar: (mudanca?: Mudanca) => void;
  /** Stops saving (the page moves on to another run's address). */
  parar: () => void;
  /** Ends the run: stops saving and discards the draft (cancel, submit, leaving a correction). */
  encerrar: () => void;
}

/**
 * Writes the whole form to the draft as the user types (debounced), at once on pagehide, unmount and sign-out, and
 * when the run says so (`salvar`), with the records created on the way beside the form. Nothing else writes it.
 */
export function useWizardDraftAutosave(
  form: UseFormReturn<WizardForm>,
  stepRef: { current: string },
  opened: OpenedDraft,
): Autosave {
  const timer = useRef<number | undefined>(undefined);
  const stopped = useRef(false);
  const beside = useRef({ registro: opened.registro, alterado: opened.alterado, run: opened.run });

  const flush = useCallback(
    (step?: string) => {
      window.clearTimeout(timer.current);
      if (stopped.current) return;
      saveRunningDraft({ state: form.getValues(), step: step ?? stepRef.current, ...beside.current });
    },
    [form, stepRef],
  );

  useEffect(() => {
    stopped.current = false;
    const now = () => flush();
    const subscription = form.watch(() => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(now, DEBOUNCE_MS);
    });
    window.addEventListener('pagehide', now);
    const unregister = sessionStore.onBeforeSignOut(now);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', now);
      unregister();
      // Leaving the screen keeps the last keystrokes, unless the draft was discarded (cancel, submit).
      now();
    };
  }, [form, flush]);

  return useMemo(() => {
    const parar = () => {
      stopped.current = true;
      window.clearTimeout(timer.current);
    };
    return {
      salvar: ({ registro, alterado, run, step }: Mudanca = {}) => {
        const b = beside.current;
        beside.current = {
          registro: { ...b.registro, ...registro },
          alterado: alterado ?? b.alterado,
          run: run ?? b.run,
        };
        flush(step);
      },
      parar,
      encerrar: () => {
        parar();
        clearWizardDraft();
      },
    };
  }, [flush]);
}
