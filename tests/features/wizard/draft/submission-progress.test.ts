import { describe, expect, it } from 'vitest';
import type { Escrita } from '@/api/escritas/escrita';
import { fingerprint } from '@/api/escritas/memoria';
import { clearSubmissionProgress, memoriaDoEnvio } from '@/features/wizard/draft/submission-progress';
import { signInAs } from '../../../utils/render-app';
import { escrita } from '../../../utils/sequencia';

const put = escrita('pedido', 'PUT', '/api/pedidoCirurgia/7', { body: { status: 1, confirmado: 1 } });
const item = escrita('item-0-602', 'POST', '/api/itemPedidoCirurgia', { body: { item: 602 } });

/** The ids of these writes the memory of record `id` holds as done with the same content (what a second Enviar skips). */
const feitas = (id: number, writes: readonly Escrita[]) =>
  new Set(writes.filter((w) => memoriaDoEnvio(id).feita(w.id) === fingerprint(w)).map((w) => w.id));

describe('submission progress (what a second Enviar skips)', () => {
  it('remembers the done writes of a request for the same user, across reads', () => {
    signInAs('carlos.mendes');
    memoriaDoEnvio(7).marcarFeita(put.id, fingerprint(put), null);
    expect(feitas(7, [put, item])).toEqual(new Set(['pedido']));
    expect(feitas(8, [put, item])).toEqual(new Set());
    signInAs('julia.souza');
    expect(feitas(7, [put, item])).toEqual(new Set());
  });

  it('sends again a write whose content changed since it was done', () => {
    signInAs('carlos.mendes');
    memoriaDoEnvio(7).marcarFeita(put.id, fingerprint(put), null);
    const editado: Escrita = { ...put, body: { status: 1, confirmado: 1, lateralidade: 'E' } };
    expect(feitas(7, [editado])).toEqual(new Set());
  });

  it('keeps no request content in storage and is cleared by clearSubmissionProgress', () => {
    signInAs('carlos.mendes');
    const comPaciente: Escrita = { ...put, body: { paciente: 'MARIA APARECIDA DE SOUZA' } };
    memoriaDoEnvio(7).marcarFeita(put.id, fingerprint(comPaciente), null);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('MARIA');
    clearSubmissionProgress();
    expect(feitas(7, [put])).toEqual(new Set());
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('opera.wizard.envio'))).toEqual([]);
  });

  it('keeps the id a creating write answered (the admission), for that request and user only', () => {
    signInAs('carlos.mendes');
    const criar = escrita('internacao', 'POST', '/api/internacao', { body: { tipoAcomodacao: 1 } });
    memoriaDoEnvio(7).marcarFeita(criar.id, fingerprint(criar), { nome: 'internacao', id: 77 });
    expect(memoriaDoEnvio(7).resultados()).toEqual({ internacao: 77 });
    expect(feitas(7, [criar, put])).toEqual(new Set(['internacao']));
    expect(memoriaDoEnvio(8).resultados()).toEqual({});
    clearSubmissionProgress();
    expect(memoriaDoEnvio(7).resultados()).toEqual({});
  });

  it('keeps what an unanswered write’s retry reads first, until that write is done', () => {
    signInAs('carlos.mendes');
    const criar = escrita('agendamento', 'POST', '/api/agendamentoSalaCirurgia', { body: { pedidoCirurgia: 7 } });
    const conferencia = { tipo: 'agendamento', pedidoId: 7, sala: 1, equipe: 2, inicio: '2026-12-01T07:00:00' };
    memoriaDoEnvio(7).marcarIncerta('agendamento', conferencia);
    expect(memoriaDoEnvio(7).incerta('agendamento')).toEqual(conferencia);
    expect(memoriaDoEnvio(8).incerta('agendamento')).toBeNull();
    expect(feitas(7, [criar])).toEqual(new Set());
    memoriaDoEnvio(7).marcarFeita(criar.id, fingerprint(criar), null);
    expect(memoriaDoEnvio(7).incerta('agendamento')).toBeNull();
    expect(feitas(7, [criar])).toEqual(new Set(['agendamento']));
  });

  it('forgets the record’s submission once it completed, leaving other records’ alone', () => {
    signInAs('carlos.mendes');
    memoriaDoEnvio(7).marcarFeita(put.id, fingerprint(put), null);
    memoriaDoEnvio(8).marcarFeita(put.id, fingerprint(put), null);
    memoriaDoEnvio(7).esquecer();
    expect(feitas(7, [put])).toEqual(new Set());
    expect(feitas(8, [put])).toEqual(new Set(['pedido']));
  });
});
