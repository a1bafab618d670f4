// The mock speaks only the contract: each back-end answers its own paths under its own base (the spec's
// endpoints.tsv), a PUT arrives form-encoded (requester-side.md §7) and the request's PUT carries exactly its documented
// fields (wizards-and-management.md §3 'Request'). The journal (mocks/journal.ts) names the back-end of each call.
import { describe, expect, it } from 'vitest';
import { PEDIDO_CAMPOS } from '@/features/wizard/model/pedido-campos';
import { db } from '@mocks/db/db';
import { journal } from '@mocks/journal';

const BASE = {
  main: import.meta.env.VITE_MAIN_API_URL,
  systems: import.meta.env.VITE_SYSTEMS_API_URL,
  log: import.meta.env.VITE_LOG_API_URL,
};

/** A session of the seeded manager, as the sign-in gives one. */
function token(): string {
  const user = db.users.find((u) => u.profissional.username === 'mariana.lima')!;
  db.sessions.set('tk-contrato', user.profissional.userid);
  return 'tk-contrato';
}

const autorizado = (headers: Record<string, string> = {}) => ({ Authorization: `Bearer ${token()}`, ...headers });

const rota = (c: { backend: string; method: string; path: string; status: number }) =>
  `${c.backend} ${c.method} ${c.path} ${c.status}`;

describe('each back-end answers only its own paths', () => {
  it('a main-API path called on the systems base gets 404; on the main base, its answer', async () => {
    const sistemas = await fetch(`${BASE.systems}/api/configuracoes`, { headers: autorizado() });
    const principal = await fetch(`${BASE.main}/api/configuracoes`, { headers: autorizado() });

    expect(sistemas.status).toBe(404);
    expect(principal.status).toBe(200);
    expect(journal().map(rota)).toEqual(['systems GET /api/configuracoes 404', 'main GET /api/configuracoes 200']);
  });

  it('a systems document on the main base and a log write on the main base get 404', async () => {
    const documento = await fetch(`${BASE.main}/avisoCirurgia/1001`, { headers: autorizado() });
    const log = await fetch(`${BASE.main}/logpedido`, {
      method: 'POST',
      headers: autorizado({ 'Content-Type': 'application/json' }),
      body: JSON.stringify({ id_pedido: 1001, tipo: 'Status', descricao: 'PEDIDO' }),
    });

    expect([documento.status, log.status]).toEqual([404, 404]);
    expect(journal().map(rota)).toEqual(['main GET /avisoCirurgia/1001 404', 'main POST /logpedido 404']);
  });
});

describe('the request PUT is taken only as the contract writes it', () => {
  const pedido = () => db.pedidos.find((p) => p.confirmado)!;
  /** Every documented field blank ('none'), but the clinical indication. */
  const campos = (extra: Record<string, string> = {}) => ({
    ...Object.fromEntries(PEDIDO_CAMPOS.map((c) => [c, ''])),
    indicacaoClinica: 'INDICAÇÃO PELO CONTRATO',
    ...extra,
  });
  const put = (body: string, contentType: string) =>
    fetch(`${BASE.main}/api/pedidoCirurgia/${pedido().id}`, {
      method: 'PUT',
      headers: autorizado({ 'Content-Type': contentType }),
      body,
    });
  const FORM = 'application/x-www-form-urlencoded';

  it('as JSON, is refused (415) and changes nothing; form-encoded, it is stored', async () => {
    const antes = pedido().indicacaoClinica;

    const json = await put(JSON.stringify(campos()), 'application/json');
    expect(json.status).toBe(415);
    expect(pedido().indicacaoClinica).toBe(antes);

    const form = await put(new URLSearchParams(campos()).toString(), FORM);
    expect(form.status).toBe(200);
    expect(pedido().indicacaoClinica).toBe('INDICAÇÃO PELO CONTRATO');
  });

  it('with a field the contract does not name, or without one it names, is refused (400) and changes nothing', async () => {
    const antes = pedido().indicacaoClinica;
    const semEOncologica = Object.fromEntries(Object.entries(campos()).filter(([c]) => c !== 'eOncologica'));

    const desconhecido = await put(new URLSearchParams(campos({ convenio: '1' })).toString(), FORM);
    const ausente = await put(new URLSearchParams(semEOncologica).toString(), FORM);

    expect(desconhecido.status).toBe(400);
    expect(await desconhecido.json()).toEqual({ mensagem: 'Campo não documentado: convenio.' });
    expect(ausente.status).toBe(400);
    expect(await ausente.json()).toEqual({ mensagem: 'Campo obrigatório ausente: eOncologica.' });
    expect(pedido().indicacaoClinica).toBe(antes);
  });
});
