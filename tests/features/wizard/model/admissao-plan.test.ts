import { describe, expect, it } from 'vitest';
import type { Escrita } from '@/api/escritas/escrita';
import { paraEnvio, resolverRefs, resultadoDe } from '@/api/escritas/refs';
import { submissionPlan } from '@/features/wizard/model/submission';
import { admissaoDoEnvio } from '@/features/wizard/model/submission-input';
import { REF_INTERNACAO, type PlanoInput } from '@/features/wizard/model/submission-plano';
import { emptyWizardForm } from '@/features/wizard/model/form';
import { sequencia } from '../../../utils/sequencia';

const plano = (admissao: PlanoInput['admissao']): PlanoInput => ({
  pedidoId: 5,
  pedido: { internacao: REF_INTERNACAO },
  edicao: false,
  agendamento: null,
  demanda: null,
  itens: [],
  urgencia: false,
  aprovacaoAutomatica: false,
  log: { id_usuario: 1, username: 'u', descricao: 'PEDIDO' },
  admissao,
});

describe('the admission in the submission plan (§3 Admission, sent)', () => {
  it('is the first write: created when it has no id, updated when it has one', () => {
    const [criar] = submissionPlan(plano({ id: null, body: { tipoAcomodacao: 2 } }));
    expect(criar).toMatchObject({ id: 'internacao', method: 'POST', path: '/api/internacao', guarda: 'internacao' });
    const [atualizar] = submissionPlan(plano({ id: 9, body: { tipoAcomodacao: 2 } }));
    expect(atualizar).toMatchObject({ id: 'internacao', method: 'PUT', path: '/api/internacao/9' });
    expect(submissionPlan(plano(null))[0].id).toBe('pedido');
  });

  it('its answered id goes into the request; an answer without a readable id stops the run before the request', async () => {
    const plan = submissionPlan(plano({ id: null, body: { tipoAcomodacao: 2 } }));
    /** Runs the plan with every write answering `resposta`; the writes sent and the result. */
    const correr = async (resposta: unknown) => {
      const sent: Escrita[] = [];
      const send = async (w: Escrita) => (sent.push(w), resposta);
      const result = await sequencia()(plan, send, () => 'Resposta inesperada do servidor.');
      return { sent, result };
    };
    const ok = await correr({ id: '31' });
    expect(ok.result).toEqual({ ok: true });
    expect(ok.sent[1]).toMatchObject({ id: 'pedido', body: { internacao: 31 } });
    const semId = await correr({});
    expect(semId.result).toMatchObject({
      ok: false,
      mensagem: 'Erro ao confirmar pedido: Resposta inesperada do servidor.',
    });
    expect(semId.sent.map((w) => w.id)).toEqual(['internacao']);
  });

  it('is built from what was chosen; an existing request leaves out what could not be read', () => {
    const f = {
      ...emptyWizardForm(),
      acomodacao: 3,
      leitoUTI: true,
      diariasPrevistas: 2,
      dataInternacao: '2026-12-01T07:00',
    };
    expect(admissaoDoEnvio(emptyWizardForm(), false)).toBeNull();
    expect(admissaoDoEnvio(f, false)?.body).toMatchObject({ tipoAcomodacao: 3, leitoUTI: true, idLegado: null });
    const lido = admissaoDoEnvio({ ...f, ids: { ...f.ids, internacao: 8 } }, true)!;
    expect(lido.id).toBe(8);
    expect(lido.body).not.toHaveProperty('idLegado');
    expect(lido.body).toMatchObject({ tipoAcomodacao: 3, diariasPrevistas: 2 });
  });
});

describe('write references (src/api/escritas/refs)', () => {
  const pedido: Escrita = {
    id: 'pedido',
    method: 'PUT',
    backend: 'main',
    path: '/p',
    body: { internacao: REF_INTERNACAO, a: 1 },
    falha: String,
  };
  const criar: Escrita = {
    id: 'internacao',
    method: 'POST',
    backend: 'main',
    path: '/api/internacao',
    guarda: 'internacao',
    falha: String,
  };

  it('resolves a reference with the answered id (null while unknown)', () => {
    expect(resolverRefs(pedido, {}).body).toEqual({ internacao: null, a: 1 });
    expect(resolverRefs(pedido, { internacao: 7 }).body).toEqual({ internacao: 7, a: 1 });
  });

  it('a record an earlier try created is updated, not created again', () => {
    expect(paraEnvio(criar, {})).toMatchObject({ method: 'POST', path: '/api/internacao' });
    expect(paraEnvio(criar, { internacao: 7 })).toMatchObject({ method: 'PUT', path: '/api/internacao/7' });
  });

  it('reads the answered id in its plausible forms', () => {
    expect(resultadoDe(criar, { id: '7' })).toEqual({ nome: 'internacao', id: 7 });
    expect(resultadoDe(criar, { id: { id: 7 } })).toEqual({ nome: 'internacao', id: 7 });
    expect(resultadoDe(criar, {})).toBeNull();
    expect(resultadoDe(pedido, { id: 7 })).toBeNull();
  });
});
