import { describe, expect, it } from 'vitest';
import { diferencaItens, type ItemExistente } from '@/features/wizard/model/itens-diferenca';

const held = (item: number, quantidade: number, extra: Partial<ItemExistente> = {}): ItemExistente => ({
  item,
  quantidade,
  unidadeMedida: null,
  itemEventual: false,
  justificativaEventual: null,
  ...extra,
});

describe('diferencaItens: only the difference between the chosen items and those the request holds', () => {
  it('nothing held: every chosen item is created, nothing deleted', () => {
    expect(diferencaItens([{ item: 1, quantidade: 2 }], [])).toEqual({
      excluirTodos: false,
      criar: [{ item: 1, quantidade: 2 }],
    });
  });

  it('items held and still chosen are not created again; the new ones are', () => {
    const chosen = [
      { item: 1, quantidade: 2 },
      { item: 2, quantidade: 5, quantidadeUm: true },
      { item: 3, quantidade: 1, unidadeMedida: 4 },
    ];
    expect(diferencaItens(chosen, [held(1, 2), held(2, 1)])).toEqual({ excluirTodos: false, criar: [chosen[2]] });
    expect(diferencaItens(chosen, [held(1, 2), held(2, 1), held(3, 1, { unidadeMedida: 4 })]).criar).toEqual([]);
  });

  it('an item held but removed, or changed (quantity, unit, justification), deletes all and creates the chosen', () => {
    const chosen = [{ item: 1, quantidade: 2 }];
    expect(diferencaItens(chosen, [held(1, 2), held(9, 1)])).toEqual({ excluirTodos: true, criar: chosen });
    expect(diferencaItens(chosen, [held(1, 3)]).excluirTodos).toBe(true);
    expect(diferencaItens([{ item: 1, quantidade: 2, unidadeMedida: 4 }], [held(1, 2)]).excluirTodos).toBe(true);
    const eventual = { item: 1, quantidade: 2, itemEventual: true, justificativaEventual: 'nova' };
    const antigo = held(1, 2, { itemEventual: true, justificativaEventual: 'antiga' });
    expect(diferencaItens([eventual], [antigo]).excluirTodos).toBe(true);
  });

  it('an item held twice and chosen once is a removal', () => {
    expect(diferencaItens([{ item: 1, quantidade: 1 }], [held(1, 1), held(1, 1)]).excluirTodos).toBe(true);
  });
});
