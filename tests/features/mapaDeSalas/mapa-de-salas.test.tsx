// Mapa de Salas (wizards-and-management.md §2 'Operating-room map', §7 'Room map'; docs/decisions/011): the day's
// rooms and urgencies side by side, a surgery's details, the date and specialty filters' calls, empty and failing.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateBR, toApiRoomMapDate } from '@/lib/dates/format';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { addDays, addMinutes, hhmm } from '@/lib/dates/wall-clock';
import { db } from '@mocks/db/db';
import { failNext, slowDown } from '@mocks/scenarios';
import { recordRequests } from '../pedidos/helpers';
import { renderApp } from '../../utils/render-app';

const SALAS = ['SALA 01', 'SALA 02', 'SALA 03', 'SALA 04', 'SALA 05', 'SALA 06', 'SALA 07', 'SALA 08', 'URGÊNCIA'];
const hoje = saoPauloIsoDay();
const mapa = (dia = hoje) =>
  screen.findByRole('region', { name: `Mapa de salas de ${formatDateBR(dia)}` }, { timeout: 15_000 });
/** The value a dialog's list gives for a label (its terms and definitions in order). */
function campoDe(dialog: HTMLElement, rotulo: string) {
  const termos = within(dialog)
    .getAllByRole('term')
    .map((t) => t.textContent);
  return within(dialog).getAllByRole('definition')[termos.indexOf(rotulo)];
}
const cirurgias = (coluna: HTMLElement) => within(coluna).queryAllByRole('button', { name: /, Pedido nº / });

