// What a clinician sees when a back-end sends something the app cannot read: one bad row costs that row, one bad
// configuration key costs that key, a body of the wrong kind is one Portuguese message — never a parser's text.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/db';
import { server } from '@mocks/node';
import { renderApp } from '../../utils/render-app';

afterEach(() => vi.restoreAllMocks());

describe('containment of unreadable responses', () => {
  it('an unreadable row is left out, the others show, and a notice says how many', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mine = db.pedidos.filter(
      (p) => p.confirmado && (p.profissionalRequisitante === 101 || p.profissionalResponsavel === 101),
    );
    // Two rows without the one value a row cannot do without: its number.
    Reflect.set(mine[0], 'codigo', null);
    Reflect.set(mine[1], 'codigo', { nada: true });
    renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByText('2 registros não puderam ser exibidos', { exact: false })).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByText(new RegExp(`1 a \\d+ de ${mine.length - 2}$`))).toBeInTheDocument();
    // The console names the endpoint template, not the patient.
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).toContain('GET /api/pedidoCirurgiaMedico/{id}');
    expect(logged).not.toContain(String(mine[0].paciente));
  });

  it('a configuration key that cannot be read costs only that key: no failure toast, the screen works', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    Reflect.set(db.configuracoes, 'statusCancelado', 'não sei');
    Reflect.set(db.configuracoes, 'diasPeriodoFiltroPedidosCirurgia', { dias: 'muitos' });
    renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Falha ao recuperar as configurações do sistema')).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/invalid_type|expected/)).not.toBeInTheDocument();
  });

  it('an HTML page instead of the list is one Portuguese message, without the page or a parser text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/pedidoCirurgiaMedico/:id', () =>
        HttpResponse.text('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>', {
          headers: { 'Content-Type': 'text/html' },
        }),
      ),
    );
    renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    expect(await screen.findByText('Resposta inesperada do servidor.')).toBeInTheDocument();
    expect(screen.queryByText(/Bad Gateway|DOCTYPE|invalid_type/)).not.toBeInTheDocument();
  });

  it('a request summary shows every section it could read when one part is unreadable', async () => {
    const pedido = db.pedidos.find((p) => p.profissionalRequisitante === 101 && p.confirmado)!;
    server.use(
      http.get('*/api/pedidoCirurgia/:id', () =>
        HttpResponse.json({
          id: pedido.id,
          codigo: pedido.codigo,
          paciente: 'ilegível',
          atendimento: 42,
          caraterAtendimento: { descricao: 'ELETIVO' },
        }),
      ),
    );
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const filtro = await screen.findByRole('textbox', { name: 'Filtrar por número do pedido' });
    await user.type(filtro, pedido.codigo);
    const row = await within(await screen.findByRole('table')).findByRole('row', { name: new RegExp(pedido.codigo) });
    await user.click(within(row).getByRole('button', { name: /Resumo/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('ELETIVO')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Não informado').length).toBeGreaterThan(5);
  });
});
