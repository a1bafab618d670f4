import { describe, expect, it } from 'vitest';
import { emptyWizardForm, EMPTY_ITENS, type ItemEscolhidoForm } from '@/features/wizard/model/form';
import {
  checkItens,
  escolhaAlterada,
  examesIniciais,
  GROUP_RULES,
  itensDoFormulario,
  normalizarQuantidade,
  novoItem,
  removidosNaUrgencia,
  rotuloItem,
} from '@/features/wizard/model/itens';

const item = (id: number, extra: Partial<ItemEscolhidoForm> = {}): ItemEscolhidoForm => ({ ...novoItem(id), ...extra });

describe('quantity (§5 Items: at most 4 digits, at least 1)', () => {
  it('turns zero, negative, empty and fractional values into a whole quantity of at least 1', () => {
    expect(normalizarQuantidade(0)).toBe(1);
    expect(normalizarQuantidade(-5)).toBe(1);
    expect(normalizarQuantidade(null)).toBe(1);
    expect(normalizarQuantidade(undefined)).toBe(1);
    expect(normalizarQuantidade(Number.NaN)).toBe(1);
    expect(normalizarQuantidade(2.7)).toBe(2);
    expect(normalizarQuantidade(9999)).toBe(9999);
    expect(normalizarQuantidade(12345)).toBe(9999);
  });
});

describe('a multi-select change', () => {
  it('keeps the items still picked and lists the newly picked ones, without the Todos pseudo-item', () => {
    const atuais = [item(201, { quantidade: 3 }), item(202)];
    expect(escolhaAlterada(atuais, [201, 203, -1, 204, 203])).toEqual({
      mantidos: [item(201, { quantidade: 3 })],
      novos: [203, 204],
    });
  });
});

describe('chosen item text', () => {
  it('shows the quantity, with the unit for blood products, and only the name where the quantity is always 1', () => {
    expect(rotuloItem('FIO DE SUTURA', item(201, { quantidade: 2 }), GROUP_RULES.consumivel)).toBe('FIO DE SUTURA (2)');
    expect(rotuloItem('PLASMA', item(402, { quantidade: 3 }), GROUP_RULES.hemocomponentes, 'BOLSA(S)')).toBe(
      'PLASMA (3 BOLSAS)',
    );
    expect(rotuloItem('BISTURI', item(505), GROUP_RULES.equipamentos)).toBe('BISTURI');
  });
});

describe('checkItens', () => {
  it('asks the justification of each eventual OPME box or consumable, marking its field', () => {
    const v = emptyWizardForm();
    v.itens = {
      ...EMPTY_ITENS,
      opme: [item(601), item(602, { itemEventual: true, justificativaEventual: '  ' })],
      consumivel: [item(201, { itemEventual: true, justificativaEventual: 'FALTA NO ESTOQUE' })],
    };
    expect(checkItens(v)).toEqual([
      { field: 'itens.opme.1.justificativaEventual', message: 'Informe a justificativa para o item eventual.' },
    ]);
  });

  it('asks the unit of a blood product and passes a complete step', () => {
    const v = emptyWizardForm();
    v.itens = { ...EMPTY_ITENS, hemocomponentes: [item(401, { quantidade: 2 })] };
    expect(checkItens(v)).toEqual([{ field: null, message: 'Informe a unidade de medida.' }]);
    v.itens = { ...EMPTY_ITENS, hemocomponentes: [item(401, { quantidade: 2, unidadeMedida: 3 })] };
    expect(checkItens(v)).toEqual([]);
  });
});

describe('itensDoFormulario (§3 Request item, §4)', () => {
  it('sends equipment, exams and surgical boxes with quantity 1, the unit of blood products and eventual items', () => {
    const itens = {
      opme: [item(602, { quantidade: 2, itemEventual: true, justificativaEventual: ' pode faltar ' })],
      consumivel: [item(201, { quantidade: 5, justificativaEventual: 'ESQUECIDA' })],
      caixaCirurgica: [item(302, { quantidade: 4 })],
      hemocomponentes: [item(401, { quantidade: 2, unidadeMedida: 3 })],
      equipamentos: [item(505, { quantidade: 7 })],
      exames: [item(101), item(102)],
    };
    expect(itensDoFormulario(itens)).toEqual([
      { item: 602, quantidade: 2, itemEventual: true, justificativaEventual: 'PODE FALTAR' },
      { item: 201, quantidade: 5 },
      { item: 302, quantidade: 1, quantidadeUm: true },
      { item: 401, quantidade: 2, unidadeMedida: 3 },
      { item: 505, quantidade: 1, quantidadeUm: true },
      { item: 101, quantidade: 1, quantidadeUm: true },
      { item: 102, quantidade: 1, quantidadeUm: true },
    ]);
    expect(itensDoFormulario(EMPTY_ITENS)).toEqual([]);
  });
});

describe('urgency removal (§4 Care character)', () => {
  it('removes the chosen OPME boxes the urgency catalogue does not offer', () => {
    const opme = [item(601), item(602, { quantidade: 2 }), item(605)];
    expect(removidosNaUrgencia(opme, [{ id: 601 }, { id: 604 }])).toEqual({
      removidos: [item(602, { quantidade: 2 }), item(605)],
      mantidos: [item(601)],
    });
    expect(removidosNaUrgencia([item(601)], [{ id: 601 }]).removidos).toEqual([]);
  });
});

describe("the encounter's exams (step 0) pre-fill the exam group", () => {
  it('only when the group is empty', () => {
    expect(examesIniciais(EMPTY_ITENS, [101, 102, 101])).toEqual([item(101), item(102)]);
    expect(examesIniciais({ ...EMPTY_ITENS, exames: [item(103)] }, [101])).toBeNull();
    expect(examesIniciais(EMPTY_ITENS, [])).toBeNull();
  });
});
