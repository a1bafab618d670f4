// Prontidão in Pedidos de Cirurgias (docs/decisions/023-prontidao.md): the seed's requests of today + 3,
// one ready and one per kind of pendência (mocks/db/seed-prontidao.ts), in both mock dialects: chips, holders,
// counters that filter, the window kept in the address, the printed 'Mapa de pendências', and an observer opening a
// request's summary.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { PRONTIDAO_PRIMEIRO_ID } from '@mocks/db/seed-prontidao';
import { renderApp } from '../../utils/render-app';

const CODIGOS = ['2027320', '2027321', '2027322', '2027323', '2027324', '2027325', '2027326', '2027327'];
// The first page shows the request in a few seconds on a busy machine.
const tabela = () => screen.findByRole('table', { name: 'Prontidão dos pedidos' }, { timeout: 15_000 });

/** Only the Prontidão seed's requests, so that the counters are theirs. */
function soProntidao() {
  db.pedidos = db.pedidos.filter((p) => p.id >= PRONTIDAO_PRIMEIRO_ID && p.id < PRONTIDAO_PRIMEIRO_ID + 8);
}

function linha(table: HTMLElement, codigo: string) {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('button', { name: `Resumo do pedido ${codigo}` }));
  if (!row) throw new Error(`linha do pedido ${codigo} não encontrada`);
  return row;
}

const codigosDas = (table: HTMLElement) =>
  within(table)
    .getAllByRole('button', { name: /^Resumo do pedido / })
    .map((b) => b.textContent);

