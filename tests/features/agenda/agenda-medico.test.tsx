// Agenda do Médico (requester-side.md §2 'Surgeon agenda', §6, §7 'Agenda and tracking'): the surgeon's requests,
// 'Todos', the centre buttons, the summary from an event, and the empty and failing states. jsdom cannot lay out the
// week's time grid (its events stay hidden until measured), so these tests read the month, whose grid always holds the
// whole current week; the week view is the journey's (e2e/agenda-mapa.spec.ts).
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import { recordRequests } from '../pedidos/helpers';
import { renderApp } from '../../utils/render-app';

const EVENTO = /^\d\d\/\d\d\/\d{4} \d\d:\d\d — Pedido nº \d+ — .+$/;
/** This week's requests of the surgeon (mocks/db/seed-agenda-medico.ts): ten of his, three of his colleague's. */
const SEMANA = Array.from({ length: 10 }, (_, i) => String(2027_700 + i));
const COLEGA = ['2027716', '2027717', '2027718'];
const agenda = () => screen.findByRole('group', { name: 'Agenda do Médico' }, { timeout: 15_000 });

async function mes(user: UserEvent) {
  await user.click(within(await agenda()).getByRole('button', { name: 'Mês' }));
}
async function codigos() {
  const eventos = await within(await agenda()).findAllByRole('button', { name: EVENTO });
  return eventos.map((e) => /Pedido nº (\d+)/.exec(e.getAttribute('aria-label') ?? '')?.[1]);
}

describe('Agenda do Médico', () => {
  it("shows the surgeon's requests by time, code and status and opens a request's summary by keyboard", async () => {
    const { user } = renderApp('/admin/agendaMedico', { as: 'andre.fonseca' });
    expect(within(await agenda()).getByRole('button', { name: 'Semana' })).toHaveClass('fc-button-active');
    await mes(user);
    const vistos = await codigos();
    expect(vistos).toEqual(expect.arrayContaining(SEMANA));
    expect(vistos).not.toEqual(expect.arrayContaining([COLEGA[0]]));
    const cancelado = within(await agenda()).getByRole('button', { name: / — Pedido nº 2027709 — CANCELADO$/ });
    cancelado.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Resumo do pedido nº 2027709' });
    const pedido = db.pedidos.find((p) => p.codigo === '2027709')!;
    expect(await within(dialog).findByText(pedido.paciente!.nome)).toBeInTheDocument();
  });

  it("'Todos' asks for the team's requests in each chosen centre; a centre button leaves its centre out", async () => {
    const seen = recordRequests();
    const { user } = renderApp('/admin/agendaMedico', { as: 'andre.fonseca' });
    await mes(user);
    await codigos();
    expect(seen).toEqual(expect.arrayContaining(['GET /api/agendaMedico/114/4', 'GET /api/agendaMedico/114/1']));
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    expect(screen.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    await within(await agenda()).findByRole('button', { name: / — Pedido nº 2027716 — / });
    expect(await codigos()).toEqual(expect.arrayContaining([...SEMANA, ...COLEGA]));
    expect(seen).toEqual(
      expect.arrayContaining(['GET /api/agendaEquipeMedico/114/4', 'GET /api/agendaEquipeMedico/114/1']),
    );
    await user.click(screen.getByRole('button', { name: 'CENTRO CIRÚRGICO ESPECIAL' }));
    expect(await screen.findByText('Sem pedidos na agenda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CENTRO CIRÚRGICO ESPECIAL' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says Sem pedidos na agenda when the surgeon has none, without an empty calendar', async () => {
    db.pedidos = [];
    renderApp('/admin/agendaMedico', { as: 'andre.fonseca' });
    expect(await screen.findByText('Sem pedidos na agenda', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Agenda do Médico' })).not.toBeInTheDocument();
  });

  it('a failing load shows the error; Tentar novamente loads the agenda', async () => {
    failNext('GET /api/agendaMedico/:profissionalId/:centroId', 500, { mensagem: 'Falha no servidor.' });
    const { user } = renderApp('/admin/agendaMedico', { as: 'andre.fonseca' });
    expect(await screen.findByText('Falha no servidor.', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await mes(user);
    expect(await codigos()).toEqual(expect.arrayContaining(SEMANA));
  });
});

// In both dialects: this file runs in the alt-dialect project too (vitest.config.ts).
describe('Agenda do Médico after a reload', () => {
  afterEach(() => vi.useRealTimers());

  it('a reload that fails keeps the agenda it had and says so above it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user } = renderApp('/admin/agendaMedico', { as: 'andre.fonseca' });
    await mes(user);
    expect(await codigos()).toEqual(expect.arrayContaining(SEMANA));
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    await within(await agenda()).findByRole('button', { name: / — Pedido nº 2027716 — / });
    // Back to the surgeon's own, read more than 30 s ago: shown at once and read again, and the reading fails.
    vi.setSystemTime(Date.now() + 31_000);
    failNext('GET /api/agendaMedico/:profissionalId/:centroId', 500, { mensagem: 'Falha no servidor.' });
    await user.click(screen.getByRole('button', { name: 'Meus Pedidos' }));
    expect(
      await screen.findByText(
        /^Não foi possível atualizar a agenda: Falha no servidor\. Mostrando a agenda atualizada às \d\d:\d\d\.$/,
      ),
    ).toBeInTheDocument();
    expect(await codigos()).toEqual(expect.arrayContaining(SEMANA));
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
