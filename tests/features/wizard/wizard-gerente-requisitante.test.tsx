// The manager's conference and reschedule keep the request's own people (wizards-and-management.md §3 'Full request
// for manager or summary'): the requester, team and responsible professional are the ones read from the request,
// shown at Resumo and sent back unchanged, never the signed-in manager; in both mock dialects.
import { screen, within } from '@testing-library/react';
import { wizardRuns } from '@/config/wizard-runs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, nextId } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { seedDate } from '@mocks/db/seed-pedidos';
import { ouvirChamadas } from '@mocks/journal';
import { pickOption } from '../../utils/primereact';
import { renderApp, signInAs, naRota } from '../../utils/render-app';
import { NOON_SEED_DAY, abreEm3011 } from './cirurgia/harness';
import { gravarEscritas } from './resumo/harness';

const ID = 1007;
const CODIGO = '2027007';
/** carlos.mendes (CRM 123456) of team 1 asked for it; mariana.lima (103, team 2) is the manager. */
const CARLOS = 101;
const PESSOAS = { profissionalRequisitante: String(CARLOS), equipeRequisitante: '1', profissionalResponsavel: '101' };

/** Request 1007 made carlos.mendes's (team 1), booked in room 1 on Tuesday 24/11 at 07:00; mariana.lima opens it. */
function abrir(modo: 'conferencia' | 'reagendamento') {
  vi.useFakeTimers({ toFake: ['Date'], now: NOON_SEED_DAY });
  const pedido = db.pedidos.find((p) => p.id === ID)!;
  Object.assign(pedido, {
    profissionalRequisitante: CARLOS,
    profissionalResponsavel: CARLOS,
    equipeRequisitante: 1,
    centroCirurgico: 1,
    salaCirurgia: 1,
    caraterAtendimento: 1,
    dataHoraSugerida: seedDate(2, 7),
    dataInternacao: null,
    internacao: { ...pedido.internacao!, dataInternacao: null, tipoAcomodacao: 1 },
    recursosNecessariosAtendimentoPaciente: 'Mesa cirúrgica e bisturi elétrico.',
  });
  db.agendamentos.push({
    id: nextId(),
    pedidoCirurgia: ID,
    codigo: CODIGO,
    sala: 1,
    inicioCirurgia: seedDate(2, 7),
    finalEfetivoCirurgia: seedDate(2, 11),
  });
  signInAs('mariana.lima');
  const salas: string[] = [];
  const escritas = gravarEscritas();
  ouvirChamadas((c) => {
    if (c.path.startsWith('/api/recuperarSalaCirurgica/')) salas.push(c.path);
  });
  return { ...renderApp(wizardRuns.gerente({ id: ID, codigo: CODIGO }, modo)), escritas, salas };
}

