// docs/decisions/030-um-escritor-do-rascunho.md: a wizard run's state has one writer. The run's seed is written once,
// by its start (the routes' loaders, and 'Recomeçar', which starts the run anew); the form, the step and the records
// created on the way are written by the autosave alone; the draft is cleared through one function. This reads the
// source: a second writer of the draft (a hook saving it, a module writing its storage key) fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SRC = join(ROOT, 'src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return files(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const FONTES = files(SRC).map((path) => ({ path: relative(ROOT, path), texto: readFileSync(path, 'utf8') }));

/** The source files that name `word` (a call or an import of it), the module that defines it included. */
const quemUsa = (word: string) =>
  FONTES.filter((f) => new RegExp(`\\b${word}\\b`).test(f.texto))
    .map((f) => f.path)
    .sort();

const STORAGE = 'src/features/wizard/draft/draft-storage.ts';
const AUTOSAVE = 'src/features/wizard/hooks/use-wizard-draft.ts';

describe('the wizard draft has one writer', () => {
  it('only the autosave saves a running draft', () => {
    expect(quemUsa('saveRunningDraft')).toEqual([STORAGE, AUTOSAVE].sort());
  });

  it('a seed is written only by a run’s start: the routes’ loaders, and Recomeçar', () => {
    expect(quemUsa('startWizardDraft')).toEqual(
      [STORAGE, 'src/features/wizard/routes/run-loaders.ts', 'src/features/wizard/hooks/use-run-actions.ts'].sort(),
    );
  });

  it('no module but the draft’s storage writes its key', () => {
    const escritores = FONTES.filter(
      (f) =>
        /(DRAFT_KEY|opera\.wizard\.draft)/.test(f.texto) &&
        /(sessionStorage|localStorage)\.(setItem|removeItem)|\.clear\(\)/.test(f.texto),
    ).map((f) => f.path);
    expect(escritores).toEqual([STORAGE]);
  });

  it('the draft is cleared through one function, and within a run through the autosave’s end', () => {
    expect(quemUsa('clearWizardDraft')).toEqual(
      [
        STORAGE,
        AUTOSAVE,
        // An unreadable draft, discarded before its run starts afresh.
        'src/features/wizard/routes/run-loaders.ts',
        // 'Descartar rascunho' in the lists, outside any run.
        'src/features/wizard/components/rascunho-aviso.tsx',
      ].sort(),
    );
  });
});
