// /admin/wizardGerente (spec decision 11, wizards-and-management.md §3 'Full request for manager', §4 'Reschedule',
// §7, §8 'Manager'): the request wizard in manager mode on a stored request, started as the manager list will start
// it (its address: src/config/wizard-runs.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { wizardRuns } from '@/config/wizard-runs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readWizardDraft } from '@/features/wizard/draft/draft-storage';
import { OBSERVADOR_GERENTE, SEM_PEDIDO_GERENTE } from '@/features/wizard/routes/run-loaders';
import { db, nextId } from '@mocks/db/db';
import { seedDate } from '@mocks/db/seed-pedidos';
import { failNext } from '@mocks/scenarios';
import { pickOption } from '../../utils/primereact';
import { renderApp, signInAs, naRota } from '../../utils/render-app';
import { NOON_SEED_DAY, abreEm3011 } from './cirurgia/harness';
import { gravarEscritas, type Chamada } from './resumo/harness';

afterEach(() => vi.useRealTimers());

const ID = 1007;
const CODIGO = '2027007';
const rota = (c: Chamada) => `${c.method} ${c.path}`;

/** Request 1007 (team 2, mariana.lima's), complete, booked in room 3 of centre 1 on Tuesday 24/11 at 07:00. */
function abrir(modo: 'conferencia' | 'reagendamento', internacao: string | null = null) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOON_SEED_DAY });
  const pedido = db.pedidos.find((p) => p.id === ID)!;
  Object.assign(pedido, {
    centroCirurgico: 1,
    salaCirurgia: 3,
    caraterAtendimento: 1,
    dataHoraSugerida: seedDate(2, 7),
    // By default no admission date yet: a new slot gives the day before (an earlier one needs an advance reason).
    dataInternacao: internacao,
    internacao: { ...pedido.internacao!, dataInternacao: internacao },
    recursosNecessariosAtendimentoPaciente: 'Mesa cirúrgica e bisturi elétrico.',
  });
  db.agendamentos.push({
    id: nextId(),
    pedidoCirurgia: ID,
    codigo: CODIGO,
    sala: 3,
    inicioCirurgia: seedDate(2, 7),
    finalEfetivoCirurgia: seedDate(2, 11),
  });
  signInAs('mariana.lima');
  const escritas = gravarEscritas();
  return { ...renderApp(wizardRuns.gerente({ id: ID, codigo: CODIGO }, modo)), escritas };
}

