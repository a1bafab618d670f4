import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { ApiError } from '@/lib/http/api-error';
import { createHttpClient } from '@/lib/http/create-http-client';
import { onUnauthorized, sessionToken } from '@/lib/http/session-token';

const BASE = 'http://backend.test/main';
const client = createHttpClient(BASE);

afterEach(() => onUnauthorized(null));

describe('createHttpClient', () => {
  it('gives every write a timeout: a write left unanswered fails as no answer (status 0); a read waits', async () => {
    const rapido = createHttpClient(BASE, 50);
    let leituraRespondida = false;
    server.use(
      http.post(`${BASE}/api/lento`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      http.get(`${BASE}/api/lento`, async () => {
        await delay(150);
        leituraRespondida = true;
        return HttpResponse.json({ ok: true });
      }),
    );
    const falha = await rapido.post('/api/lento', { a: 1 }).catch((e: unknown) => e);
    expect(falha).toBeInstanceOf(ApiError);
    expect(falha).toMatchObject({ status: 0, mensagem: 'Falha de comunicação com o servidor' });
    await expect(rapido.get('/api/lento')).resolves.toEqual({ ok: true });
    expect(leituraRespondida).toBe(true);
  });

  it('sends the bearer token on every call once there is one', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/api/eco`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await client.get('/api/eco');
    sessionToken.start('abc123');
    await client.get('/api/eco');
    expect(seen).toEqual([null, 'Bearer abc123']);
  });

  it('sends no XSRF header, even to its own origin with an XSRF-TOKEN cookie set: the back-ends take the bearer token', async () => {
    const mesmaOrigem = `${window.location.origin}/main`;
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${mesmaOrigem}/api/eco`, ({ request }) => {
        seen.push(request.headers.get('X-XSRF-TOKEN'));
        return HttpResponse.json({ ok: true });
      }),
    );
    document.cookie = 'XSRF-TOKEN=cookie-de-outro-sistema; path=/';
    try {
      await expect(createHttpClient(mesmaOrigem).get('/api/eco')).resolves.toEqual({ ok: true });
    } finally {
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    }
    expect(seen).toEqual([null]);
  });

  it('sends PUT form-encoded by default, nested values as JSON text', async () => {
    let contentType = '';
    let body = '';
    server.use(
      http.put(`${BASE}/api/coisa/1`, async ({ request }) => {
        contentType = request.headers.get('Content-Type') ?? '';
        body = await request.text();
        return HttpResponse.json({ id: 1 });
      }),
    );
    await client.put('/api/coisa/1', { motivo: 3, obs: 'Paciente desistiu', lista: [1, 2], vazio: null });
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      motivo: '3',
      obs: 'Paciente desistiu',
      lista: '[1,2]',
      vazio: '',
    });
  });

  it('sends POST as JSON, a file upload as multipart, the params in the query; answers read as JSON, else as text', async () => {
    const seen: { type: string; body: string; search: string }[] = [];
    server.use(
      http.post(`${BASE}/api/eco`, async ({ request }) => {
        const type = request.headers.get('Content-Type') ?? '';
        const body = type.startsWith('multipart')
          ? [...(await request.formData()).keys()].join(',')
          : await request.text();
        seen.push({ type, body, search: new URL(request.url).search });
        return seen.length === 1 ? HttpResponse.json({ id: 7 }) : HttpResponse.text(seen.length === 2 ? 'ok' : '');
      }),
    );
    expect(await client.post('/api/eco', { a: 1, b: 'ç' }, { params: { codigo: 'A 1', vazio: undefined } })).toEqual({
      id: 7,
    });
    const form = new FormData();
    form.append('arquivo', new Blob(['x']), 'laudo.pdf');
    form.append('pedidoCirurgia', '3');
    expect(await client.post('/api/eco', form)).toBe('ok');
    expect(await client.post('/api/eco')).toBe('');
    expect(seen[0]).toEqual({ type: 'application/json', body: '{"a":1,"b":"ç"}', search: '?codigo=A+1' });
    expect(seen[1]).toMatchObject({
      type: expect.stringMatching(/^multipart\/form-data; boundary=/),
      body: 'arquivo,pedidoCirurgia',
    });
    expect(seen[2]).toEqual({ type: '', body: '', search: '' });
  });

  it('turns every failure into ApiError with the status and the server mensagem', async () => {
    server.use(
      http.get(`${BASE}/api/falha`, () => HttpResponse.json({ mensagem: 'Pedido não encontrado' }, { status: 404 })),
    );
    const error = await client.get('/api/falha').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, mensagem: 'Pedido não encontrado' });
  });

  it('a network failure is an ApiError with status 0', async () => {
    server.use(http.get(`${BASE}/api/rede`, () => HttpResponse.error()));
    await expect(client.get('/api/rede')).rejects.toMatchObject({
      status: 0,
      mensagem: 'Falha de comunicação com o servidor',
    });
  });

  it('a 401 triggers the sign-out path unless the call says otherwise', async () => {
    const signOut = vi.fn();
    onUnauthorized(signOut);
    server.use(http.get(`${BASE}/api/privado`, () => HttpResponse.json({ mensagem: 'Expirou' }, { status: 401 })));
    // Outside a session (signed out, or locked) the call was never the session's.
    sessionToken.end();
    await expect(client.get('/api/privado')).rejects.toMatchObject({ status: 401 });
    expect(signOut).not.toHaveBeenCalled();
    sessionToken.start('tk-sessao');
    await expect(client.get('/api/privado')).rejects.toMatchObject({ status: 401 });
    expect(signOut).toHaveBeenCalledTimes(1);
    await expect(client.get('/api/privado', { keepSessionOn401: true })).rejects.toMatchObject({ status: 401 });
    expect(signOut).toHaveBeenCalledTimes(1);
    sessionToken.end();
  });

  it('a 401 ends a session whose back-end issued no token (spec decision 9)', async () => {
    const signOut = vi.fn();
    onUnauthorized(signOut);
    let autorizacao: string | null = 'não lida';
    server.use(
      http.get(`${BASE}/api/privado`, ({ request }) => {
        autorizacao = request.headers.get('Authorization');
        return HttpResponse.json({ mensagem: 'Expirou' }, { status: 401 });
      }),
    );
    sessionToken.start(null);
    await expect(client.get('/api/privado')).rejects.toMatchObject({ status: 401 });
    expect(autorizacao).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
    sessionToken.end();
  });

  it.each([
    ['with tokens', 'tk-anterior', 'tk-atual'],
    ['without tokens', null, null],
  ])(
    'a 401 answering a call of an earlier session (another user signed in meanwhile) does not sign the current user out, %s',
    async (_caso, anterior, atual) => {
      const signOut = vi.fn();
      onUnauthorized(signOut);
      sessionToken.start(anterior);
      // The first call is answered only after the next session started; the next ones at once.
      let chegou = false;
      let responder: () => void = () => undefined;
      const respondida = new Promise<void>((r) => (responder = r));
      server.use(
        http.get(`${BASE}/api/privado`, async () => {
          if (!chegou) {
            chegou = true;
            await respondida;
          }
          return HttpResponse.json({ mensagem: 'Expirou' }, { status: 401 });
        }),
      );
      const antiga = client.get('/api/privado');
      await vi.waitFor(() => expect(chegou).toBe(true));
      sessionToken.start(atual);
      responder();
      await expect(antiga).rejects.toMatchObject({ status: 401 });
      expect(signOut).not.toHaveBeenCalled();
      await expect(client.get('/api/privado')).rejects.toMatchObject({ status: 401 });
      expect(signOut).toHaveBeenCalledTimes(1);
      sessionToken.end();
    },
  );

  it('a superseded load is cancelled through its signal', async () => {
    server.use(
      http.get(`${BASE}/api/lento`, async () => {
        await new Promise((r) => setTimeout(r, 200));
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const first = client.get('/api/lento', { signal: controller.signal });
    controller.abort();
    await expect(first).rejects.toMatchObject({ status: 0, mensagem: 'Requisição cancelada' });
  });

  it("keeps the write's timeout when the caller gives its own signal, and the caller's cancel still cancels", async () => {
    const rapido = createHttpClient(BASE, 50);
    server.use(
      http.put(`${BASE}/api/lento`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const semResposta = rapido.put('/api/lento', { a: 1 }, { signal: new AbortController().signal });
    await expect(semResposta).rejects.toMatchObject({ status: 0, mensagem: 'Falha de comunicação com o servidor' });
    const controller = new AbortController();
    const cancelada = createHttpClient(BASE).put('/api/lento', { a: 1 }, { signal: controller.signal });
    controller.abort();
    await expect(cancelada).rejects.toMatchObject({ status: 0, mensagem: 'Requisição cancelada' });
  });

  it('sends a PUT as JSON when asked', async () => {
    let recebido: { type: string; body: string } | null = null;
    server.use(
      http.put(`${BASE}/api/coisa/2`, async ({ request }) => {
        recebido = { type: request.headers.get('Content-Type') ?? '', body: await request.text() };
        return HttpResponse.json({});
      }),
    );
    await client.put('/api/coisa/2', { lista: [1, 2] }, { json: true });
    expect(recebido).toEqual({ type: 'application/json', body: '{"lista":[1,2]}' });
  });

  it("downloads a file with the bearer token: its bytes and the headers that name it; a failure is an ApiError with the server's mensagem", async () => {
    let autorizacao: string | null = null;
    server.use(
      http.get(`${BASE}/relatorios/ok`, ({ request }) => {
        autorizacao = request.headers.get('Authorization');
        return new HttpResponse('a;b\r\n1;2', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="fila.csv"' },
        });
      }),
      http.get(`${BASE}/relatorios/falha`, () =>
        HttpResponse.json({ mensagem: 'Falha ao gerar o relatório.' }, { status: 500 }),
      ),
    );
    sessionToken.start('tk-arquivo');
    const arquivo = await client.download('relatorios/ok');
    expect(autorizacao).toBe('Bearer tk-arquivo');
    expect(await arquivo.blob.text()).toBe('a;b\r\n1;2');
    expect(arquivo).toMatchObject({ contentDisposition: 'attachment; filename="fila.csv"', contentType: 'text/csv' });
    await expect(client.download('/relatorios/falha')).rejects.toMatchObject({
      status: 500,
      mensagem: 'Falha ao gerar o relatório.',
    });
    sessionToken.end();
  });

  it("reports an upload's progress up to the whole body", async () => {
    server.use(http.post(`${BASE}/api/documento`, () => HttpResponse.json({ id: 1 }, { status: 201 })));
    const enviados: number[] = [];
    const form = new FormData();
    form.append('arquivo', new Blob([new Uint8Array(200_000)]), 'laudo.pdf');
    await client.post('/api/documento', form, { onUploadProgress: (enviado) => enviados.push(enviado) });
    expect(enviados.at(-1)).toBe(1);
  });

  it('a file upload left unanswered fails as no answer too (its limit counts from its last progress)', async () => {
    server.use(
      http.post(`${BASE}/api/documento`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const form = new FormData();
    form.append('arquivo', new Blob(['x']), 'laudo.pdf');
    await expect(createHttpClient(BASE, 50).post('/api/documento', form)).rejects.toMatchObject({
      status: 0,
      mensagem: 'Falha de comunicação com o servidor',
    });
  });
});
