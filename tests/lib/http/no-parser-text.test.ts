import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { server } from '@mocks/node';
import { ApiError, errorMessage } from '@/lib/http/api-error';
import { createHttpClient } from '@/lib/http/create-http-client';

const BASE = 'http://test.local';
const client = createHttpClient(BASE);

const STACK = [
  'java.lang.NullPointerException: Cannot invoke "Paciente.getNome()" because "p" is null',
  '\tat com.hospital.cirurgia.PedidoService.buscar(PedidoService.java:88)',
  '\tat com.hospital.cirurgia.PedidoController.get(PedidoController.java:41)',
].join('\n');
const HTML =
  '<!DOCTYPE html><html><head><title>Error 500</title></head><body><h1>Internal Server Error</h1><pre>org.hibernate.Exception</pre></body></html>';

async function failure(path: string): Promise<ApiError> {
  const error = await client.get(path).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('a raw parser message never reaches the user', () => {
  it('errorMessage of a ZodError is the generic message', () => {
    const result = z.object({ id: z.number() }).safeParse({ id: 'x' });
    expect(result.success).toBe(false);
    expect(errorMessage(result.error)).toBe('Resposta inesperada do servidor.');
  });

  it('errorMessage of a TypeError is the generic message', () => {
    let thrown: unknown;
    try {
      (null as unknown as { nome: string }).nome.trim();
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect(errorMessage(thrown)).toBe('Resposta inesperada do servidor.');
  });

  it('errorMessage of a thrown string or a SyntaxError is the generic message', () => {
    expect(errorMessage('Unexpected token < in JSON at position 0')).toBe('Resposta inesperada do servidor.');
    let thrown: unknown;
    try {
      JSON.parse('<!DOCTYPE html>');
    } catch (e) {
      thrown = e;
    }
    expect(errorMessage(thrown)).toBe('Resposta inesperada do servidor.');
  });

  it("errorMessage of an ApiError is the server's mensagem", () => {
    expect(errorMessage(new ApiError(404, 'Paciente não encontrado.'))).toBe('Paciente não encontrado.');
  });

  it('an HTTP 500 whose body is a Java stack trace text becomes Erro 500', async () => {
    server.use(http.get(`${BASE}/api/stack`, () => HttpResponse.text(STACK, { status: 500 })));
    const error = await failure('/api/stack');
    expect(error.status).toBe(500);
    expect(error.mensagem).toBe('Erro 500');
    expect(error.mensagem).not.toMatch(/java|NullPointer|PedidoService/);
  });

  it('a JSON message carrying a stack trace becomes Erro 500', async () => {
    server.use(
      http.get(`${BASE}/api/json-stack`, () =>
        HttpResponse.json({ message: 'java.lang.NullPointerException\n\tat com.x.Y(Y.java:10)' }, { status: 500 }),
      ),
    );
    const error = await failure('/api/json-stack');
    expect(error.mensagem).toBe('Erro 500');
    expect(error.mensagem).not.toMatch(/NullPointer|com\.x/);
  });

  it('a one-line exception name in the JSON message becomes Erro 500', async () => {
    server.use(
      http.get(`${BASE}/api/json-exception`, () =>
        HttpResponse.json(
          { mensagem: 'org.hibernate.LazyInitializationException: could not initialize proxy' },
          { status: 500 },
        ),
      ),
    );
    expect((await failure('/api/json-exception')).mensagem).toBe('Erro 500');
  });

  it.each([
    ['SyntaxError: Unexpected token < in JSON at position 0'],
    ['Unexpected token < in JSON at position 0'],
    ["TypeError: Cannot read properties of undefined (reading 'nome')"],
    ["Cannot read properties of null (reading 'id')"],
    ['Invalid input: expected string, received number'],
  ])('a program or parser error %j in the JSON message becomes Erro 500', async (message) => {
    server.use(http.get(`${BASE}/api/json-syntax`, () => HttpResponse.json({ message }, { status: 500 })));
    const error = await failure('/api/json-syntax');
    expect(error.mensagem).toBe('Erro 500');
  });

  it('an HTML error page becomes Erro 500', async () => {
    server.use(http.get(`${BASE}/api/html`, () => HttpResponse.html(HTML, { status: 500 })));
    const error = await failure('/api/html');
    expect(error.mensagem).toBe('Erro 500');
    expect(error.mensagem).not.toMatch(/<|html|Internal Server Error|hibernate/i);
  });

  it('a zod-like JSON array of issues becomes Erro 500', async () => {
    server.use(
      http.get(`${BASE}/api/zod`, () =>
        HttpResponse.json([{ expected: 'string', code: 'invalid_type' }], { status: 500 }),
      ),
    );
    const error = await failure('/api/zod');
    expect(error.mensagem).toBe('Erro 500');
    expect(error.mensagem).not.toMatch(/expected|invalid_type|string/);
  });

  it('a zod issue list as the message text becomes Erro 500', async () => {
    server.use(
      http.get(`${BASE}/api/zod-text`, () =>
        HttpResponse.json(
          { message: '[{"expected":"string","code":"invalid_type","path":["nome"]}]' },
          { status: 500 },
        ),
      ),
    );
    expect((await failure('/api/zod-text')).mensagem).toBe('Erro 500');
  });

  it('a readable {"mensagem"} with 404 keeps that message', async () => {
    server.use(
      http.get(`${BASE}/api/paciente`, () =>
        HttpResponse.json({ mensagem: 'Paciente não encontrado.' }, { status: 404 }),
      ),
    );
    const error = await failure('/api/paciente');
    expect(error.status).toBe(404);
    expect(error.mensagem).toBe('Paciente não encontrado.');
  });

  it('a readable plain-text body keeps its words', async () => {
    server.use(
      http.get(`${BASE}/api/texto`, () => HttpResponse.text('Sala já reservada neste horário.', { status: 409 })),
    );
    expect((await failure('/api/texto')).mensagem).toBe('Sala já reservada neste horário.');
  });
});
