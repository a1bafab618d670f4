import { describe, expect, it } from 'vitest';
import { emptyWizardForm } from '@/features/wizard/model/form';
import { decideNavigation } from '@/features/wizard/model/navigation';
import type { StepCheckContext } from '@/features/wizard/model/step-context';
import {
  DEMANDA_STEP_RULES,
  initialStep,
  STEP_RULES,
  stepAfter,
  stepBefore,
  type StepId,
  type StepRule,
} from '@/features/wizard/model/steps';

const { paciente, solicitacao, cirurgia, itens, resumo } = STEP_RULES;
const request: StepRule[] = [paciente, solicitacao, cirurgia, itens, resumo];
const { itensCirurgia } = DEMANDA_STEP_RULES;
const demand: StepRule[] = [DEMANDA_STEP_RULES.paciente, DEMANDA_STEP_RULES.solicitacao, itensCirurgia, resumo];
const ok = () => null;

describe('step lists', () => {
  it('moves along the list, not by number', () => {
    expect(stepAfter(demand, 'solicitacao')?.id).toBe('itensCirurgia');
    expect(stepAfter(request, 'solicitacao')?.id).toBe('cirurgia');
    expect(stepAfter(demand, 'resumo')).toBeNull();
    expect(stepBefore(demand, 'resumo')?.id).toBe('itensCirurgia');
    expect(stepBefore(demand, 'paciente')).toBeNull();
  });

  it('opens at the stored step, else the run’s start, else the first', () => {
    expect(initialStep(request, 'itens', 'resumo')).toBe('itens');
    // A stored step the run does not have (a demand step in the request list) falls back to the run's start.
    expect(initialStep(request, 'itensCirurgia', 'paciente')).toBe('paciente');
    expect(initialStep(request, null, 'resumo')).toBe('resumo');
    expect(initialStep(request, null, 'cirurgia')).toBe('cirurgia');
    expect(initialStep(demand, null, 'cirurgia')).toBe('paciente');
  });

  it('each step’s check reads the form: an empty Paciente and Solicitação are pending, Resumo never is', () => {
    const ctx: StepCheckContext = {
      modelo: null,
      procedimentos: [],
      ambulatorial: false,
      internado: false,
      eletivo: true,
      admission: { disabled: false, clear: false },
    };
    const v = emptyWizardForm();
    const first = (id: StepId) => request.find((s) => s.id === id)?.check(v, ctx)[0]?.message;
    expect(first('paciente')).toBe('Informe o paciente');
    expect(first('solicitacao')).toBe('Informe o profissional responsável');
    expect(first('resumo')).toBeUndefined();
    // The demand's procedures are checked in Itens da cirurgia, not in its Solicitação (spec decision 1).
    const demanda = (id: StepId) => (demand.find((s) => s.id === id)?.check(v, ctx) ?? []).map((p) => p.message);
    expect(demanda('solicitacao')).toContain('Informe o centro cirúrgico');
    expect(demanda('solicitacao')).not.toContain('Informe o procedimento principal');
    expect(demanda('itensCirurgia')).toEqual(['Informe o procedimento principal']);
    expect(demand.find((s) => s.id === 'solicitacao')?.fields).not.toContain('procedimentoPrincipal');
    // What a demand does not keep (§3 'Demand') is neither asked nor checked in its Solicitação.
    expect(
      request
        .find((s) => s.id === 'solicitacao')
        ?.check(v, ctx)
        .map((p) => p.field),
    ).toContain('sinais');
    expect(
      demand
        .find((s) => s.id === 'solicitacao')
        ?.check(v, ctx)
        .map((p) => p.field),
    ).not.toContain('sinais');
    const pedidos = demand.find((s) => s.id === 'solicitacao')?.fields ?? [];
    for (const f of ['prioridade', 'tipoAnestesia', 'areaMedica', 'historia', 'sinais'] as const)
      expect(pedidos).not.toContain(f);
  });

  it('the demand’s steps word their problems without accents (§5 Demand wizard); the request’s keep them', () => {
    const v = emptyWizardForm();
    v.paciente.email = 'sem-arroba';
    const messages = (rule: StepRule) => rule.check(v, {} as StepCheckContext).map((p) => p.message);
    expect(messages(DEMANDA_STEP_RULES.paciente)).toContain('Formato invalido de email');
    expect(messages(STEP_RULES.paciente)).toContain('Formato inválido de email');
  });
});

describe('decideNavigation over a list', () => {
  it('back is free; clicking the first step or going back from it asks to restart', () => {
    expect(decideNavigation(request, 'cirurgia', 'solicitacao', ok)).toEqual({
      kind: 'go',
      step: 'solicitacao',
      forward: false,
    });
    expect(decideNavigation(request, 'solicitacao', 'paciente', ok)).toEqual({
      kind: 'go',
      step: 'paciente',
      forward: false,
    });
    expect(decideNavigation(request, 'solicitacao', 'paciente', ok, 'stepper')).toEqual({ kind: 'confirm-restart' });
    expect(decideNavigation(request, 'paciente', null, ok)).toEqual({ kind: 'confirm-restart' });
    expect(decideNavigation(request, 'itens', 'itens', ok)).toEqual({ kind: 'stay' });
  });

  it('forward needs every step up to the current one to pass; the first failing one is named', () => {
    expect(decideNavigation(request, 'paciente', 'solicitacao', () => 'Informe o paciente')).toEqual({
      kind: 'refuse',
      message: 'Informe o paciente',
      severity: 'warn',
      step: 'paciente',
    });
    const solicitacaoPendente = (s: StepRule) => (s.id === 'solicitacao' ? 'Informe o centro cirúrgico' : null);
    expect(decideNavigation(request, 'solicitacao', 'cirurgia', solicitacaoPendente)).toEqual({
      kind: 'refuse',
      message: 'Informe o centro cirúrgico',
      severity: 'warn',
      step: 'solicitacao',
    });
    expect(decideNavigation(request, 'paciente', 'solicitacao', ok)).toEqual({
      kind: 'go',
      step: 'solicitacao',
      forward: true,
    });
  });

  it('skipping past the next step is refused', () => {
    expect(decideNavigation(request, 'paciente', 'itens', ok)).toEqual({
      kind: 'refuse',
      message: 'Nao e possivel pular passos.',
      severity: 'info',
    });
  });

  it('the demand list: Itens da cirurgia follows Solicitação and Resumo follows it; its checks are its own', () => {
    const checked: StepId[] = [];
    const spy = (s: StepRule) => {
      checked.push(s.id);
      return null;
    };
    expect(decideNavigation(demand, 'itensCirurgia', 'resumo', spy)).toEqual({
      kind: 'go',
      step: 'resumo',
      forward: true,
    });
    expect(checked).toEqual(['paciente', 'solicitacao', 'itensCirurgia']);
    expect(decideNavigation(demand, 'solicitacao', 'resumo', ok)).toMatchObject({ kind: 'refuse', severity: 'info' });
    // A step of another variant is not a target.
    expect(decideNavigation(demand, 'solicitacao', 'cirurgia', ok)).toEqual({ kind: 'stay' });
  });
});