describe('Mapa de Salas', () => {
  it('shows each room of the centre and URGÊNCIA with surgeries and setup time; a surgery opens its details', async () => {
    const { user } = renderApp('/admin/mapaDeSalas', { as: 'mariana.lima' });
    const regiao = await mapa();
    const colunas = within(regiao).getAllByRole('group');
    expect(colunas.map((c) => c.getAttribute('aria-label'))).toEqual(SALAS);
    const sala1 = db.mapaSalas.filter((c) => c.sala === 1 && c.inicio.startsWith(hoje));
    expect(cirurgias(colunas[0])).toHaveLength(sala1.length);
    expect(within(colunas[0]).getAllByText(/^Intervalo de uso da sala /)).toHaveLength(sala1.length);
    expect(cirurgias(colunas[8])).toHaveLength(3);
    // The night's urgency (02:30) is listed above the axis, which still starts at 06:00.
    expect(within(colunas[8]).getByRole('button', { name: /^02:30–/ })).toBeInTheDocument();
    expect(within(regiao).getByText('Antes das 06:00')).toBeInTheDocument();
    expect(within(colunas[8]).queryByText(/^Intervalo de uso da sala /)).not.toBeInTheDocument();
    const [primeira] = sala1;
    const bloco = within(colunas[0]).getByRole('button', { name: new RegExp(`Pedido nº ${primeira.codigo},`) });
    // A name the block cuts at 1366 px is whole in its tooltip, as the room's name is in its column's.
    expect(bloco).toHaveAttribute('title', expect.stringContaining(`${primeira.paciente} — ${primeira.procedimento}`));
    expect(within(colunas[0]).getByTitle(SALAS[0])).toBeInTheDocument();
    await user.click(bloco);
    const dialog = await screen.findByRole('dialog', { name: `Cirurgia — Pedido nº ${primeira.codigo}` });
    for (const texto of [primeira.paciente, primeira.profissionalRequisitante, primeira.procedimento])
      expect(within(dialog).getByText(texto)).toBeInTheDocument();
    // Its times (the setup's end is the configured 30 minutes after the surgery's), room and status.
    const campo = (rotulo: string) => campoDe(dialog, rotulo);
    expect(campo('Início da cirurgia')).toHaveTextContent(hhmm(primeira.inicio));
    expect(campo('Fim da cirurgia')).toHaveTextContent(hhmm(primeira.fim));
    expect(campo('Fim do intervalo de uso da sala')).toHaveTextContent(hhmm(addMinutes(primeira.fim, 30)));
    expect(campo('Sala')).toHaveTextContent('SALA 01');
    expect(campo('Status')).toHaveTextContent('AGENDADO');
  });

  it('a surgery’s dialog opens the request’s summary', async () => {
    const pedido = db.pedidos.find((p) => p.centroCirurgico === 1 && p.paciente?.nome)!;
    db.agendamentos.push({
      id: 99_001,
      pedidoCirurgia: pedido.id,
      codigo: pedido.codigo,
      sala: 2,
      inicioCirurgia: `${hoje}T21:00:00`,
      finalEfetivoCirurgia: `${hoje}T22:30:00`,
    });
    const { user } = renderApp('/admin/mapaDeSalas', { as: 'mariana.lima' });
    const sala2 = within(await mapa()).getByRole('group', { name: 'SALA 02' });
    await user.click(within(sala2).getByRole('button', { name: new RegExp(`Pedido nº ${pedido.codigo},`) }));
    const dialog = await screen.findByRole('dialog', { name: `Cirurgia — Pedido nº ${pedido.codigo}` });
    expect(campoDe(dialog, 'Fim da cirurgia')).toHaveTextContent('22:30');
    await user.click(within(dialog).getByRole('button', { name: 'Resumo do pedido' }));
    const resumo = await screen.findByRole('dialog', { name: `Resumo do pedido nº ${pedido.codigo}` });
    expect(await within(resumo).findAllByText(pedido.paciente!.nome!)).not.toHaveLength(0);
  });

  it('a surgery whose end comes before its start says so in its block and its dialog alike', async () => {
    const pedido = db.pedidos.find((p) => p.centroCirurgico === 1 && p.paciente?.nome)!;
    db.agendamentos.push({
      id: 99_002,
      pedidoCirurgia: pedido.id,
      codigo: pedido.codigo,
      sala: 2,
      inicioCirurgia: `${hoje}T21:00:00`,
      finalEfetivoCirurgia: `${hoje}T19:30:00`,
    });
    const { user } = renderApp('/admin/mapaDeSalas', { as: 'mariana.lima' });
    const sala2 = within(await mapa()).getByRole('group', { name: 'SALA 02' });
    const bloco = within(sala2).getByRole('button', { name: new RegExp(`Pedido nº ${pedido.codigo},`) });
    expect(bloco).toHaveAccessibleName(expect.stringMatching(/^21:00, Duração não informada, /));
    expect(within(bloco).getByText('Duração não informada')).toBeInTheDocument();
    await user.click(bloco);
    const dialog = await screen.findByRole('dialog', { name: `Cirurgia — Pedido nº ${pedido.codigo}` });
    expect(campoDe(dialog, 'Fim da cirurgia')).toHaveTextContent('Duração não informada');
    expect(campoDe(dialog, 'Fim do intervalo de uso da sala')).toHaveTextContent('Não informado');
  });

  it('says what its colours mean without hovering', async () => {
    renderApp('/admin/mapaDeSalas', { as: 'mariana.lima' });
    await mapa();
    const legenda = screen.getByRole('group', { name: 'Legenda do mapa' });
    expect(
      within(legenda)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Cirurgia', 'Cirurgia aguardando conferência', 'Intervalo de uso da sala']);
  });

  it('a surgery whose request awaits its conference says so in its block and in its name', async () => {
    const [aguarda, agendada] = db.mapaSalas.filter((c) => c.sala === 1 && c.inicio.startsWith(hoje));
    aguarda.status = 'AGUARDANDO CONFERÊNCIA';
    renderApp('/admin/mapaDeSalas', { as: 'mariana.lima' });
    const sala1 = within(await mapa()).getByRole('group', { name: 'SALA 01' });
    const bloco = within(sala1).getByRole('button', { name: new RegExp(`Pedido nº ${aguarda.codigo},`) });
    expect(bloco).toHaveAccessibleName(expect.stringMatching(/, AGUARDANDO CONFERÊNCIA$/));
    expect(within(bloco).getByText('AGUARDANDO CONFERÊNCIA')).toBeInTheDocument();
    const outra = within(sala1).getByRole('button', { name: new RegExp(`Pedido nº ${agendada.codigo},`) });
    expect(within(outra).queryByText(/AGUARDANDO/)).not.toBeInTheDocument();
  });

  it('the previous and next day and Hoje move the date; a new day shows loading, never the last day or Sem cirurgias', async () => {
    const { user } = renderApp('/admin/mapaDeSalas', { as: 'mariana.lima' });
    await mapa();
    expect(screen.getByRole('button', { name: 'Hoje' })).toBeDisabled();
    slowDown('GET /api/agendaSala/2/:data/:centro/0/:equipes', 300, 1);
    await user.click(screen.getByRole('button', { name: 'Próximo dia' }));
    expect(screen.getByLabelText(/^Data/)).toHaveValue(formatDateBR(addDays(hoje, 1)));
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Mapa de salas de / })).not.toBeInTheDocument();
    expect(screen.queryByText('Sem cirurgias neste dia')).not.toBeInTheDocument();
    await mapa(addDays(hoje, 1));
    await user.click(screen.getByRole('button', { name: 'Dia anterior' }));
    await user.click(screen.getByRole('button', { name: 'Dia anterior' }));
    await mapa(addDays(hoje, -1));
    await user.click(screen.getByRole('button', { name: 'Hoje' }));
    expect(cirurgias(within(await mapa()).getByRole('group', { name: 'URGÊNCIA' }))).toHaveLength(3);
  });

  it('the centre field says Carregando... while the centres load, never a made-up name', async () => {
    slowDown('GET /api/centroCirurgico', 300, 1);
    renderApp('/admin/mapaDeSalas', { as: 'mariana.lima' });
    const filtros = await screen.findByRole('form', { name: 'Filtros do mapa de salas' }, { timeout: 15_000 });
    expect(within(filtros).getAllByText('Carregando...')).not.toHaveLength(0);
    expect(within(filtros).queryAllByText('Centro 1')).toHaveLength(0);
    await waitFor(() => expect(within(filtros).queryAllByText('Carregando...')).toHaveLength(0));
    expect(within(filtros).queryAllByText('Centro 1')).toHaveLength(0);
  });

  it('asks form 1 per room and form 2 for the centre with the date as DD-MM-YYYY and the chosen specialties', async () => {
    const seen = recordRequests();
    const { user } = renderApp('/admin/mapaDeSalas', { as: 'mariana.lima' });
    await mapa();
    const data = toApiRoomMapDate(hoje);
    expect(seen).toEqual(
      expect.arrayContaining([
        `GET /api/agendaSala/1/${data}/0/1/0`,
        `GET /api/agendaSala/1/${data}/0/11/0`,
        `GET /api/agendaSala/2/${data}/1/0/0`,
      ]),
    );
    // PrimeReact's multi-select has no role or label on the wrapper that opens it.
    // eslint-disable-next-line testing-library/no-node-access
    await user.click(screen.getByLabelText('Especialidades').closest('.p-multiselect')!);
    const [geral] = await screen.findAllByRole('option', { name: 'CIRURGIA GERAL', hidden: true });
    await user.click(geral);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Limpar especialidades' })).toBeEnabled();
    const regiao = await mapa();
    await within(within(regiao).getByRole('group', { name: 'SALA 03' })).findAllByRole('button', {
      name: /, Pedido nº /,
    });
    expect(cirurgias(within(regiao).getByRole('group', { name: 'SALA 01' }))).toHaveLength(0);
    expect(seen).toContain(`GET /api/agendaSala/2/${data}/1/0/2`);
    const amanha = addDays(hoje, 1);
    const campo = screen.getByLabelText(/^Data/);
    await user.clear(campo);
    await user.type(campo, `${formatDateBR(amanha)}{Enter}`);
    await mapa(amanha);
    expect(seen).toContain(`GET /api/agendaSala/1/${toApiRoomMapDate(amanha)}/0/3/2`);
  });

  it('a day without surgeries still shows its rooms and says so', async () => {
    db.mapaSalas = [];
    renderApp('/admin/mapaDeSalas', { as: 'mariana.lima' });
    expect(within(await mapa()).getAllByRole('group')).toHaveLength(SALAS.length);
    expect(screen.getByText('Sem cirurgias neste dia')).toBeInTheDocument();
  });

  it('a failing load shows the error; Tentar novamente draws the map', async () => {
    failNext('GET /api/agendaSala/2/:data/:centro/0/:equipes', 500, { mensagem: 'Falha no servidor.' });
    const { user } = renderApp('/admin/mapaDeSalas', { as: 'mariana.lima' });
    expect(await screen.findByText('Falha no servidor.', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(cirurgias(within(await mapa()).getByRole('group', { name: 'URGÊNCIA' }))).toHaveLength(3);
  });

  describe('on a wall screen', () => {
    afterEach(() => vi.useRealTimers());

    it('reloads itself every minute and when the tab regains focus, saying when; a failed reload keeps the map and says so', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: new Date(`${hoje}T10:15:00-03:00`) });
      renderApp('/admin/mapaDeSalas', { as: 'mariana.lima' });
      const urgencias = async () => within(await mapa()).getByRole('group', { name: 'URGÊNCIA' });
      expect(cirurgias(await urgencias())).toHaveLength(3);
      expect(screen.getByText('Atualizado às 10:15')).toBeInTheDocument();
      const [modelo] = db.mapaSalas.filter((c) => c.sala === null);
      db.mapaSalas.push({
        ...modelo,
        id: 99_101,
        codigo: '2099101',
        inicio: `${hoje}T15:00:00`,
        fim: `${hoje}T16:00:00`,
      });
      vi.advanceTimersByTime(60_000);
      expect(
        await within(await urgencias()).findByRole('button', { name: /^15:00–16:00, Pedido nº 2099101,/ }),
      ).toBeInTheDocument();
      expect(screen.getByText('Atualizado às 10:16')).toBeInTheDocument();

      failNext('GET /api/agendaSala/2/:data/:centro/0/:equipes', 500, { mensagem: 'Falha no servidor.' });
      vi.advanceTimersByTime(60_000);
      expect(
        await screen.findByText(
          'Não foi possível atualizar o mapa: Falha no servidor. Mostrando o mapa atualizado às 10:16.',
        ),
      ).toBeInTheDocument();
      expect(cirurgias(await urgencias())).toHaveLength(4);

      // Back on the tab: reloaded at once, the notice gone.
      db.mapaSalas.push({
        ...modelo,
        id: 99_102,
        codigo: '2099102',
        inicio: `${hoje}T17:00:00`,
        fim: `${hoje}T18:00:00`,
      });
      window.dispatchEvent(new Event('visibilitychange'));
      expect(
        await within(await urgencias()).findByRole('button', { name: /^17:00–18:00, Pedido nº 2099102,/ }),
      ).toBeInTheDocument();
      expect(screen.getByText('Atualizado às 10:17')).toBeInTheDocument();
      expect(screen.queryByText(/^Não foi possível atualizar o mapa/)).not.toBeInTheDocument();
    });
  });
});
