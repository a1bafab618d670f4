import { describe, expect, it } from 'vitest';
import { checkFinal } from '@/features/wizard/model/final-checks';
import { emptyWizardForm, type WizardForm } from '@/features/wizard/model/form';
import type { StepCheckContext } from '@/features/wizard/model/step-context';

const ctx = (extra: Partial<StepCheckContext> = {}): StepCheckContext => ({
  modelo: null,
  procedimentos: [],
  ambulatorial: false,
  internado: false,
  eletivo: true,
  admission: { disabled: false, clear: false },
  ...extra,
});

const completo = (extra: Partial<WizardForm> = {}): WizardForm => ({
  ...emptyWizardForm(),
  carater: 1,
  responsavel: 101,
  dataHoraSugerida: '2026-12-01T07:00:00',
  agendamento: { inicio: '2026-12-01T07:00:00', fim: '2026-12-01T09:00:00', sala: 1, id: null },
  centro: 1,
  lateralidade: 'D',
  cidPrincipal: 7,
  tipoAnestesia: 3,
  indicacao: 'ARTROSE PRIMÁRIA COM DOR INCAPACITANTE',
  modalidade: 1,
  prioridade: 2,
  oncologica: '2',
  acomodacao: 1,
  procedimentoPrincipal: 40,
  duracaoEstimada: 180,
  ...extra,
});

const messages = (v: WizardForm, c = ctx()) => checkFinal(v, c).map((p) => p.message);

describe('final checks of Enviar (§5 Final submit of a request)', () => {
  it('passes a complete request', () => {
    expect(checkFinal(completo(), ctx())).toEqual([]);
  });

  it('lists every missing field verbatim, in the specification’s order', () => {
    expect(messages(emptyWizardForm())).toEqual([
      'O campo carater é obrigatório.',
      'O campo profissional responsável é obrigatório.',
      'O campo data sugerida é obrigatório.',
      'O campo sala de cirurgia é obrigatório. Selecione a data de cirurgia novamente.',
      'O campo centro cirúrgico é obrigatório.',
      'O campo lateralidade é obrigatório.',
      'O campo CID principal é obrigatório.',
      'O campo tipo de anestesia é obrigatório.',
      'O campo Indicação Cirúrgica é obrigatório.',
      'O campo modalidade de atendimento é obrigatório.',
      'Informe a prioridade da cirurgia.',
      'Informe o CID Principal.',
      'Informe se é ou não uma cirurgia oncológica.',
      'Informe o tipo de acomodação.',
      'Informe o procedimento principal.',
      'Informe a duração estimada.',
    ]);
  });

  it('counts the indication as filled at 20 characters (spec decision 5)', () => {
    expect(messages(completo({ indicacao: 'CURTA DEMAIS' }))).toEqual(['O campo Indicação Cirúrgica é obrigatório.']);
    expect(messages(completo({ indicacao: 'X'.repeat(20) }))).toEqual([]);
  });

  it('asks for the room only of an elective request, whose room comes with the calendar slot', () => {
    const semSala = completo({ agendamento: null, sala: null });
    expect(messages(semSala)).toEqual([
      'O campo sala de cirurgia é obrigatório. Selecione a data de cirurgia novamente.',
    ]);
    expect(messages(semSala, ctx({ eletivo: false }))).toEqual([]);
    expect(messages(completo({ agendamento: null, sala: 3 }))).toEqual([]);
  });

  it('asks for the accommodation unless ambulatory, admitted or blocked by the modality', () => {
    const semAcomodacao = completo({ acomodacao: null });
    expect(messages(semAcomodacao)).toEqual(['Informe o tipo de acomodação.']);
    expect(messages(semAcomodacao, ctx({ ambulatorial: true }))).toEqual([]);
    expect(messages(semAcomodacao, ctx({ internado: true }))).toEqual([]);
    expect(messages(semAcomodacao, ctx({ admission: { disabled: true, clear: true } }))).toEqual([]);
  });

  it('refuses a weight above 500 and daily stays above 999', () => {
    const f = completo({ diariasPrevistas: 1000 });
    f.paciente = { ...f.paciente, peso: '500,5' };
    expect(messages(f)).toEqual(['O peso máximo é 500.', 'O máximo de diárias previstas é 999.']);
    const limite = completo({ diariasPrevistas: 999 });
    limite.paciente = { ...limite.paciente, peso: '500' };
    expect(messages(limite)).toEqual([]);
  });

  it('names the form path of each problem and the pending field it marks', () => {
    const [responsavel] = checkFinal(completo({ responsavel: null }), ctx());
    expect(responsavel).toEqual({
      path: 'responsavel',
      field: 'responsavel',
      message: 'O campo profissional responsável é obrigatório.',
    });
    const [carater] = checkFinal(completo({ carater: null }), ctx());
    expect(carater).toMatchObject({ path: 'carater', field: null });
  });
});
