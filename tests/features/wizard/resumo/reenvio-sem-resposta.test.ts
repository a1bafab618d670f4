import { journal } from '@mocks/journal';
import { db } from '@mocks/db/db';
import { failNext, slowDown } from '@mocks/scenarios';
import { mainApi } from '@/api/clients';
import { runRecorded, type RunDeps } from '@/features/wizard/api/run-recorded';
import { lerConferencia } from '@/features/wizard/api/conferir-escrita';
import { submissionPlan } from '@/features/wizard/model/submission';
import { createHttpClient } from '@/lib/http/create-http-client';
import { signInAs } from '../../../utils/render-app';

// A write that timed out may have reached the back-end (docs/decisions/020-timeouts-checked-before-resend.md): the
// mock answers it after the client gave up (slowDown beyond a 100 ms write timeout), or never takes it (a 504).

const PEDIDO = 1002;
const INICIO = '2027-03-10T07:00:00';
const POST_AGENDAMENTO = 'POST /api/agendamentoSalaCirurgia';

/** The request's room booking alone, as its submission plans it (the request's room and team as its update sends). */
function agendamento() {
  const sala = db.pedidos.find((p) => p.id === PEDIDO)?.salaCirurgia ?? 1;
  const plan = submissionPlan({
    pedidoId: PEDIDO,
    pedido: { salaCirurgia: String(sala), equipeRequisitante: '1' },
    edicao: false,
    agendamento: { inicioCirurgia: INICIO, finalEfetivoCirurgia: '2027-03-10T11:00:00' },
    demanda: null,
    itens: [],
    urgencia: false,
    aprovacaoAutomatica: false,
    log: { id_usuario: 1, username: 'carlos.mendes', descricao: 'PEDIDO' },
  });
  return plan.filter((w) => w.id === 'agendamento');
}

const rapido = createHttpClient(mainApi.baseURL, 100);
const deps: RunDeps = { enviar: (w) => rapido.post(w.path, w.body), ler: lerConferencia };
const reservas = () => db.agendamentos.filter((a) => a.pedidoCirurgia === PEDIDO && a.inicioCirurgia === INICIO);
/** Bookings the back-end took (the journal also records the gateway's 504, which never reached it). */
const recebidos = () =>
  journal().filter((c) => `${c.method} ${c.path}` === POST_AGENDAMENTO && c.status >= 200 && c.status < 300).length;

describe('a booking whose POST got no answer is checked before it is sent again', () => {
  beforeEach(() => {
    signInAs('carlos.mendes');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('found among the room’s booked requests: the retry skips it and the room is booked once', async () => {
    const writes = agendamento();
    slowDown(POST_AGENDAMENTO, 400, 1);
    await expect(runRecorded(PEDIDO, writes, deps)).resolves.toMatchObject({
      ok: false,
      mensagem: 'Erro ao agendar sala de cirurgia',
    });
    // The back-end took it after the client had given up.
    await vi.waitFor(() => expect(reservas()).toHaveLength(1));

    await expect(runRecorded(PEDIDO, writes, deps)).resolves.toEqual({ ok: true });
    expect(reservas()).toHaveLength(1);
    expect(recebidos()).toBe(1);
  });

  it('missing (the gateway answered 504 before the back-end took it): the retry sends it', async () => {
    const writes = agendamento();
    failNext(POST_AGENDAMENTO, 504);
    await expect(runRecorded(PEDIDO, writes, deps)).resolves.toMatchObject({ ok: false });
    expect(reservas()).toHaveLength(0);

    await expect(runRecorded(PEDIDO, writes, deps)).resolves.toEqual({ ok: true });
    expect(reservas()).toHaveLength(1);
    expect(recebidos()).toBe(1);
  });
});
