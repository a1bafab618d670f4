import { describe, expect, it } from 'vitest';
import { blocks, caraterLock } from '@/features/wizard/model/carater';
import { emptyWizardForm } from '@/features/wizard/model/form';
import {
  campanhaAviso,
  duracaoEntre,
  erroIncluirPaciente,
  erroVerificarPaciente,
  novoProntuario,
} from '@/features/wizard/model/messages';
import {
  checkPaciente,
  checkSolicitacaoCampos,
  fieldMarks,
  indicacaoPreenchida,
} from '@/features/wizard/model/pending';
import { matchExames } from '@/features/wizard/model/patient-mapping';

const cfg = { caraterUrgencia: 2, caraterEletivo: 1, caraterUrgenciaLegado: 2 };

describe('character locks', () => {
  it('an open admission forces urgency/emergency', () => {
    expect(caraterLock({ ...cfg, internacaoAberta: true, caraterAtendimentoLegado: null })).toEqual({
      locked: true,
      value: 2,
      reason: 'internacao',
    });
  });
  it('a non-urgency encounter locks elective', () => {
    expect(caraterLock({ ...cfg, internacaoAberta: false, caraterAtendimentoLegado: 1 })).toEqual({
      locked: true,
      value: 1,
      reason: 'atendimento',
    });
  });
  it('an urgency encounter leaves the character free', () => {
    expect(caraterLock({ ...cfg, internacaoAberta: false, caraterAtendimentoLegado: 2 })).toEqual({ locked: false });
  });
  it('a modality blocks a resource listed in recursosBloqueados', () => {
    expect(blocks([1], 1)).toBe(true);
    expect(blocks([2], 1)).toBe(false);
    expect(blocks(null, 1)).toBe(false);
  });
});

describe('pending lists', () => {
  it('step 0 starts with the patient, plan and encounter', () => {
    const form = emptyWizardForm();
    expect(checkPaciente(form)).toEqual([
      { field: null, message: 'Informe o paciente' },
      { field: 'paciente.convenio', message: 'Informe o convênio' },
      { field: null, message: 'Informe o atendimento' },
    ]);
  });

  it('step 0 checks e-mail and weight', () => {
    const form = emptyWizardForm({ convenio: 1 });
    form.paciente.nome = 'MARIA';
    form.atendimento = { seq: 1, data: '', faa: '1', carater: '', caraterId: 1, centroCusto: '' };
    form.paciente.email = 'maria.email.com';
    expect(checkPaciente(form)).toEqual([{ field: 'paciente.email', message: 'Formato inválido de email' }]);
    form.paciente.email = 'maria@email.com';
    form.paciente.peso = '501';
    expect(checkPaciente(form)).toEqual([{ field: 'paciente.peso', message: 'Peso nao pode ser maior que 500kg' }]);
    form.paciente.peso = '-1';
    expect(checkPaciente(form)).toEqual([{ field: 'paciente.peso', message: 'Peso nao pode ser negativo' }]);
    form.paciente.peso = 'abc';
    expect(checkPaciente(form)).toEqual([{ field: 'paciente.peso', message: 'Peso inválido' }]);
  });

  it('a new supplementary patient lists the missing registration data', () => {
    const form = emptyWizardForm({ convenio: 3 });
    form.tipoPedido = '1';
    expect(checkPaciente(form)[0].message).toBe(
      'Informe o(s) nome, data de nascimento, sexo, nome da mãe, CPF do novo paciente.',
    );
  });

  it('step 1 starts with responsible, centre and main procedure; texts for non-ambulatory, non-admitted', () => {
    const form = emptyWizardForm();
    const ctx = { ambulatorial: false, internado: false, durationProblem: null, sequentialProblem: null };
    const messages = (pending: ReturnType<typeof checkSolicitacaoCampos>) => pending.map((p) => p.message);
    expect(messages(checkSolicitacaoCampos(form, ctx)).slice(0, 3)).toEqual([
      'Informe o profissional responsável',
      'Informe o centro cirúrgico',
      'Informe o procedimento principal',
    ]);
    expect(messages(checkSolicitacaoCampos(form, ctx))).toContain('Informe a história clínica');
    expect(messages(checkSolicitacaoCampos(form, { ...ctx, ambulatorial: true }))).not.toContain(
      'Informe a história clínica',
    );
    expect(messages(checkSolicitacaoCampos(form, { ...ctx, internado: true }))).not.toContain('Informe a área médica');
  });

  it('step 1 names the field of every pending item, so each can be marked', () => {
    const form = emptyWizardForm();
    const ctx = {
      ambulatorial: false,
      internado: false,
      durationProblem: 'Você não pode fazer um pedido de cirurgia com duração abaixo de 120 minutos',
      sequentialProblem: 'Selecione no mínimo 2 procedimentos sequenciais',
      dailyStaysProblem: 'As diárias previstas devem estar entre 2 e 7.',
    };
    expect(checkSolicitacaoCampos(form, ctx)).toEqual([
      { field: 'responsavel', message: 'Informe o profissional responsável' },
      { field: 'centro', message: 'Informe o centro cirúrgico' },
      { field: 'procedimentoPrincipal', message: 'Informe o procedimento principal' },
      { field: 'secundarios', message: 'Selecione no mínimo 2 procedimentos sequenciais' },
      {
        field: 'duracaoEstimada',
        message: 'Você não pode fazer um pedido de cirurgia com duração abaixo de 120 minutos',
      },
      { field: 'diariasPrevistas', message: 'As diárias previstas devem estar entre 2 e 7.' },
      { field: 'sinais', message: 'Informe os principais sinais e sintomas' },
      { field: 'resultados', message: 'Informe os principais resultados de provas diagnósticas' },
      { field: 'recursos', message: 'Informe os recursos necessários ao atendimento' },
      { field: 'historia', message: 'Informe a história clínica' },
      { field: 'areaMedica', message: 'Informe a área médica' },
    ]);
    form.responsavel = 101;
    form.centro = 1;
    form.procedimentoPrincipal = 5;
    form.sinais = 'Dor';
    form.resultados = 'RX';
    form.recursos = 'Arco em C';
    form.historia = 'Queda';
    form.areaMedica = 2;
    expect(
      checkSolicitacaoCampos(form, { ...ctx, durationProblem: null, sequentialProblem: null, dailyStaysProblem: null }),
    ).toEqual([]);
  });

  it('the marks: one message per field; the focus goes to the topmost pending field on screen', () => {
    const { marks, first } = fieldMarks([
      { field: null, message: 'Informe o paciente' },
      { field: 'responsavel', message: 'Informe o profissional responsável' },
      { field: 'procedimentoPrincipal', message: 'Informe o procedimento principal' },
      { field: 'responsavel', message: 'outra' },
    ]);
    expect([...marks]).toEqual([
      ['responsavel', 'Informe o profissional responsável'],
      ['procedimentoPrincipal', 'Informe o procedimento principal'],
    ]);
    expect(first).toBe('procedimentoPrincipal');
    expect(fieldMarks([{ field: null, message: 'Informe o paciente' }])).toEqual({ marks: new Map(), first: null });
  });

  it('the indication counts as filled at 20 characters', () => {
    expect(indicacaoPreenchida('a'.repeat(19))).toBe(false);
    expect(indicacaoPreenchida('a'.repeat(20))).toBe(true);
  });
});

