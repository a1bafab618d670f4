import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/http/api-error';
import {
  RESPOSTA_INESPERADA,
  parseKeys,
  parseList,
  parseResponse,
  parseRows,
  unexpectedResponse,
} from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { parseLongListWith } from '@/lib/http/parse-long-list';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** Everything console.warn was given, as text. */
function warned(): string {
  return warn.mock.calls
    .map((args) => args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '))
    .join('\n');
}

const paciente = z.object({ prontuario: L.required(L.id()), nome: L.shown(), cpf: L.code() });
const ENDPOINT = 'GET /api/pacientes/{prontuario}/internacoes';

describe('parseList', () => {
  it('returns the readable rows and counts the unreadable ones', () => {
    const result = parseList(
      paciente,
      [{ prontuario: 1, nome: 'ANA' }, { nome: 'SEM PRONTUÁRIO' }, 'x', { prontuario: '4' }],
      ENDPOINT,
    );
    expect(result).toEqual({
      rows: [
        { prontuario: 1, nome: 'ANA', cpf: null },
        { prontuario: 4, nome: 'Não informado', cpf: null },
      ],
      omitted: 2,
    });
  });

  it('logs one warning naming the endpoint template and no row value', () => {
    const body = {
      content: [
        { prontuario: 1, nome: 'ANA' },
        { prontuario: 'MARIA DA SILVA', nome: 'MARIA DA SILVA', cpf: '123.456.789-09' },
        { prontuario: null, nome: 'JOSÉ PEREIRA', cpf: '987.654.321-00' },
      ],
    };
    const result = parseList(paciente, body, ENDPOINT);
    expect(result.omitted).toBe(2);
    expect(result.rows.map((r) => r.prontuario)).toEqual([1]);
    expect(warn).toHaveBeenCalledTimes(1);
    const text = warned();
    expect(text).toContain(ENDPOINT);
    expect(text).toContain('2 registro(s)');
    for (const value of ['MARIA DA SILVA', 'MARIA', '123.456.789-09', 'JOSÉ PEREIRA', '987.654.321-00']) {
      expect(text).not.toContain(value);
    }
  });

  it('does not warn when every row is readable', () => {
    expect(parseList(paciente, [{ prontuario: 1 }], ENDPOINT)).toEqual({
      rows: [{ prontuario: 1, nome: 'Não informado', cpf: null }],
      omitted: 0,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([['<!DOCTYPE html><html><body>Erro</body></html>'], [''], [42], [{ prontuario: 1 }], [null]])(
    'throws the ApiError for %j, which is no list',
    (body) => {
      let error: unknown;
      try {
        parseList(paciente, body, ENDPOINT);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ mensagem: 'Resposta inesperada do servidor.', endpoint: ENDPOINT });
    },
  );

  it('parseRows gives the rows alone', () => {
    expect(parseRows(paciente, [{ prontuario: 7 }, {}], ENDPOINT)).toEqual([
      { prontuario: 7, nome: 'Não informado', cpf: null },
    ]);
  });
});

describe('parseResponse', () => {
  const schema = z.object({ id: L.required(L.id()), situacao: L.text() });
  const ONE = 'GET /api/pedidos/{id}';

  it('returns the parsed value', () => {
    expect(parseResponse(schema, { id: '3', situacao: 'ABERTO', extra: true }, ONE)).toEqual({
      id: 3,
      situacao: 'ABERTO',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['an HTML page', '<!DOCTYPE html><html><head><title>Login</title></head><body></body></html>'],
    ['an empty body', ''],
    ['a number', 500],
    ['an object of the wrong shape', { erro: true, paciente: 'MARIA DA SILVA' }],
    ['a list', [{ id: 1 }]],
  ])('throws the ApiError for %s', (_kind, body) => {
    let error: unknown;
    try {
      parseResponse(schema, body, ONE);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.mensagem).toBe('Resposta inesperada do servidor.');
    expect(apiError.message).toBe('Resposta inesperada do servidor.');
    expect(apiError.endpoint).toBe(ONE);
    expect(apiError.status).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warned()).toContain(ONE);
    expect(warned()).not.toContain('MARIA DA SILVA');
  });

  it('unexpectedResponse builds the same error', () => {
    const error = unexpectedResponse('GET /api/x', 'causa');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, mensagem: RESPOSTA_INESPERADA, endpoint: 'GET /api/x', cause: 'causa' });
  });
});

describe('parseKeys', () => {
  const schema = z.object({
    tempoSessao: L.decimal(),
    exigeCid: L.flag(),
    titulo: L.text(),
    semPadrao: L.id(),
  });
  const defaults = { tempoSessao: 30, exigeCid: false, titulo: 'Sistema' };

  it('takes the default for an absent key silently and keeps readable keys', () => {
    const endpoint = 'GET /api/configuracoes#ausente';
    expect(parseKeys(schema, defaults, { exigeCid: 'S' }, endpoint)).toEqual({
      tempoSessao: 30,
      exigeCid: true,
      titulo: 'Sistema',
      semPadrao: null,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes the default for an unreadable key, keeps readable keys and warns once per key', () => {
    const endpoint = 'GET /api/configuracoes#ilegivel';
    const body = { tempoSessao: 'meia hora', exigeCid: 'talvez', titulo: 'Centro Cirúrgico', semPadrao: 'x' };
    const expected = { tempoSessao: 30, exigeCid: false, titulo: 'Centro Cirúrgico', semPadrao: null };
    expect(parseKeys(schema, defaults, body, endpoint)).toEqual(expected);
    expect(warn).toHaveBeenCalledTimes(3);
    const text = warned();
    expect(text).toContain(`${endpoint}: chave 'tempoSessao'`);
    expect(text).toContain(`${endpoint}: chave 'exigeCid'`);
    expect(text).toContain(`${endpoint}: chave 'semPadrao'`);
    expect(text).not.toContain("'titulo'");
    expect(text).not.toContain('meia hora');

    // The same bad body again: the same result, and no further warning.
    expect(parseKeys(schema, defaults, body, endpoint)).toEqual(expected);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it.each([['<!DOCTYPE html>'], [''], [42], [null], [[{ tempoSessao: 1 }]]])(
    'throws the ApiError for %j, which is no object',
    (body) => {
      const endpoint = 'GET /api/configuracoes';
      let error: unknown;
      try {
        parseKeys(schema, defaults, body, endpoint);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ mensagem: 'Resposta inesperada do servidor.', endpoint });
    },
  );
});

describe('parseLongListWith', () => {
  const read = (raw: unknown) => {
    // A slow reader: each row takes a little time, so the reading spans several slices.
    const end = performance.now() + 0.05;
    while (performance.now() < end);
    return typeof raw === 'object' && raw !== null && 'id' in raw ? { id: raw.id } : null;
  };

  it('reads the rows a slice at a time, letting other work run between slices, and counts the unreadable', async () => {
    const data = Array.from({ length: 1000 }, (_, i) => (i % 250 === 0 ? 'lixo' : { id: i }));
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 0);
    const parsed = await parseLongListWith(read, data, 'GET /api/lista');
    clearInterval(ticker);
    expect(parsed.rows).toHaveLength(996);
    expect(parsed.omitted).toBe(4);
    expect(parsed.rows[0]).toEqual({ id: 1 });
    expect(turns).toBeGreaterThan(0);
  });

  it('a body that is no list is the unexpected-response error', async () => {
    await expect(parseLongListWith(read, '<html>', 'GET /api/lista')).rejects.toMatchObject({
      mensagem: RESPOSTA_INESPERADA,
    });
  });
});
