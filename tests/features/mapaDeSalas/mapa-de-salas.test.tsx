// Mapa de Salas (wizards-and-management.md §2 'Operating-room map', §7 'Room map'; docs/decisions/011): the day's
// rooms and urgencies side by side, a surgery's details, the date and specialty filters' calls, empty and failing.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateBR, toApiRoomMapDate } from '@/lib/dates/format';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { addDays } from '@/lib/dates/wall-clock';
import { db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import { recordRequests } from '../pedidos/helpers';
import { renderApp } from '../../utils/render-app';

const SALAS = ['SALA 01', 'SALA 02', 'SALA 03', 'SALA 04', 'SALA 05', 'SALA 06', 'SALA 07', 'SALA 08', 'URGÊNCIA'];
const hoje = saoPauloIsoDay();
const mapa = (dia = hoje) =>
  screen.findByRole('region', { name: `Mapa de salas de ${formatDateBR(dia)}` }, { timeout: 15_000 });
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
});