describe.each(['default', 'alt'] as const)('the manager keeps the request’s people (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));
  afterEach(() => {
    vi.useRealTimers();
  });

  it(
    'conference: Resumo shows the request’s requester and responsible, and sends them back',
    { timeout: 60000 },
    async () => {
      const { user, router, escritas } = abrir('conferencia');
      await screen.findByRole('heading', { name: 'Resumo', level: 2 });
      const solicitante = await screen.findByRole('region', { name: 'Solicitante' });
      expect(await within(solicitante).findByText('CARLOS EDUARDO MENDES')).toBeInTheDocument();
      expect(within(solicitante).getByText('123456')).toBeInTheDocument();
      expect(within(solicitante).getByText('123456 - CARLOS EDUARDO MENDES')).toBeInTheDocument();
      expect(within(solicitante).queryByText(/MARIANA/)).not.toBeInTheDocument();
      expect(within(solicitante).queryByText('Não informado')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Conferir' }));
      await naRota(router, '/admin/pedidosCirurgia');
      const chamadas = await escritas.chamadas();
      escritas.parar();
      const put = chamadas.find((c) => c.method === 'PUT' && c.path === `/api/pedidoCirurgia/${ID}`);
      expect(put?.body).toMatchObject(PESSOAS);
    },
  );

  it(
    'conference of a request whose requester cannot be read: says so and sends nothing',
    { timeout: 60000 },
    async () => {
      const pedido = db.pedidos.find((p) => p.id === ID)!;
      const { user, escritas } = abrir('conferencia');
      // A requester the back-end does not name (no professional record behind the id).
      pedido.profissionalRequisitante = 999_999;
      await screen.findByRole('heading', { name: 'Resumo', level: 2 });
      const solicitante = await screen.findByRole('region', { name: 'Solicitante' });
      expect(within(solicitante).queryByText(/MARIANA/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Conferir' }));
      const atencao = await screen.findByRole('dialog', { name: 'Atenção!' });
      expect(within(atencao).getByText(/Não foi possível ler o solicitante deste pedido/)).toBeInTheDocument();
      expect(await escritas.chamadas()).toEqual([]);
      escritas.parar();
    },
  );

  it('reschedule of a request whose team cannot be read: no room is offered for the manager’s team', async () => {
    const pedido = db.pedidos.find((p) => p.id === ID)!;
    abrir('reagendamento');
    // A team the back-end does not name.
    pedido.equipeRequisitante = 999_999;
    await screen.findByRole('heading', { name: 'Cirurgia', level: 2 });
    expect(await screen.findByText(/Não foi possível ler o solicitante deste pedido/)).toBeInTheDocument();
    expect(screen.queryAllByTitle(/— Agendar Início/)).toHaveLength(0);
  });

  it(
    'reschedule: the room check and the writes name the request’s requester and team; the admission chosen is written',
    { timeout: 90000 },
    async () => {
      const { user, router, escritas, salas } = abrir('reagendamento');
      await screen.findByRole('heading', { name: 'Cirurgia', level: 2 });
      await pickOption(user, 'Selecione a sala', 'SALA 01');
      // The week of 23/11 lies inside the SLA: the calendar opens on 30/11, saying so.
      expect(await abreEm3011()).toBeInTheDocument();
      await user.click(await screen.findByTitle('02/12/2026 07:00 — Agendar Início 07:00', {}, { timeout: 8000 }));
      expect(await screen.findByTitle('02/12/2026 07:00 — Agendamento')).toBeInTheDocument();
      expect(salas.length).toBeGreaterThan(0);
      // …/{início}/{duração}/{caráter}/{requisitante}/{sala}/{equipe}/{centro}
      for (const path of salas) expect(path.split('/').slice(-4)).toEqual([String(CARLOS), '1', '1', '1']);
      // The reschedule's admission is written from what is chosen here (§3 'Admission, sent').
      await pickOption(user, 'Acomodação *', 'APARTAMENTO');
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      await screen.findByRole('heading', { name: 'Itens', level: 2 }, { timeout: 8000 });
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      await screen.findByRole('heading', { name: 'Resumo do pedido' });
      expect(
        within(screen.getByRole('region', { name: 'Solicitante' })).getByText('CARLOS EDUARDO MENDES'),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      const dialog = await screen.findByRole('dialog', { name: `Confirmar Reagendamento do Pedido Nº ${CODIGO}` });
      await pickOption(user, 'Motivo do reagendamento *', 'INDISPONIBILIDADE DE SALA');
      await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
      await naRota(router, '/admin/pedidosCirurgia');
      const chamadas = await escritas.chamadas();
      escritas.parar();
      const put = chamadas.find((c) => c.method === 'PUT' && c.path === `/api/pedidoCirurgia/${ID}`);
      expect(put?.body).toMatchObject(PESSOAS);
      const status = chamadas.find((c) => c.path === `/api/alterarStatus/${ID}`);
      expect(status?.body).toMatchObject({ idProfissionalReagenda: '103' });
      const admissao = db.pedidos.find((p) => p.id === ID)!.internacao!;
      const internacao = chamadas.find((c) => c.path === `/api/internacao/${admissao.id}`);
      expect(internacao?.body).toMatchObject({ tipoAcomodacao: '2' });
    },
  );
});