/** In Cirurgia: Tuesday 01/12 07:00 in room 3 instead of the booked 24/11, then on to Resumo. */
async function mudarData(user: ReturnType<typeof abrir>['user']) {
  await pickOption(user, 'Selecione a sala', 'SALA 03');
  // The week of 23/11 lies inside the SLA: the calendar opens on 30/11, saying so.
  expect(await abreEm3011()).toBeInTheDocument();
  await user.click(await screen.findByTitle('01/12/2026 07:00 — Agendar Início 07:00', {}, { timeout: 8000 }));
  expect(await screen.findByTitle('01/12/2026 07:00 — Agendamento')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Próximo' }));
  await screen.findByRole('heading', { name: 'Itens', level: 2 }, { timeout: 8000 });
  await user.click(screen.getByRole('button', { name: 'Próximo' }));
  await screen.findByRole('heading', { name: 'Resumo do pedido' });
}

describe('/admin/wizardGerente', () => {
  it('a direct visit without a stored request goes to the manager list with an info toast', async () => {
    // The list is where the visit lands, not what is tested: an empty one draws no rows.
    db.pedidos = [];
    renderApp('/admin/wizardGerente', { as: 'mariana.lima' });
    expect(await screen.findByText(SEM_PEDIDO_GERENTE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pedidos de Cirurgias' })).toBeInTheDocument();
  });

  it('an observer does not open it, even with a stored request', async () => {
    signInAs('roberto.pereira');
    renderApp(wizardRuns.gerente({ id: ID, codigo: CODIGO }, 'conferencia'));
    expect(await screen.findByText(OBSERVADOR_GERENTE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pedidos de Cirurgias' })).toBeInTheDocument();
  });

  it('a reschedule books in the rooms of the request’s team, not the manager’s', { timeout: 30000 }, async () => {
    const pedido = db.pedidos.find((p) => p.id === ID)!;
    const equipe = pedido.equipeRequisitante;
    // mariana.lima (team 2) reschedules a request of team 1, whose programming has room 1.
    pedido.equipeRequisitante = 1;
    try {
      const { user } = abrir('reagendamento');
      await screen.findByRole('heading', { name: 'Data da Cirurgia' }, { timeout: 8000 });
      await pickOption(user, 'Selecione a sala', 'SALA 01');
      // The room's week is drawn (this week's times may all lie inside the SLA).
      const semana = /— (Agendar Início|Dentro do prazo mínimo do SLA)/;
      expect(await screen.findAllByTitle(semana, {}, { timeout: 8000 })).not.toHaveLength(0);
    } finally {
      pedido.equipeRequisitante = equipe;
    }
  });

  it('a reschedule to another day moves the admission by as many days, its time kept (§4)', async () => {
    // Booked on 24/11 07:00 with the admission on 23/11 07:00; rescheduled to 01/12 07:00 the admission is 30/11 07:00.
    const { user } = abrir('reagendamento', seedDate(1, 7));
    await screen.findByRole('heading', { name: 'Cirurgia', level: 2 });
    const internacao = screen.getByLabelText('Data da Internação');
    expect(internacao).toHaveValue('23/11/2026 07:00');
    // Choosing the room again clears the booked slot: the shift starts from the date the request was read with.
    await pickOption(user, 'Selecione a sala', 'SALA 03');
    expect(await abreEm3011()).toBeInTheDocument();
    await user.click(await screen.findByTitle('01/12/2026 07:00 — Agendar Início 07:00', {}, { timeout: 8000 }));
    expect(await screen.findByTitle('01/12/2026 07:00 — Agendamento')).toBeInTheDocument();
    expect(internacao).toHaveValue('30/11/2026 07:00');
  });

  it('going back to Paciente in a conference restarts it with the request as it was read, not a blank form', async () => {
    const { user, router } = abrir('conferencia');
    expect(await screen.findByRole('heading', { name: 'Resumo', level: 2 })).toBeInTheDocument();
    const nome = db.pedidos.find((p) => p.id === ID)!.paciente!.nome!;
    const antes = screen.getByRole('heading', { name: 'Resumo', level: 2 });
    await user.click(within(screen.getByRole('navigation', { name: 'Etapas do pedido' })).getByText('Paciente'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reiniciar pedido' })).getByRole('button', { name: 'Sim' }),
    );
    // The run opens again on the request (read again): at Resumo, with its patient, still the manager's conference.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Resumo', level: 2 })).not.toBe(antes));
    expect(within(screen.getByRole('region', { name: 'Paciente' })).getByText(nome)).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      wizardRuns.gerente({ id: ID, codigo: CODIGO }, 'conferencia'),
    );
  });

  it(
    'conference: opens at Resumo filled from the request; Conferir resends it and logs REVISÃO TÉCNICA',
    { timeout: 60000 },
    async () => {
      const { user, router, escritas } = abrir('conferencia');
      expect(await screen.findByRole('heading', { name: `Conferência do Pedido nº ${CODIGO}` })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Resumo', level: 2 })).toBeInTheDocument();
      const paciente = screen.getByRole('region', { name: 'Paciente' });
      expect(within(paciente).getByText(db.pedidos.find((p) => p.id === ID)!.paciente!.nome)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Conferir' }));
      await naRota(router, '/admin/pedidosCirurgia');
      expect(await screen.findByText(`Pedido nº ${CODIGO} conferido.`)).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: /Confirmar Reagendamento/ })).not.toBeInTheDocument();
      const chamadas = await escritas.chamadas();
      escritas.parar();
      const original = db.pedidos.find((p) => p.id === ID)!;
      // The admission as read is written back first; the items it already holds are not sent again.
      expect(chamadas.map(rota)).toEqual([
        `PUT /api/internacao/${original.internacao!.id}`,
        `DELETE /api/excluirProcedimentosSecundariosPedidoCirurgia/${ID}`,
        `PUT /api/pedidoCirurgia/${ID}`,
        'POST /logpedido',
      ]);
      expect(chamadas[2].body).toMatchObject({
        status: '3',
        profissionalRequisitante: '103',
        principaisSinaisSintomas: original.principaisSinaisSintomas,
        historiaClinica: original.historiaClinica,
        areaMedica: String(original.areaMedica),
        necessariaAvaliacaoAnestesica: String(original.necessariaAvaliacaoAnestesica),
        primeiraConferencia: '2026-11-22T12:00:00',
      });
      expect(chamadas.at(-1)?.body).toMatchObject({ tipo: 'Status', descricao: 'REVISÃO TÉCNICA', id_pedido: ID });
      expect(readWizardDraft()).toBeNull();
    },
  );

  it(
    "conference refused at Resumo: the message stays, names the step and 'Ir para' opens it at the field",
    { timeout: 60000 },
    async () => {
      const pedido = db.pedidos.find((p) => p.id === ID)!;
      const oncologica = pedido.eOncologica;
      pedido.eOncologica = null;
      try {
        const { user, router } = abrir('conferencia');
        expect(
          await screen.findByRole('heading', { name: 'Resumo', level: 2 }, { timeout: 15_000 }),
        ).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Conferir' }));
        const aviso = await screen.findByText(/Informe se é ou não uma cirurgia oncológica\. \(etapa /);
        const etapa = /\(etapa (.+)\)$/.exec(aviso.textContent ?? '')![1];
        expect(router.state.location.pathname).not.toBe('/admin/pedidosCirurgia');
        await user.click(screen.getByRole('button', { name: `Ir para ${etapa}` }));
        expect(await screen.findByRole('heading', { name: etapa, level: 2 })).toBeInTheDocument();
        await waitFor(() =>
          expect(screen.queryByText(/Informe se é ou não uma cirurgia oncológica\. \(etapa /)).not.toBeInTheDocument(),
        );
      } finally {
        pedido.eOncologica = oncologica;
      }
    },
  );

  it(
    'reschedule: opens at Cirurgia; a new date asks the reason, then status, opinion, booking and log in order',
    { timeout: 90000 },
    async () => {
      const { user, router, escritas } = abrir('reagendamento');
      expect(await screen.findByRole('heading', { name: `Reagendamento Pedido nº ${CODIGO}` })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Cirurgia', level: 2 })).toBeInTheDocument();
      await mudarData(user);

      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      const dialog = await screen.findByRole('dialog', { name: `Confirmar Reagendamento do Pedido Nº ${CODIGO}` });
      const confirmar = within(dialog).getByRole('button', { name: 'Confirmar' });
      expect(confirmar).toBeDisabled();
      await pickOption(user, 'Motivo do reagendamento *', 'INDISPONIBILIDADE DE SALA');
      await user.click(confirmar);
      await naRota(router, '/admin/pedidosCirurgia');

      const chamadas = (await escritas.chamadas()).map((c) => ({ ...c, rota: rota(c) }));
      escritas.parar();
      const ordem = [
        `PUT /api/alterarStatus/${ID}`,
        `DELETE /api/parecerAreaTecnica/${ID}`,
        `PUT /api/agendamentoSalaCirurgia/${ID}`,
        'POST /logpedido',
      ].map((r) => chamadas.findIndex((c) => c.rota === r));
      expect(ordem.every((i) => i >= 0)).toBe(true);
      expect([...ordem].sort((a, b) => a - b)).toEqual(ordem);
      expect(chamadas.slice(0, 3).map((c) => c.rota)).toEqual([
        `PUT /api/internacao/${db.pedidos.find((p) => p.id === ID)!.internacao!.id}`,
        `DELETE /api/excluirProcedimentosSecundariosPedidoCirurgia/${ID}`,
        `PUT /api/pedidoCirurgia/${ID}`,
      ]);
      expect(chamadas[ordem[0]].body).toMatchObject({
        idStatusPedido: '4',
        idMotivoReagendamento: '2',
        idProfissionalReagenda: '103',
        dataHoraSugeridaReagendamento: '2026-12-01T07:00:00',
      });
      expect(chamadas[ordem[2]].body).toMatchObject({ inicioCirurgia: '2026-12-01T07:00:00' });
      expect(chamadas[ordem[3]].body).toMatchObject({ descricao: 'REAGENDAMENTO - INDISPONIBILIDADE DE SALA' });
      expect(db.agendamentos.find((a) => a.pedidoCirurgia === ID)?.inicioCirurgia).toBe('2026-12-01T07:00:00');
      expect(db.pareceresExcluidos).toContain(ID);
    },
  );

  it(
    'reschedule without a change of date, centre or character: no reason asked, REVISÃO TÉCNICA',
    { timeout: 60000 },
    async () => {
      const { user, router, escritas } = abrir('reagendamento', seedDate(1, 7));
      await screen.findByRole('heading', { name: 'Cirurgia', level: 2 });
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      await screen.findByRole('heading', { name: 'Itens', level: 2 }, { timeout: 8000 });
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      await screen.findByRole('heading', { name: 'Resumo do pedido' });
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      await naRota(router, '/admin/pedidosCirurgia');
      const chamadas = await escritas.chamadas();
      escritas.parar();
      expect(chamadas.map(rota)).not.toContain(`PUT /api/alterarStatus/${ID}`);
      expect(chamadas.map(rota)).not.toContain(`DELETE /api/parecerAreaTecnica/${ID}`);
      expect(chamadas.at(-1)?.body).toMatchObject({ descricao: 'REVISÃO TÉCNICA' });
    },
  );

  it(
    'a failure after the request update resumes there: the second Enviar does not update the request again',
    { timeout: 90000 },
    async () => {
      const { user, router, escritas } = abrir('reagendamento');
      await screen.findByRole('heading', { name: `Reagendamento Pedido nº ${CODIGO}` });
      await mudarData(user);
      failNext('PUT /api/alterarStatus/:id', 500, { mensagem: 'Status indisponível.' });
      const reagendar = async () => {
        await user.click(screen.getByRole('button', { name: 'Enviar' }));
        const dialog = await screen.findByRole('dialog', { name: `Confirmar Reagendamento do Pedido Nº ${CODIGO}` });
        await pickOption(user, 'Motivo do reagendamento *', 'SOLICITAÇÃO DO PACIENTE');
        await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
      };
      await reagendar();
      const atencao = await screen.findByRole('dialog', { name: 'Atenção!' });
      expect(within(atencao).getByText('Erro ao confirmar pedido: Status indisponível.')).toBeInTheDocument();
      await user.click(within(atencao).getByRole('button', { name: 'OK' }));
      await reagendar();
      await naRota(router, '/admin/pedidosCirurgia');
      const rotas = (await escritas.chamadas()).map(rota);
      escritas.parar();
      const vezes = (r: string) => rotas.filter((x) => x === r).length;
      expect(vezes(`PUT /api/pedidoCirurgia/${ID}`)).toBe(1);
      expect(vezes(`DELETE /api/excluirProcedimentosSecundariosPedidoCirurgia/${ID}`)).toBe(1);
      expect(vezes(`PUT /api/alterarStatus/${ID}`)).toBe(2);
      expect(vezes(`DELETE /api/parecerAreaTecnica/${ID}`)).toBe(1);
      expect(vezes(`PUT /api/agendamentoSalaCirurgia/${ID}`)).toBe(1);
    },
  );

  it(
    'a failed reason list shows its message with the server’s; the reason stays required',
    { timeout: 90000 },
    async () => {
      const { user } = abrir('reagendamento');
      await screen.findByRole('heading', { name: `Reagendamento Pedido nº ${CODIGO}` });
      await mudarData(user);
      localStorage.removeItem('catalogo:/api/motivoReagendamento');
      failNext('GET /api/motivoReagendamento', 500, { mensagem: 'Serviço de motivos indisponível.' });
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(await screen.findByText('Erro ao listar motivos para reagendamento!')).toBeInTheDocument();
      expect(screen.getByText('Serviço de motivos indisponível.')).toBeInTheDocument();
      const dialog = screen.getByRole('dialog', { name: `Confirmar Reagendamento do Pedido Nº ${CODIGO}` });
      expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    },
  );
});