describe.each(['default', 'alt'] as const)('Prontidão (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));
  afterEach(() => setDialect('default'));

  it('shows each request of the next 3 days with its pendências and who holds it, ready ones as Pronto', async () => {
    soProntidao();
    // A finalised request leaves the view.
    const finalizado = db.pedidos.find((p) => p.id === PRONTIDAO_PRIMEIRO_ID + 6);
    if (finalizado) finalizado.status = 8;
    const { user, router } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    await screen.findByRole('table', { name: 'Pedidos de cirurgias' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Prontidão' }));
    expect(router.state.location.search).toBe('?prontidao=3');
    const table = await tabela();
    expect(screen.getByRole('button', { name: 'Prontidão' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '3 dias' })).toHaveAttribute('aria-pressed', 'true');
    expect(codigosDas(table)).toHaveLength(7);
    expect(within(table).queryByText('2027326')).not.toBeInTheDocument();

    const pronto = linha(table, '2027320');
    expect(within(pronto).getByText('Pronto')).toBeInTheDocument();
    expect(within(pronto).getByText(/^Gestão há /)).toBeInTheDocument();
    const conferencia = linha(table, '2027321');
    expect(within(conferencia).getByText('Sem conferência')).toHaveAttribute(
      'title',
      'O pedido ainda não passou pela primeira conferência da gestão.',
    );
    expect(within(conferencia).getByText('SLA expirando')).toBeInTheDocument();
    const ane = linha(table, '2027322');
    expect(within(ane).getByText('Parecer ANE pendente')).toHaveAttribute(
      'title',
      'A área ANE deixou o parecer pendente. Justificativa: Aguardando risco cirúrgico.',
    );
    expect(within(ane).getByText(/^ANE há 7 h/)).toBeInTheDocument();
    expect(within(linha(table, '2027323')).getByText('Parecer OPME rejeitado')).toBeInTheDocument();
    const avaliacao = linha(table, '2027324');
    expect(within(avaliacao).getByText('Avaliação anestésica sem parecer')).toBeInTheDocument();
    expect(within(avaliacao).getByText(/^ANE há /)).toBeInTheDocument();
    expect(within(linha(table, '2027325')).getByText('Sem leito')).toBeInTheDocument();
    const desconhecido = linha(table, '2027327');
    expect(within(desconhecido).getByText('Parecer NIR desconhecido')).toBeInTheDocument();
    expect(within(desconhecido).queryByText('Pronto')).not.toBeInTheDocument();
    expect(within(desconhecido).getByText(/^Desconhecido há /)).toBeInTheDocument();
    // By surgery time (the seed's requests are an hour apart, in code order).
    expect(codigosDas(table)).toEqual(CODIGOS.filter((c) => c !== '2027326'));
  });

  it('counts by pendência and by holder; a counter filters the view and, pressed again, lets go', async () => {
    soProntidao();
    const { user } = renderApp('/admin/pedidosCirurgia?prontidao=3', { as: 'mariana.lima' });
    const table = await tabela();
    const pendencias = screen.getByRole('group', { name: 'Pendências' });
    const nomes = within(pendencias)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(nomes).toEqual([
      'Avaliação anestésica sem parecer 1',
      'Parecer ANE pendente 1',
      'Parecer NIR desconhecido 1',
      'Parecer OPME rejeitado 1',
      'Sem conferência 1',
      'Sem leito 1',
      'SLA expirando 1',
      'SLA fora do prazo 1',
    ]);
    const detentores = screen.getByRole('group', { name: 'Com o pedido' });
    expect(within(detentores).getByRole('button', { name: 'Gestão 5' })).toBeInTheDocument();
    expect(within(detentores).getByRole('button', { name: 'Desconhecido 1' })).toBeInTheDocument();

    const ane = within(detentores).getByRole('button', { name: 'ANE 2' });
    await user.click(ane);
    expect(ane).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(codigosDas(table)).toEqual(['2027322', '2027324']));
    await user.click(within(pendencias).getByRole('button', { name: 'Sem leito 1' }));
    await waitFor(() => expect(codigosDas(table)).toEqual(['2027325']));
    await user.click(within(pendencias).getByRole('button', { name: 'Sem leito 1' }));
    await waitFor(() => expect(codigosDas(table)).toHaveLength(8));
  });

  it("keeps the window in the address: '1 dia' leaves the later surgeries out, and the list comes back", async () => {
    soProntidao();
    const { user, router } = renderApp('/admin/pedidosCirurgia?prontidao=7', { as: 'mariana.lima' });
    await tabela();
    expect(screen.getByRole('button', { name: '7 dias' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '1 dia' }));
    expect(router.state.location.search).toBe('?prontidao=1');
    expect(await screen.findByText('Sem pedidos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prontidão' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('table', { name: 'Pedidos de cirurgias' })).toBeInTheDocument();
  });

  it("prints the filtered view as the 'Mapa de pendências', every row's pendências and holder in words", async () => {
    soProntidao();
    const print = vi.fn();
    const real = window.print;
    window.print = print;
    onTestFinished(() => {
      window.print = real;
    });
    const { user } = renderApp('/admin/pedidosCirurgia?prontidao=3', { as: 'mariana.lima' });
    await tabela();
    await user.click(
      within(screen.getByRole('group', { name: 'Pendências' })).getByRole('button', { name: 'Sem conferência 1' }),
    );
    await user.click(screen.getByRole('button', { name: 'Imprimir lista' }));
    const view = await screen.findByRole('region', { name: 'Impressão de Mapa de pendências' });
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(within(view).getByText(/Cirurgias nos próximos: 3 dias; Pendência: Sem conferência$/)).toBeInTheDocument();
    expect(within(view).getByText(/^Impresso em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
    const printed = within(view).getByRole('table');
    expect(
      within(printed)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nº Pedido', 'Paciente', 'Data Cirurgia', 'Pendências', 'Quem está com o pedido']);
    const rows = within(printed).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const cells = within(rows[0])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 2)).toEqual(['2027321', 'SEBASTIAO FERREIRA LOPES']);
    expect(cells[3]).toBe('Sem conferência; SLA expirando');
    expect(cells[4]).toMatch(/^Gestão há /);
  });

  it("an observer sees it too: a request's number opens 'Resumo do pedido', Histórico its log", async () => {
    soProntidao();
    const { user } = renderApp('/admin/pedidosCirurgia?prontidao=3', { as: 'roberto.pereira' });
    const table = await tabela();
    const row = linha(table, '2027322');
    expect(within(row).queryByRole('button', { name: /^Conferência/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Resumo do pedido 2027322' }));
    // The first dialog loads the dialogs' code.
    const resumo = await screen.findByRole('dialog', { name: 'Resumo do pedido nº 2027322' }, { timeout: 10_000 });
    expect(await within(resumo).findByText('TEREZINHA ALVES CORDEIRO')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(resumo).not.toBeInTheDocument());
    await user.click(within(row).getByRole('button', { name: 'Histórico (pedido 2027322)' }));
    const historico = await screen.findByRole('dialog', { name: /Histórico do pedido/ });
    expect(await within(historico).findByText('CONFERIDO')).toBeInTheDocument();
  });
});