describe('messages and mappings', () => {
  it('are the specification’s words', () => {
    expect(duracaoEntre(120, 240)).toBe('A duração estimada deve estar entre 120 minutos e 240 minutos!');
    expect(campanhaAviso('MUTIRÃO DE CATARATA 2026')).toBe(
      'O procedimento selecionado faz parte da campanha MUTIRÃO DE CATARATA 2026 e deve ser selecionado o modelo referente a esta campanha.',
    );
    expect(novoProntuario(9100123)).toBe('Novo prontuário criado: 9100123');
    expect(erroIncluirPaciente('x')).toBe('Erro ao incluir paciente: x');
    expect(erroVerificarPaciente('x')).toBe('Erro ao verificar se paciente já é existente na base de dados: x');
  });
  it('exams are matched to the catalogue by idLegado', () => {
    expect(
      matchExames(
        [9001, 9003],
        [
          { id: 101, idLegado: 9001 },
          { id: 102, idLegado: 9002 },
          { id: 103, idLegado: 9003 },
        ],
      ),
    ).toEqual([101, 103]);
  });
});

describe('admission rules', () => {
  it('an open admission or the ambulatory modality disables the admission fields; a blocking modality also clears them', async () => {
    const { admissionRules } = await import('@/features/wizard/model/admission');
    const base = {
      internacaoAberta: false,
      modalidadeAmbulatorial: false,
      recursosBloqueados: [],
      recursoInternacao: 1,
    };
    expect(admissionRules(base)).toEqual({ disabled: false, clear: false });
    expect(admissionRules({ ...base, internacaoAberta: true })).toEqual({ disabled: true, clear: false });
    expect(admissionRules({ ...base, modalidadeAmbulatorial: true })).toEqual({ disabled: true, clear: false });
    expect(admissionRules({ ...base, recursosBloqueados: [1] })).toEqual({ disabled: true, clear: true });
  });
});

describe('model bounds', () => {
  it('daily stays must lie within the model bounds', async () => {
    const { checkDailyStaysBounds, allowed } = await import('@/features/wizard/model/allowed');
    const { modeloPedidoSchema } = await import('@/api/catalogues/schemas');
    const modelo = modeloPedidoSchema.parse({
      id: 1,
      descricao: 'M',
      diariasPrevistasMinima: 2,
      diariasPrevistasMaxima: 7,
    });
    expect(checkDailyStaysBounds(8, modelo)).toBe('As diárias previstas devem estar entre 2 e 7.');
    expect(checkDailyStaysBounds(3, modelo)).toBeNull();
    expect(checkDailyStaysBounds(8, null)).toBeNull();
    expect(allowed([{ id: 1 }, { id: 2 }, { id: 3 }], [3, 1]).map((x) => x.id)).toEqual([1, 3]);
    expect(allowed([{ id: 1 }, { id: 2 }], null).map((x) => x.id)).toEqual([1, 2]);
  });
});

describe('room field', () => {
  it('shows with several rooms on urgency, or for the special legacy team 9973', async () => {
    const { showRoom } = await import('@/features/wizard/model/allowed');
    expect(showRoom(3, 2, 2, 1201)).toBe(true);
    expect(showRoom(1, 2, 2, 1201)).toBe(false);
    expect(showRoom(3, 1, 2, 1201)).toBe(false);
    expect(showRoom(0, null, 2, 9973)).toBe(true);
  });
});
