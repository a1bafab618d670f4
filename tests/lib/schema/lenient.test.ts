import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as L from '@/lib/schema/lenient';
import { successMessage } from '@/lib/schema/server-message';

const everyField = z.object({
  ativo: L.flag(),
  id: L.id(),
  centros: L.idList(),
  codigo: L.code(),
  observacao: L.text(),
  nome: L.shown(),
  especialidade: L.ref(),
  peso: L.decimal(),
  inclusao: L.dateTime(),
  nascimento: L.date(),
  acesso: L.accessFlag(),
});

describe('lenient combinators in a z.object', () => {
  it('a missing key gives null (an empty list, Não informado) without failing the record', () => {
    const result = everyField.safeParse({});
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      ativo: null,
      id: null,
      centros: [],
      codigo: null,
      observacao: null,
      nome: 'Não informado',
      especialidade: null,
      peso: null,
      inclusao: null,
      nascimento: null,
      acesso: null,
    });
  });

  it('an unreadable value gives null without failing the record', () => {
    const result = everyField.safeParse({
      ativo: 'talvez',
      id: 1.5,
      centros: [1, 'x'],
      codigo: { a: 1 },
      observacao: {},
      nome: [],
      especialidade: {},
      peso: 'pesado',
      inclusao: 'ontem',
      nascimento: 'amanhã',
      acesso: '',
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      ativo: null,
      id: null,
      centros: [],
      codigo: null,
      observacao: null,
      nome: 'Não informado',
      especialidade: null,
      peso: null,
      inclusao: null,
      nascimento: null,
      acesso: null,
    });
  });

  it('normalises every accepted form to its internal type', () => {
    const data = everyField.parse({
      ativo: 'S',
      id: '12',
      centros: '1, 2',
      codigo: 303,
      observacao: 'Jejum de 8 h',
      nome: { nome: 'MARIA' },
      especialidade: { id: '4', nome: 'CARDIOLOGIA' },
      peso: '70,5',
      inclusao: '2024-03-10T14:30:00',
      nascimento: '1980-05-01',
      acesso: 'v',
    });
    expect(data).toEqual({
      ativo: true,
      id: 12,
      centros: [1, 2],
      codigo: '303',
      observacao: 'Jejum de 8 h',
      nome: 'MARIA',
      especialidade: { id: 4, descricao: 'CARDIOLOGIA' },
      peso: 70.5,
      inclusao: '2024-03-10T14:30:00',
      nascimento: '1980-05-01',
      acesso: 'V',
    });
  });

  it('unknown extra fields are dropped from the output', () => {
    const data = z.object({ id: L.id() }).parse({ id: 1, cpf: '123.456.789-09', nomePaciente: 'MARIA DA SILVA' });
    expect(data).toEqual({ id: 1 });
    expect(Object.keys(data)).toEqual(['id']);
  });
});

describe('required()', () => {
  const schema = z.object({ id: L.required(L.id()), nome: L.text() });

  it('keeps the value when it is readable', () => {
    expect(schema.parse({ id: '5' })).toEqual({ id: 5, nome: null });
  });

  it('fails its record when the value is missing', () => {
    const result = schema.safeParse({ nome: 'X' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['id']);
  });

  it('fails its record when the value is unreadable', () => {
    expect(schema.safeParse({ id: 'abc', nome: 'X' }).success).toBe(false);
    expect(schema.safeParse({ id: null }).success).toBe(false);
  });
});

describe('nested()', () => {
  const schema = z.object({
    id: L.id(),
    paciente: L.nested({ prontuario: L.required(L.id()), nome: L.text() }),
  });

  it('reads a nested object with its own shape', () => {
    expect(schema.parse({ id: 1, paciente: { prontuario: '99', nome: 'ANA', extra: 1 } })).toEqual({
      id: 1,
      paciente: { prontuario: 99, nome: 'ANA' },
    });
  });

  it.each([[undefined], [null], ['ANA'], [42], [[{ prontuario: 1 }]]])(
    'gives null for %j without failing the parent',
    (paciente) => {
      expect(schema.parse({ id: 1, paciente })).toEqual({ id: 1, paciente: null });
    },
  );

  it('gives null for a nested failure without failing the parent', () => {
    const result = schema.safeParse({ id: 1, paciente: { nome: 'ANA' } });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ id: 1, paciente: null });
  });

  it('a missing key gives null', () => {
    expect(schema.parse({ id: 2 })).toEqual({ id: 2, paciente: null });
  });
});

