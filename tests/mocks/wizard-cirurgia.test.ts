// The mock back-end answers the calendar, the date checks and the submission writes, and the submission
// model's plan, sent through the real HTTP clients, reaches it in the documented order with the documented fields.
import { journal } from '@mocks/journal';
import { describe, expect, it } from 'vitest';
import { logApi, mainApi } from '@/api/clients';
import type { Escrita } from '@/api/escritas/escrita';
import { submissionPlan } from '@/features/wizard/model/submission';
import { errorMessage } from '@/lib/http/api-error';
import { PEDIDO_CAMPOS } from '@/features/wizard/model/pedido-campos';
import { db } from '@mocks/db/db';
import { seedDate } from '@mocks/db/seed-pedidos';
import { failNext } from '@mocks/scenarios';
import { signInAs } from '../utils/render-app';
import { sequencia } from '../utils/sequencia';

function send(w: Escrita): Promise<unknown> {
  const api = w.backend === 'log' ? logApi : mainApi;
  if (w.method === 'PUT') return api.put(w.path, w.body);
  if (w.method === 'POST') return api.post(w.path, w.body);
  return api.delete(w.path);
}

describe('calendar and checks', () => {
  it('answers the team’s room programming and the room’s bookings in a period', async () => {
    signInAs('carlos.mendes');
    const programacoes = (await mainApi.get('/api/programacoes/1/1')) as unknown[];
    expect(programacoes).toEqual(
      expect.arrayContaining([expect.objectContaining({ diaSemana: 1, horaInicio: '07:00', salaCirurgia_id: 1 })]),
    );
    const reservas = await mainApi.get(
      `/api/pedidosWizard/${seedDate(7, 0).slice(0, 10)}/${seedDate(13, 0).slice(0, 10)}/1/1`,
    );
    expect(reservas).toEqual(
      expect.arrayContaining([expect.objectContaining({ codigo: '2026900', dataInicio: seedDate(8, 9) })]),
    );
  });

  it('recuperarSalaCirurgica gives the effective end, or refuses a taken or unprogrammed time', async () => {
    signInAs('carlos.mendes');
    const dia = (s: string) =>
      `${s.slice(8, 10)}-${s.slice(5, 7)}-${s.slice(0, 4)}-${s.slice(11, 13)}-${s.slice(14, 16)}`;
    const path = (inicio: string) => `/api/recuperarSalaCirurgica/${dia(inicio)}/120/1/101/1/1/1`;
    // The seed's day 0 is Sunday 2026-11-22: day 10 is a Wednesday (room 1 open 07:00–13:00), day 8 a Monday with a
    // booking from 09:00 to 11:00, day 13 a Saturday (open 08:00–12:00 only).
    const ok = (await mainApi.get(path(seedDate(10, 7)))) as { finalEfetivoCirurgia: string };
    expect(ok.finalEfetivoCirurgia).toBe(`${seedDate(10, 9)}`);
    await expect(mainApi.get(path(seedDate(8, 9)))).rejects.toMatchObject({
      mensagem: 'Data não pode ser utilizada, selecione outra.',
    });
    await expect(mainApi.get(path(seedDate(13, 7)))).rejects.toMatchObject({
      mensagem: 'Sala de cirurgia não pode ser utilizada.',
    });
  });
});

describe('a submission reaches the mock in the documented order', () => {
  it('update, booking, items, log; a failure at the booking resumes without repeating the update', async () => {
    const profissional = signInAs('carlos.mendes');
    const pedido = db.pedidos.find((p) => p.profissionalRequisitante === 101 && p.confirmado)!;
    const plan = submissionPlan({
      pedidoId: pedido.id,
      // Every documented field (the mock refuses a request PUT without one), blank but these.
      pedido: {
        ...Object.fromEntries(PEDIDO_CAMPOS.map((c) => [c, null])),
        confirmado: 1,
        status: 1,
        dataHoraSugerida: seedDate(10, 7),
        salaCirurgia: 2,
      },
      edicao: false,
      agendamento: { inicioCirurgia: seedDate(10, 7), finalEfetivoCirurgia: seedDate(10, 9) },
      demanda: null,
      itens: [{ item: 501, quantidade: 2 }],
      urgencia: false,
      aprovacaoAutomatica: false,
      log: { id_usuario: profissional.userid, username: profissional.username, descricao: 'PEDIDO' },
    });
    const correr = sequencia();
    failNext('POST /api/agendamentoSalaCirurgia', 500);
    const first = await correr(plan, async (w) => void (await send(w)), errorMessage);
    expect(first).toMatchObject({ ok: false, mensagem: 'Erro ao agendar sala de cirurgia' });
    const second = await correr(plan, async (w) => void (await send(w)), errorMessage);
    expect(second).toEqual({ ok: true });
    const escritas = journal().filter((c) => c.method !== 'GET');
    expect(escritas.map((c) => `${c.backend} ${c.method} ${c.path} ${c.status}`)).toEqual([
      `main PUT /api/pedidoCirurgia/${pedido.id} 200`,
      'main POST /api/agendamentoSalaCirurgia 500',
      'main POST /api/agendamentoSalaCirurgia 201',
      'main POST /api/itemPedidoCirurgia 201',
      'log POST /logpedido 201',
    ]);
    expect(escritas[0].body).toMatchObject({ confirmado: '1', status: '1', salaCirurgia: '2' });
    expect(db.agendamentos.at(-1)).toMatchObject({
      pedidoCirurgia: pedido.id,
      sala: 2,
      inicioCirurgia: seedDate(10, 7),
    });
    expect(pedido.itens.at(-1)).toMatchObject({ item: 501, quantidade: 2 });
    expect(db.logs.at(-1)).toMatchObject({ id_pedido: pedido.id, tipo: 'Status', descricao: 'PEDIDO' });
  });
});
