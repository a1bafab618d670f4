import { describe, expect, it } from 'vitest';
import { eAreaDeAnestesia, eAreaOpme, opcoesDeParecer } from '@/features/areaTecnica/model/area';
import { pedidoCancelado } from '@/features/areaTecnica/model/habilitacao';

describe('the technical area of the professional', () => {
  it('is the anaesthesia area when its id is the configured one, never without an area or a configuration', () => {
    expect(eAreaDeAnestesia(7, 7)).toBe(true);
    expect(eAreaDeAnestesia(3, 7)).toBe(false);
    expect(eAreaDeAnestesia(0, 0)).toBe(false);
    expect(eAreaDeAnestesia(7, null)).toBe(false);
    expect(eAreaDeAnestesia(7, undefined)).toBe(false);
  });

  it('is the OPME area by its code, in any case', () => {
    expect(eAreaOpme('OPME')).toBe(true);
    expect(eAreaOpme('opme')).toBe(true);
    expect(eAreaOpme('ANEST')).toBe(false);
    expect(eAreaOpme('OPME2')).toBe(false);
    expect(eAreaOpme(null)).toBe(false);
    expect(eAreaOpme(undefined)).toBe(false);
  });
});

describe('the opinions offered', () => {
  const opcoes = [
    { id: 1, descricao: 'Aprovado' },
    { id: 2, descricao: 'Rejeitado' },
    { id: 4, descricao: 'Aprovação automática do sistema' },
  ];

  it("leave out the system's automatic approval, keeping the order", () => {
    expect(opcoesDeParecer(opcoes, 4).map((o) => o.descricao)).toEqual(['Aprovado', 'Rejeitado']);
  });

  it('are all of them while the configuration names no automatic approval', () => {
    expect(opcoesDeParecer(opcoes, null)).toEqual(opcoes);
    expect(opcoesDeParecer(opcoes, undefined)).toEqual(opcoes);
  });
});

describe('a cancelled request', () => {
  it('has the configured cancelled status; an unread status or configuration is not cancelled', () => {
    expect(pedidoCancelado(9, 9)).toBe(true);
    expect(pedidoCancelado(2, 9)).toBe(false);
    expect(pedidoCancelado(null, 9)).toBe(false);
    expect(pedidoCancelado(9, null)).toBe(false);
    expect(pedidoCancelado(9, undefined)).toBe(false);
  });
});
