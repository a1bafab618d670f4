import { describe, expect, it } from 'vitest';
import { printMenu, showsPrintAction } from '@/api/pedidos/print-menu';

const base = {
  status: 'AGENDADO',
  necessariaAvaliacaoAnestesica: false,
  possuiHemoterapico: false,
  idLegadoInternacao: null,
  modalidadeAtendimento: null,
};
const ids = (row: typeof base | Record<string, unknown>, recurso: number | null = 1) =>
  printMenu({ ...base, ...row }, recurso).map((i) => i.label);

describe('print menu', () => {
  it('shows the print action only when finished, needing anaesthesia evaluation or with haemotherapy products', () => {
    expect(showsPrintAction(base)).toBe(false);
    expect(showsPrintAction({ ...base, status: 'FINALIZADO' })).toBe(true);
    expect(showsPrintAction({ ...base, necessariaAvaliacaoAnestesica: true })).toBe(true);
    expect(showsPrintAction({ ...base, possuiHemoterapico: true })).toBe(true);
  });

  it('offers the surgery notice and hospitalisation request only when finished', () => {
    expect(ids({})).toEqual([]);
    expect(ids({ status: 'FINALIZADO' })).toEqual(['Aviso de Cirurgia', 'Pedido de Internação']);
  });

  it('hides the hospitalisation request when the modality blocks it and disables it with a legacy hospitalisation id', () => {
    const bloqueia = {
      status: 'FINALIZADO',
      modalidadeAtendimento: { id: 2, descricao: 'AMBULATORIAL', recursosBloqueados: [1] },
    };
    expect(ids(bloqueia)).toEqual(['Aviso de Cirurgia']);
    expect(ids(bloqueia, 2)).toEqual(['Aviso de Cirurgia', 'Pedido de Internação']);
    const item = printMenu({ ...base, status: 'FINALIZADO', idLegadoInternacao: 77 }, 1).find(
      (i) => i.id === 'pedidoInternacao',
    );
    expect(item?.disabled).toBe(true);
  });

  it('adds haemotherapy products and the pre-anaesthesia referral when they apply', () => {
    expect(ids({ possuiHemoterapico: true, necessariaAvaliacaoAnestesica: true })).toEqual([
      'Produtos Hemoterápicos',
      'Encaminhamento Avaliação Pré-Anestesia',
    ]);
  });
});
