import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cat, db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import { renderApp, naRota } from '../../utils/render-app';
import { chooseRowAction, menuButtonOf } from '../../components/table/row-actions-menu';
import { recordRequests } from '../pedidos/helpers';
import { linhaDe } from './helpers';

// The first test of a file also waits for the screen's code to load (slow on a busy machine).
const table = () => screen.findByRole('table', {}, { timeout: 15_000 });

describe('/admin/pedidosCirurgia', () => {
  it('lists the requests 10 a page with tags, SLA and status dots, and the global search placeholder', async () => {
    const { user } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    expect(within(await table()).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText(/1 a 10 de \d+/)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Pesquise pela descrição dos campos...')).toBeInTheDocument();
    const convp = await linhaDe(user, '2027303');
    expect(within(convp).getByTitle('Saúde suplementar: UNIMED')).toHaveTextContent('CONVP');
    // The SLA is an icon named by its class (a clock, a warning sign), never the status' round dot of the same colour.
    expect(within(convp).getByRole('img', { name: 'SLA: no prazo' })).toHaveClass('pi-clock');
    expect(within(convp).getByText('CONFERIDO')).toBeInTheDocument();
    expect(within(await linhaDe(user, '2027302')).getByRole('img', { name: 'SLA: fora do prazo' })).toHaveClass(
      'pi-exclamation-triangle',
    );
    expect(within(await linhaDe(user, '2027304')).getByRole('img', { name: 'SLA: expirando' })).toHaveClass(
      'pi-hourglass',
    );
    const finalizado = await linhaDe(user, '2027309');
    expect(within(finalizado).queryByRole('img', { name: /^SLA:/ })).not.toBeInTheDocument();
  });

  it('a legend says what the SLA and status dots mean, without hovering', async () => {
    renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    await table();
    const itens = (nome: string) =>
      within(screen.getByRole('group', { name: nome }))
        .getAllByRole('listitem')
        .map((i) => i.textContent);
    expect(itens('Legenda do SLA')).toEqual(['no prazo', 'expirando', 'fora do prazo']);
    await screen.findByRole('group', { name: 'Legenda dos status' });
    expect(itens('Legenda dos status')).toEqual(cat.status.map((s) => s.descricao));
  });

  it("shows 'Sem pedidos' when there are none", async () => {
    db.pedidos = [];
    renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    expect(await screen.findByText('Sem pedidos')).toBeInTheDocument();
  });

  it('a failed load offers a retry that works', async () => {
    // The router's prefetch and the screen's own load both fail (a failed prefetch is read again on mount).
    failNext('POST /api/pedidoCirurgiaGerenteCentroCirurgico', 500, { mensagem: 'Serviço indisponível', times: 2 });
    const { user } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    expect(await screen.findByText('Serviço indisponível')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await table()).toBeInTheDocument();
  });

  it('Buscar sends the centres, campaigns and ONCO chosen; the column filters match by sound', async () => {
    const seen = recordRequests();
    const { user } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    await table();
    // The filters fold into one line that says what is filtered; 'Filtros' opens them.
    expect(screen.queryByRole('button', { name: 'Buscar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    // The centres' names come with their catalogue, which may arrive after the rows the router started loading.
    await user.click(await screen.findByRole('button', { name: 'CENTRO OBSTÉTRICO' }));
    await user.click(screen.getByRole('button', { name: 'ONCO' }));
    expect(screen.getByRole('button', { name: 'ONCO' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(seen.filter((s) => s.includes('GerenteCentroCirurgico'))).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('ELISANGELA PRADO VIEIRA')).not.toBeInTheDocument());
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    for (const row of rows) expect(within(row).getByText('ONCO')).toBeInTheDocument();
    // The line says what the list now shows.
    expect(screen.getByText(/^Período /).textContent).toMatch(
      /^Período \d\d\/\d\d–\d\d\/\d\d · 2 centros · Todos os convênios · Somente ONCO$/,
    );
    await user.click(screen.getByRole('textbox', { name: 'Filtrar por paciente' }));
    await user.paste('dirseu');
    expect(await within(await table()).findByText('DIRCEU APARECIDO BORGES')).toBeInTheDocument();
  });

  it('an observer sees Histórico and the notes without their form, but none of the write actions', async () => {
    const { user } = renderApp('/admin/pedidosCirurgia', { as: 'roberto.pereira' });
    const row = await linhaDe(user, '2027302');
    expect(within(row).getByRole('button', { name: 'Histórico (pedido 2027302)' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Conferência/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Ações do pedido/ })).not.toBeInTheDocument();
    // The notes panel opens read-only.
    await user.click(within(row).getByRole('button', { name: 'Anotações (pedido 2027302)' }));
    const notas = await screen.findByRole('dialog', { name: 'Anotações do pedido nº 2027302' });
    expect(within(notas).queryByRole('button', { name: /Salvar/ })).not.toBeInTheDocument();
  });

  it('Histórico lists the request’s log; Rejeitar is disabled before the first conference', async () => {
    const { user } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    const row = await linhaDe(user, '2027300');
    await user.click(menuButtonOf(row));
    const rejeitar = await screen.findByRole('menuitem', { name: 'Rejeitar', hidden: true });
    expect(rejeitar).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await chooseRowAction(user, await linhaDe(user, '2027302'), 'Histórico');
    const dialog = await screen.findByRole('dialog', { name: /Histórico do pedido/ });
    expect(await within(dialog).findByText('PEDIDO')).toBeInTheDocument();
    expect(within(dialog).getByText('CONFERIDO')).toBeInTheDocument();
  });

  it('Conferência is disabled on a finalised request, its Impressões open the print menu; Reagendar opens the manager wizard', async () => {
    const { user, router } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    const finalizado = await linhaDe(user, '2027309');
    expect(within(finalizado).getByRole('button', { name: 'Conferência (pedido 2027309)' })).toBeDisabled();
    // A finalised request's 'Impressões' open the print menu of the printing feature.
    await chooseRowAction(user, finalizado, 'Impressões');
    const impressao = await screen.findByRole('dialog', { name: 'Impressão do pedido nº 2027309' });
    expect(within(impressao).getByRole('button', { name: /Aviso de Cirurgia/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await chooseRowAction(user, await linhaDe(user, '2027308'), 'Reagendar');
    await naRota(router, '/admin/wizardGerente');
    expect(await screen.findByRole('heading', { name: 'Reagendamento Pedido nº 2027308' })).toBeInTheDocument();
  });

  it(
    "'Sair sem salvar' leaves a conference, after asking, for Pedidos de Cirurgias with its filters",
    { timeout: 60000 },
    async () => {
      const { user, router } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
      await table();
      await user.click(screen.getByRole('button', { name: 'Filtros' }));
      await user.click(screen.getByRole('button', { name: 'ONCO' }));
      await user.click(screen.getByRole('button', { name: 'Buscar' }));
      await waitFor(() => expect(screen.getByText(/^Período /).textContent).toMatch(/ · Somente ONCO$/));
      const [primeira] = within(await table())
        .getAllByRole('row')
        .slice(1);
      await user.click(within(primeira).getByRole('button', { name: /^Conferência \(pedido / }));
      await naRota(router, '/admin/wizardGerente');
      // The manager's own words: the review is left, not the surgeon's request cancelled.
      expect(await screen.findByRole('button', { name: 'Conferir' }, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Sair sem salvar' }));
      const pergunta = await screen.findByRole('dialog', { name: 'Sair sem salvar' });
      expect(pergunta).toHaveTextContent('Sair da conferência sem salvar?');
      await user.click(within(pergunta).getByRole('button', { name: 'Sim' }));
      await naRota(router, '/admin/pedidosCirurgia');
      expect((await screen.findByText(/^Período /)).textContent).toMatch(/ · Somente ONCO$/);
      for (const row of within(await table())
        .getAllByRole('row')
        .slice(1)) {
        expect(within(row).getByText('ONCO')).toBeInTheDocument();
      }
    },
  );
});
