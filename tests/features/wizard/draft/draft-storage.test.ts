import { describe, expect, it } from 'vitest';
import { wizardRuns } from '@/config/wizard-runs';
import { DRAFT_KEY, wizardDraftRun } from '@/features/wizard/draft/draft-key';
import { clearWizardDraft, readWizardDraft, startWizardDraft } from '@/features/wizard/draft/draft-storage';
import { signInAs } from '../../../utils/render-app';

const v2 = (seed: object, state: unknown = null) =>
  JSON.stringify({ version: 2, userid: 3, seed, state, step: 'cirurgia', savedAt: '2026-11-20T10:00:00.000Z' });

const v3 = (run: string, seed: object) =>
  JSON.stringify({ version: 3, run, userid: 3, seed, state: null, step: null, savedAt: '2026-11-20T10:00:00.000Z' });

// The sign-in page resumes the run a draft left in the tab (an expired session) at its address.
describe('the wizard draft', () => {
  it('names its run’s address for its own user only; none once cleared', () => {
    signInAs('mariana.lima');
    expect(wizardDraftRun(3)).toBeNull();
    startWizardDraft({}, '/admin/wizard');
    expect(wizardDraftRun(3)).toBe('/admin/wizard');
    expect(wizardDraftRun(1)).toBeNull();
    startWizardDraft({}, '/admin/wizardDemanda');
    expect(wizardDraftRun(3)).toBe('/admin/wizardDemanda');
    clearWizardDraft();
    expect(wizardDraftRun(3)).toBeNull();
  });

  it('migrates a draft of the previous version with its form and step, at the address its seed opened then', () => {
    signInAs('mariana.lima');
    const form = { paciente: { id: 5 } };
    const pedido = { id: 77, codigo: '2027077' };
    sessionStorage.setItem(DRAFT_KEY, v2({ pedido, gerente: { modo: 'reagendamento' } }, form));
    const draft = readWizardDraft();
    expect(draft?.run).toBe(wizardRuns.gerente(pedido, 'reagendamento'));
    expect(draft?.state).toEqual(form);
    expect(draft?.step).toBe('cirurgia');
    expect(wizardDraftRun(3)).toBe(draft?.run);

    const correcao = {
      id: 9001,
      codigo: 'D1',
      itensSalvos: [],
      requisitante: { profissional: 1, equipe: 1 },
      status: 2,
    };
    sessionStorage.setItem(DRAFT_KEY, v2({ variante: 'demand', gerenteDemanda: correcao }));
    expect(readWizardDraft()?.run).toBe(wizardRuns.correcaoDemanda(9001));
    sessionStorage.setItem(DRAFT_KEY, v2({ variante: 'demand' }));
    expect(readWizardDraft()?.run).toBe('/admin/wizardDemanda');
    sessionStorage.setItem(DRAFT_KEY, v2({ pedido, idDemanda: 12 }));
    expect(readWizardDraft()?.run).toBe(wizardRuns.transformacao(pedido, 12));
    sessionStorage.setItem(DRAFT_KEY, v2({}));
    expect(readWizardDraft()?.run).toBe('/admin/wizard');
  });

  it('migrates a version-3 draft: the kind of run is left to its address, what was read is kept', () => {
    signInAs('mariana.lima');
    const pedido = { id: 77, codigo: '2027077' };
    const base = { dataHoraSugerida: null, dataInternacao: '', centro: 1, carater: 1 };
    const gerente = wizardRuns.gerente(pedido, 'reagendamento');
    sessionStorage.setItem(DRAFT_KEY, v3(gerente, { pedido, gerente: { modo: 'reagendamento', base } }));
    expect(readWizardDraft()).toMatchObject({ version: 4, run: gerente, seed: { pedido, pedidoLido: { base } } });
    expect(readWizardDraft()?.seed).not.toHaveProperty('gerente');

    const lida = { id: 9001, codigo: 'D1', itensSalvos: [], requisitante: { profissional: 1, equipe: 1 }, status: 2 };
    sessionStorage.setItem(DRAFT_KEY, v3(wizardRuns.correcaoDemanda(9001), { gerenteDemanda: lida }));
    expect(readWizardDraft()?.seed).toEqual({ demandaLida: lida });

    const transformacao = wizardRuns.transformacao(pedido, 12);
    sessionStorage.setItem(DRAFT_KEY, v3(transformacao, { pedido, idDemanda: 12 }));
    expect(readWizardDraft()).toMatchObject({ run: transformacao, seed: { pedido } });
    expect(readWizardDraft()?.seed).not.toHaveProperty('idDemanda');
    // A transformação restarted had lost its demand (the address kept it): it goes on as the request's own run.
    sessionStorage.setItem(DRAFT_KEY, v3(transformacao, { pedido }));
    expect(readWizardDraft()?.run).toBe(wizardRuns.existente(pedido));
    expect(wizardDraftRun(3)).toBe(wizardRuns.existente(pedido));

    sessionStorage.setItem(DRAFT_KEY, v3(wizardRuns.favorito(pedido, 3), { pedido, idPedidoFavorito: 3 }));
    expect(readWizardDraft()?.seed).toEqual({ pedido });
  });

  it('drops a draft of an older version', () => {
    signInAs('mariana.lima');
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, userid: 3, seed: {}, state: null, step: null }));
    expect(readWizardDraft()).toBeNull();
    expect(wizardDraftRun(3)).toBeNull();
  });
});
