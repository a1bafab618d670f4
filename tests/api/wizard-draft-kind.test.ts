import { describe, expect, it } from 'vitest';
import { wizardDraftKindFor } from '@/api/wizard-draft/draft-key';
import { clearWizardDraft, startWizardDraft } from '@/api/wizard-draft/draft-storage';
import { signInAs } from '../utils/render-app';

// The sign-in page resumes a draft left by an expired session on its own screen: the request wizard, the demand
// wizard, or the Demandas page for a manager's correction of a demand.
describe('wizardDraftKindFor', () => {
  it('tells a request, a demand and a manager’s correction apart; none, or another user’s, is null', () => {
    signInAs('mariana.lima');
    expect(wizardDraftKindFor(3)).toBeNull();
    startWizardDraft({});
    expect(wizardDraftKindFor(3)).toBe('request');
    expect(wizardDraftKindFor(1)).toBeNull();
    startWizardDraft({ variante: 'demand' });
    expect(wizardDraftKindFor(3)).toBe('demand');
    startWizardDraft({
      variante: 'demand',
      gerenteDemanda: {
        id: 9001,
        codigo: 'D2026-0101',
        itensSalvos: [],
        requisitante: { profissional: 101, equipe: 1 },
        status: 20,
      },
    });
    expect(wizardDraftKindFor(3)).toBe('gerenteDemanda');
    clearWizardDraft();
    expect(wizardDraftKindFor(3)).toBeNull();
  });
});
