import { describe, expect, it } from 'vitest';
import { submissionPlan } from '@/features/wizard/model/submission';
import type { PlanoInput } from '@/features/wizard/model/submission-plano';
import {
  conferirReenvio,
  reenvioApos,
  type Conferencia,
  type ReservaConferida,
} from '@/features/wizard/model/submission-reenvio';

const INTERNACAO: Conferencia = { tipo: 'internacao', pedidoId: 1050 };
const ADMISSAO = { idLegado: 48200, diariasPrevistas: 2, leitoUTI: false, tipoAcomodacao: 1 };
const lida = (
  extra: Partial<{ id: number | null; idLegado: number | null; diariasPrevistas: number | null }> = {},
) => ({
  tipo: 'internacao' as const,
  internacao: { id: 77, idLegado: 48200, diariasPrevistas: 2, leitoUTI: false, ...extra },
});

const AGENDAMENTO: Conferencia = {
  tipo: 'agendamento',
  pedidoId: 1050,
  sala: 1,
  equipe: 2,
  inicio: '2026-12-01T07:00:00',
};
const HORARIO = {
  inicioCirurgia: '2026-12-01T07:00:00',
  finalEfetivoCirurgia: '2026-12-01T11:00:00',
  pedidoCirurgia: 1050,
};
const reserva = (
  id: number,
  dataInicio = '2026-12-01T07:00:00',
  dataFim = '2026-12-01T11:00:00',
): ReservaConferida => ({
  id,
  dataInicio,
  dataFim,
});
const reservas = (...r: ReservaConferida[]) => ({ tipo: 'agendamento' as const, reservas: r });

describe('an unanswered admission POST, checked through the request that names it', () => {
  it('is found when the request names an admission as it was sent: skipped, its id recorded', () => {
    expect(conferirReenvio(INTERNACAO, lida(), ADMISSAO)).toEqual({ estado: 'encontrada', id: 77 });
  });

  it('is missing when the request names none', () => {
    expect(conferirReenvio(INTERNACAO, { tipo: 'internacao', internacao: null }, ADMISSAO)).toEqual({
      estado: 'ausente',
    });
    expect(conferirReenvio(INTERNACAO, lida({ id: null }), ADMISSAO)).toEqual({ estado: 'ausente' });
  });

  it('differs when the named admission holds other values (the form changed since): that record is updated', () => {
    expect(conferirReenvio(INTERNACAO, lida({ diariasPrevistas: 5 }), ADMISSAO)).toEqual({
      estado: 'diferente',
      id: 77,
    });
  });

  it('cannot tell when the read failed or a value sent cannot be read back', () => {
    expect(conferirReenvio(INTERNACAO, null, ADMISSAO)).toEqual({ estado: 'indeterminada' });
    expect(conferirReenvio(INTERNACAO, lida({ idLegado: null }), ADMISSAO)).toEqual({ estado: 'indeterminada' });
    expect(conferirReenvio(INTERNACAO, reservas(reserva(1050)), ADMISSAO)).toEqual({ estado: 'indeterminada' });
  });
});

describe('an unanswered room booking POST, checked among the room’s booked requests that day', () => {
  it('is found when the request is booked at the time sent, whatever the date form read', () => {
    expect(conferirReenvio(AGENDAMENTO, reservas(reserva(1003), reserva(1050)), HORARIO)).toEqual({
      estado: 'encontrada',
      id: 1050,
    });
    const comFuso = reserva(1050, '2026-12-01T10:00:00Z', '2026-12-01T14:00:00Z');
    expect(conferirReenvio(AGENDAMENTO, reservas(comFuso), HORARIO).estado).toBe('encontrada');
  });

  it('is missing when only other requests hold the room, or the request at another time', () => {
    expect(conferirReenvio(AGENDAMENTO, reservas(reserva(1003)), HORARIO)).toEqual({ estado: 'ausente' });
    expect(conferirReenvio(AGENDAMENTO, reservas(reserva(1050, '2026-12-01T13:00:00')), HORARIO)).toEqual({
      estado: 'ausente',
    });
    expect(conferirReenvio(AGENDAMENTO, reservas(), HORARIO)).toEqual({ estado: 'ausente' });
  });

  it('differs when the slot chosen since is another: the booking is updated by its request', () => {
    const novo = { ...HORARIO, inicioCirurgia: '2026-12-01T13:00:00', finalEfetivoCirurgia: '2026-12-01T17:00:00' };
    expect(conferirReenvio(AGENDAMENTO, reservas(reserva(1050)), novo)).toEqual({ estado: 'diferente', id: 1050 });
  });

  it('cannot tell when the read failed', () => {
    expect(conferirReenvio(AGENDAMENTO, null, HORARIO)).toEqual({ estado: 'indeterminada' });
  });
});

describe('what the retry does after the verdict', () => {
  const post = { id: 'agendamento', method: 'POST', path: '/api/agendamentoSalaCirurgia' };

  it('skips a found write, answering the id it created; updates a changed one; sends the others', () => {
    expect(reenvioApos(post, { estado: 'encontrada', id: 1050 })).toEqual({ pular: true, resposta: { id: 1050 } });
    expect(reenvioApos(post, { estado: 'diferente', id: 1050 })).toEqual({
      pular: false,
      write: { ...post, method: 'PUT', path: '/api/agendamentoSalaCirurgia/1050' },
    });
    expect(reenvioApos(post, { estado: 'ausente' })).toEqual({ pular: false, write: post });
    expect(reenvioApos(post, { estado: 'indeterminada' })).toEqual({ pular: false, write: post });
  });
});

describe('the plan names the read of each creating POST', () => {
  const input: PlanoInput = {
    pedidoId: 1050,
    pedido: { salaCirurgia: '1', equipeRequisitante: '2' },
    edicao: false,
    agendamento: { inicioCirurgia: HORARIO.inicioCirurgia, finalEfetivoCirurgia: HORARIO.finalEfetivoCirurgia },
    demanda: null,
    itens: [{ item: 501, quantidade: 1 }],
    urgencia: false,
    aprovacaoAutomatica: false,
    log: { id_usuario: 2, username: 'julia.souza', descricao: 'PEDIDO' },
    admissao: { id: null, body: ADMISSAO },
  };

  it('the admission through the request, the booking through the room’s day; the items are diffed by the plan', () => {
    const plan = submissionPlan(input);
    expect(plan.map((w) => [w.id, w.conferir ?? null])).toEqual([
      ['internacao', INTERNACAO],
      ['pedido', null],
      ['agendamento', AGENDAMENTO],
      ['item-0-501', null],
      ['log', null],
    ]);
  });

  it('no read for a booking whose room or team is not known, nor for an update', () => {
    const semSala = submissionPlan({ ...input, pedido: { equipeRequisitante: '2' }, admissao: { id: 9, body: {} } });
    expect(semSala.filter((w) => w.conferir)).toEqual([]);
  });
});