describe('nestedList()', () => {
  const item = z.object({ id: L.required(L.id()), descricao: L.text() });
  const schema = z.object({ itens: L.nestedList(item) });

  it('drops unreadable entries and keeps the rest in order', () => {
    const data = schema.parse({
      itens: [{ id: 1, descricao: 'A' }, { descricao: 'SEM ID' }, 'lixo', null, { id: '3' }],
    });
    expect(data.itens).toEqual([
      { id: 1, descricao: 'A' },
      { id: 3, descricao: null },
    ]);
  });

  it('drops entries read as null by a lenient item', () => {
    const data = z.object({ itens: L.nestedList(L.ref()) }).parse({ itens: [{ id: 1, nome: 'A' }, {}, 'B'] });
    expect(data.itens).toEqual([
      { id: 1, descricao: 'A' },
      { id: null, descricao: 'B' },
    ]);
  });

  it.each([[undefined], [null], ['1,2'], [{ id: 1 }]])('anything but a list (%j) is empty', (itens) => {
    expect(schema.parse({ itens })).toEqual({ itens: [] });
  });
});

describe('rows()', () => {
  const schema = L.rows(z.object({ id: L.required(L.id()), nome: L.shown() }));

  it('reads an array row by row', () => {
    expect(schema.parse([{ id: 1, nome: 'A' }, { id: '2' }])).toEqual([
      { id: 1, nome: 'A' },
      { id: 2, nome: 'Não informado' },
    ]);
  });

  it('reads the list inside a {content: […]} wrapper', () => {
    expect(schema.parse({ content: [{ id: 3, nome: 'C' }], totalElements: 1 })).toEqual([{ id: 3, nome: 'C' }]);
  });

  it('drops bad rows', () => {
    expect(schema.parse([{ id: 1 }, { nome: 'SEM ID' }, 7, { id: 'x' }, { id: 4 }]).map((r) => r.id)).toEqual([1, 4]);
  });

  it.each([['<!DOCTYPE html><html></html>'], [''], [42], [null], [undefined], [{ id: 1 }]])(
    'fails on %j, which is no list',
    (body) => {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('lista esperada');
    },
  );
});

describe('successMessage()', () => {
  const schema = successMessage('Senha alterada com sucesso!');

  it("keeps the server's mensagem", () => {
    expect(schema.parse({ mensagem: 'Senha alterada.' })).toEqual({ mensagem: 'Senha alterada.' });
  });

  it.each([[undefined], [''], [null], ['OK'], [{}], [{ mensagem: '' }], [{ mensagem: { x: 1 } }], [[1]]])(
    'uses the given text for %j',
    (body) => {
      expect(schema.parse(body)).toEqual({ mensagem: 'Senha alterada com sucesso!' });
    },
  );
});

describe('the duplicate warning entry names its requester either way', () => {
  it('reads requisitante or profissionalRequisitante, as a name or a {nome} record', async () => {
    const { pedidoExistenteSchema } = await import('@/features/wizard/api/schemas');
    expect(pedidoExistenteSchema.parse({ id: 1, codigo: '2027001', requisitante: 'ANA' }).requisitante).toBe('ANA');
    expect(
      pedidoExistenteSchema.parse({ id: '1', codigo: 2027001, profissionalRequisitante: { id: 9, nome: 'BIA' } })
        .requisitante,
    ).toBe('BIA');
    expect(pedidoExistenteSchema.parse({ id: 1, codigo: '2027001' }).requisitante).toBeNull();
  });
});
