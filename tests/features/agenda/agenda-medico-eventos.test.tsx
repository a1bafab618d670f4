// Agenda do Médico's events as the surgeon reads them (requester-side.md §2 'Surgeon agenda', §3 'Agenda event'): a
// night surgery on the week's axis, the patient and procedure when the back-end sends them (in both dialects), the
// month's '+N' link that opens the day, and the colour legend.
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { json, route } from '@mocks/handlers/http-helpers';
import { server } from '@mocks/node';
import { renderApp } from '../../utils/render-app';

const agenda = () => screen.findByRole('group', { name: 'Agenda do Médico' }, { timeout: 15_000 });

describe.each(['default', 'alt'] as const)('Agenda do Médico (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));
  afterEach(() => setDialect('default'));

  it('names the patient and procedure when the answer carries them', async () => {
    server.use(
      http.get(route('main', '/api/agendaMedico/:profissionalId/:centroId'), ({ params }) =>
        json(
          Number(params.centroId) === 4
            ? [
                {
                  id: 9001,
                  codigo: '2027790',
                  dataCirurgia: '2026-11-24T07:00:00',
                  dataFimCirurgia: '2026-11-24T09:00:00',
                  cor: '#00838f',
                  paciente: 'OSVALDO HENRIQUE DE ALBUQUERQUE',
                  procedimento: 'PROSTATECTOMIA RADICAL',
                },
              ]
            : [],
        ),
      ),
    );
    const { user } = renderApp('/admin/agendaMedico', { as: 'andre.fonseca' });
    await user.click(within(await agenda()).getByRole('button', { name: 'Mês' }));
    const evento = await within(await agenda()).findByRole('button', {
      name: /^24\/11\/2026 07:00 — Pedido nº 2027790 — OSVALDO HENRIQUE DE ALBUQUERQUE — PROSTATECTOMIA RADICAL — /,
    });
    expect(evento).toHaveTextContent('OSVALDO HENRIQUE DE ALBUQUERQUE — PROSTATECTOMIA RADICAL');
  });
});

describe('Agenda do Médico', () => {
  it("the week's axis reaches the night surgery at 22:40, and the legend names each status colour", async () => {
    renderApp('/admin/agendaMedico', { as: 'andre.fonseca' });
    const legenda = await screen.findByRole('list', { name: 'Legenda das cores dos status' }, { timeout: 15_000 });
    const cal = await agenda();
    // The hours' labels: the axis ran to 22:00 (its last label 21), it now reaches the 22:40 surgery.
    expect(within(cal).getByText('22')).toBeInTheDocument();
    expect(within(cal).getByText('23')).toBeInTheDocument();
    expect(within(legenda).getByText('CANCELADO')).toBeInTheDocument();
  });

  it("a busy day shows three events and a '+N' link that opens the day", async () => {
    const modelo = db.pedidos.find((p) => p.codigo === '2027700')!;
    db.pedidos.push(...[1, 2, 3].map((n) => ({ ...modelo, id: 9100 + n, codigo: String(2027_780 + n) })));
    const { user } = renderApp('/admin/agendaMedico', { as: 'andre.fonseca' });
    await user.click(within(await agenda()).getByRole('button', { name: 'Mês' }));
    await within(await agenda()).findAllByRole('button', { name: / — Pedido nº \d+ — / });
    const mais = await within(await agenda()).findByRole('button', { name: 'Mostrar mais 2 eventos' });
    expect(mais).toHaveTextContent('+2');
    await user.click(mais);
    expect(within(await agenda()).getByRole('button', { name: 'Dia' })).toHaveClass('fc-button-active');
  });
});
