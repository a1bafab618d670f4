import { describe, expect, it } from 'vitest';
import {
  clearSubmissionProgress,
  markSubmissionWriteDone,
  markSubmissionWriteUncertain,
  readSubmissionProgress,
  readSubmissionResults,
  readSubmissionWriteUncertain,
} from '@/api/escritas/submission-progress';
import { signInAs } from '../../../utils/render-app';

const put = { id: 'pedido', method: 'PUT', path: '/api/pedidoCirurgia/7', body: { status: 1, confirmado: 1 } };
const item = { id: 'item-0-602', method: 'POST', path: '/api/itemPedidoCirurgia', body: { item: 602 } };

describe('submission progress (what a second Enviar skips)', () => {
  it('remembers the done writes of a request for the same user, across reads', () => {
    signInAs('carlos.mendes');
    markSubmissionWriteDone(7, put);
    expect(readSubmissionProgress(7, [put, item])).toEqual(new Set(['pedido']));
    expect(readSubmissionProgress(8, [put, item])).toEqual(new Set());
    signInAs('julia.souza');
    expect(readSubmissionProgress(7, [put, item])).toEqual(new Set());
  });

  it('sends again a write whose content changed since it was done', () => {
    signInAs('carlos.mendes');
    markSubmissionWriteDone(7, put);
    const editado = { ...put, body: { status: 1, confirmado: 1, lateralidade: 'E' } };
    expect(readSubmissionProgress(7, [editado])).toEqual(new Set());
  });

  it('keeps no request content in storage and is cleared by clearSubmissionProgress', () => {
    signInAs('carlos.mendes');
    markSubmissionWriteDone(7, { ...put, body: { paciente: 'MARIA APARECIDA DE SOUZA' } });
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('MARIA');
    clearSubmissionProgress();
    expect(readSubmissionProgress(7, [put])).toEqual(new Set());
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('opera.wizard.envio'))).toEqual([]);
  });

  it('keeps the id a creating write answered (the admission), for that request and user only', () => {
    signInAs('carlos.mendes');
    const criar = { id: 'internacao', method: 'POST', path: '/api/internacao', body: { tipoAcomodacao: 1 } };
    markSubmissionWriteDone(7, criar, { nome: 'internacao', id: 77 });
    expect(readSubmissionResults(7)).toEqual({ internacao: 77 });
    expect(readSubmissionProgress(7, [criar, put])).toEqual(new Set(['internacao']));
    expect(readSubmissionResults(8)).toEqual({});
    clearSubmissionProgress();
    expect(readSubmissionResults(7)).toEqual({});
  });

  it('keeps what an unanswered write’s retry reads first, until that write is done', () => {
    signInAs('carlos.mendes');
    const criar = {
      id: 'agendamento',
      method: 'POST',
      path: '/api/agendamentoSalaCirurgia',
      body: { pedidoCirurgia: 7 },
    };
    const conferencia = { tipo: 'agendamento', pedidoId: 7, sala: 1, equipe: 2, inicio: '2026-12-01T07:00:00' };
    markSubmissionWriteUncertain(7, 'agendamento', conferencia);
    expect(readSubmissionWriteUncertain(7, 'agendamento')).toEqual(conferencia);
    expect(readSubmissionWriteUncertain(8, 'agendamento')).toBeNull();
    expect(readSubmissionProgress(7, [criar])).toEqual(new Set());
    markSubmissionWriteDone(7, criar);
    expect(readSubmissionWriteUncertain(7, 'agendamento')).toBeNull();
    expect(readSubmissionProgress(7, [criar])).toEqual(new Set(['agendamento']));
  });
});
