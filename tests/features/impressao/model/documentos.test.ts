import { describe, expect, it } from 'vitest';
import { ATENCAO, DOCUMENTOS, ERRO_IMPRIMIR, firstStep, impressaoMenu } from '@/features/impressao/model/documentos';
import { avisoSchema } from '@/features/impressao/model/aviso';

const row = {
  status: 'FINALIZADO',
  necessariaAvaliacaoAnestesica: false,
  possuiHemoterapico: false,
  idLegadoInternacao: null,
  modalidadeAtendimento: null,
  dataImpressaoRPH: null,
  dataImpressaoPedidoInternacao: null,
  dataImpressaoAvisoCirurgico: null,
  dataImpressaoAIH: null,
  pedidoCampanha: false,
};

describe('print menu with the AIH request', () => {
  it('adds the AIH request on the doctor-facing list only, whenever the print action shows', () => {
    expect(impressaoMenu(row, 1, 'medico').map((i) => i.id)).toEqual([
      'avisoCirurgia',
      'pedidoInternacao',
      'solicitacaoAIH',
    ]);
    expect(impressaoMenu(row, 1, 'residentes').map((i) => i.id)).toEqual(['avisoCirurgia', 'pedidoInternacao']);
    expect(impressaoMenu({ ...row, status: 'PEDIDO' }, 1, 'medico')).toEqual([]);
  });

  it("the manager list's 'Impressões': finished requests only, the AIH request for campaign requests", () => {
    const hemo = { ...row, possuiHemoterapico: true, necessariaAvaliacaoAnestesica: true };
    expect(impressaoMenu(hemo, 1, 'gerente').map((i) => i.id)).toEqual([
      'avisoCirurgia',
      'pedidoInternacao',
      'hemoterapicos',
      'preAnestesia',
    ]);
    expect(impressaoMenu({ ...hemo, pedidoCampanha: true }, 1, 'gerente').map((i) => i.id)).toEqual([
      'avisoCirurgia',
      'pedidoInternacao',
      'solicitacaoAIH',
      'hemoterapicos',
      'preAnestesia',
    ]);
    expect(impressaoMenu({ ...hemo, status: 'PEDIDO' }, 1, 'gerente')).toEqual([]);
  });

  // status × anaesthesia × haemotherapy × modality × legacy admission
  it.each([
    ['FINALIZADO', false, false, [], null, ['avisoCirurgia', 'pedidoInternacao']],
    ['FINALIZADO', true, true, [], null, ['avisoCirurgia', 'pedidoInternacao', 'hemoterapicos', 'preAnestesia']],
    ['FINALIZADO', false, false, [1], null, ['avisoCirurgia']],
    ['FINALIZADO', false, false, [2], 55, ['avisoCirurgia', 'pedidoInternacao (disabled)']],
    ['PEDIDO', true, false, [], null, ['preAnestesia']],
    ['PEDIDO', false, true, [1], 55, ['hemoterapicos']],
    ['PEDIDO', false, false, [], null, []],
  ])('%s anaesthesia=%s haemotherapy=%s blocked=%j legacy=%s', (status, anest, hemo, bloqueados, legado, expected) => {
    const items = impressaoMenu(
      {
        ...row,
        status,
        necessariaAvaliacaoAnestesica: anest,
        possuiHemoterapico: hemo,
        idLegadoInternacao: legado,
        modalidadeAtendimento: { id: 2, descricao: 'X', recursosBloqueados: bloqueados },
      },
      1,
      'residentes',
    );
    expect(items.map((i) => (i.disabled ? `${i.id} (disabled)` : i.id))).toEqual(expected);
  });
});

describe('print steps', () => {
  it('asks to reprint a printed document, opens the pre-anaesthesia referral directly, else shows the form', () => {
    expect(firstStep('avisoCirurgia', row)).toBe('formulario');
    expect(firstStep('avisoCirurgia', { ...row, dataImpressaoAvisoCirurgico: '2026-11-20T10:00:00' })).toBe(
      'confirmarReimpressao',
    );
    expect(firstStep('hemoterapicos', { ...row, dataImpressaoRPH: '2026-11-20T10:00:00' })).toBe(
      'confirmarReimpressao',
    );
    expect(firstStep('preAnestesia', row)).toBe('documento');
  });

  it('documents open at the documented systems-API paths, ids only', () => {
    expect(Object.values(DOCUMENTOS).map((d) => d.path(7))).toEqual([
      '/avisoCirurgia/7',
      '/pedidoInternacao/7',
      '/hemoterapicos/7',
      '/encaminhamentoAvaliacaoPreAnestesia/7',
      '/solicitacaoAIH/7',
    ]);
  });

  it('the failure message of §8', () => {
    expect([ERRO_IMPRIMIR, ATENCAO]).toEqual(['Erro ao imprimir!', 'Atenção!']);
  });
});

describe('surgery notice form', () => {
  it('observations are required and at most 500 characters', () => {
    const erro = (v: string) => avisoSchema.safeParse({ observacoesAvisoCirurgia: v }).error?.issues[0].message;
    expect(erro('  ')).toBe('O campo observações é obrigatório.');
    expect(erro('x'.repeat(501))).toBe('O campo observações deve ter no máximo 500 caracteres.');
    expect(erro('x'.repeat(500))).toBeUndefined();
  });
});
