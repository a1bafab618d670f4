// Dashboard (wizards-and-management.md §2 'Dashboard', §5 'Dashboard dates', §7 'Dashboard'): the figures a manager
// reads through each chart's table, the five detail dialogs, a failing card, an empty period and the controls.
import { chamadasDaqui } from '@mocks/journal';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addMonths } from '@/features/dashboard/model/datas';
import { cortarRotulo, diasDoEixo } from '@/features/dashboard/model/series';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { db } from '@mocks/db/db';
import { failNext, slowDown } from '@mocks/scenarios';
import { renderApp } from '../../utils/render-app';

const hoje = saoPauloIsoDay();
const inicio = addMonths(hoje, -3);
const noPeriodo = (d: string) => d >= inicio && d <= hoje;
/** The default filters: mariana.lima's centres 1–3, every team, ONCO off. */
const doPadrao = <T extends { centro: number; dataInclusao: string }>(m: T) =>
  m.centro <= 3 && noPeriodo(m.dataInclusao);

const cartao = (titulo: string) => screen.findByRole('region', { name: titulo }, { timeout: 15_000 });
const fmt = (n: number) => n.toLocaleString('pt-BR');

async function tabelaDe(user: ReturnType<typeof renderApp>['user'], titulo: string) {
  const card = await cartao(titulo);
  await user.click(await within(card).findByRole('button', { name: 'Ver tabela' }));
  return within(card).getByRole('table', { name: titulo });
}

describe('Dashboard', () => {
  it('shows the summary and each chart as a table with the period’s figures; the team chart asks for a team', async () => {
    const { user } = renderApp('/admin/dashboard', { as: 'mariana.lima' });
    const pedidos = db.dashboard.pedidos.filter(doPadrao);
    const eletivos = pedidos.filter((p) => !p.urgencia).length;
    const tabela = await tabelaDe(user, 'Eletivo vs Urgência');
    expect(within(tabela).getByRole('row', { name: `ELETIVO ${fmt(eletivos)}` })).toBeInTheDocument();
    const resumo = screen.getByRole('list', { name: 'Resumo' });
    // The period's requests of every centre and team: the totals take only the dates.
    const noPeriodoTotal = db.dashboard.pedidos.filter((p) => noPeriodo(p.dataInclusao)).length;
    await waitFor(() => expect(resumo).toHaveTextContent(`Pedidos no período${fmt(noPeriodoTotal)}`));
    // The accumulated demands are of all time, not of the period beside them.
    expect(within(resumo).getByText('Demandas acumuladas (desde o início)')).toBeInTheDocument();
    expect(resumo).toHaveTextContent(`Demandas acumuladas (desde o início)${fmt(db.dashboard.demandas.length)}`);
    // A series over time reads oldest first, dd/MM/yyyy.
    const incluidos = await tabelaDe(user, 'Pedidos incluídos');
    const datas = within(incluidos)
      .getAllByRole('rowheader')
      .map((c) => c.textContent ?? '');
    expect(datas[0]).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    const iso = datas.map((d) => d.split('/').reverse().join('-'));
    expect(iso).toEqual([...iso].sort());
    const porEquipe = await cartao('Procedimentos realizados por equipe');
    expect(
      within(porEquipe).getByText('Selecione uma equipe para ver os procedimentos realizados.'),
    ).toBeInTheDocument();
  });

  it('opens the five detail dialogs, each a sortable table of its chart', async () => {
    const { user } = renderApp('/admin/dashboard', { as: 'mariana.lima' });
    // PrimeReact's multi-select has no role or label on the wrapper that opens it.
    // eslint-disable-next-line testing-library/no-node-access
    await user.click((await screen.findByLabelText('Equipes', {}, { timeout: 15_000 })).closest('.p-multiselect')!);
    const [opcao] = await screen.findAllByRole('option', { name: 'CIRURGIA GERAL', hidden: true });
    await user.click(opcao);
    await user.keyboard('{Escape}');
    for (const [titulo, coluna] of [
      ['Quantidade Eletivo vs Urgência', 'Caráter'],
      ['Demandas convertidas em pedido', 'Situação'],
      ['Procedimentos realizados por equipe', 'Procedimento'],
      ['Procedimentos incluídos em demanda', 'Procedimento'],
      ['Total de demandas por equipe', 'Equipe'],
    ]) {
      await user.click(await screen.findByRole('button', { name: `Detalhes: ${titulo}` }, { timeout: 15_000 }));
      const dialog = await screen.findByRole('dialog', { name: titulo });
      const tabela = within(dialog).getByRole('table', { name: titulo });
      const cabecalho = within(tabela).getByRole('columnheader', { name: coluna });
      await user.click(cabecalho);
      expect(cabecalho).toHaveAttribute('aria-sort', 'ascending');
      expect(within(tabela).getAllByRole('row').length).toBeGreaterThan(1);
      await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    // Only the chosen team's demands are counted.
    const demandas = db.dashboard.demandas.filter((d) => doPadrao(d) && d.equipe === 2).length;
    const tabela = await tabelaDe(user, 'Demandas por equipe');
    expect(within(tabela).getByRole('row', { name: `CIRURGIA GERAL ${fmt(demandas)}` })).toBeInTheDocument();
  });

  it('a failing call shows its message on that card only, with a retry', async () => {
    failNext('POST /api/listarQuantidadeEletivoVsUrgencia', 500, { mensagem: 'Falha no servidor.' });
    const { user } = renderApp('/admin/dashboard', { as: 'mariana.lima' });
    const card = await cartao('Eletivo vs Urgência');
    expect(await within(card).findByText('Falha no servidor.')).toBeInTheDocument();
    expect(
      await within(await cartao('Demandas por equipe')).findByRole('button', { name: 'Ver tabela' }),
    ).toBeEnabled();
    await user.click(within(card).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(card).findByRole('button', { name: 'Ver tabela' })).toBeInTheDocument();
  });

  it('an empty period says Sem dados no período on every chart', async () => {
    db.dashboard = { pedidos: [], demandas: [] };
    renderApp('/admin/dashboard', { as: 'mariana.lima' });
    await cartao('Demandas por equipe');
    await waitFor(() => expect(screen.getAllByText('Sem dados no período')).toHaveLength(8));
  });

  /** The charts' loads (POST) the back-end receives from now on. */
  const graficosDaqui = () => {
    const chamadas = chamadasDaqui();
    return () => chamadas().filter((c) => c.method === 'POST');
  };

  it('a burst of changes loads each chart once; a reversed period is warned verbatim and not loaded', async () => {
    const { user } = renderApp('/admin/dashboard', { as: 'mariana.lima' });
    await within(await cartao('Demandas por equipe')).findByRole('button', { name: 'Ver tabela' });
    const antes = graficosDaqui();
    // Two clicks in the same instant (userEvent's pace on a busy machine could split them).
    fireEvent.click(screen.getByRole('button', { name: 'ONCO' }));
    fireEvent.click(screen.getByRole('button', { name: 'CENTRO OBSTÉTRICO' }));
    await waitFor(() => expect(antes()).toHaveLength(7));
    await within(await cartao('Eletivo vs Urgência')).findByRole('button', { name: 'Ver tabela' });
    const chamadas = antes();
    expect(new Set(chamadas.map((c) => c.path)).size).toBe(7);
    expect(chamadas.map((c) => c.body)).toEqual(
      chamadas.map(() => ({ filtros: expect.objectContaining({ eOnco: '1', centrosCirurgicos: [1, 2] }) })),
    );
    const dataInicio = screen.getByLabelText(/^Data Início/);
    await user.clear(dataInicio);
    await user.click(dataInicio);
    await user.paste('31/12/2099');
    expect(await screen.findByText('A Data Início não pode ser maior que a Data Fim')).toBeInTheDocument();
    const depois = graficosDaqui();
    await user.click(screen.getByRole('button', { name: 'ONCO' }));
    await waitFor(() => expect(depois()).toHaveLength(7));
    expect(depois().map((c) => c.body)).toContainEqual({
      filtros: expect.objectContaining({ dataInicio: inicio, eOnco: '2' }),
    });
  });

  it('a chart over days has every day of the period, a day without data at zero', async () => {
    const { user } = renderApp('/admin/dashboard', { as: 'mariana.lima' });
    const tabela = await tabelaDe(user, 'Demandas cadastradas');
    const dias = within(tabela)
      .getAllByRole('rowheader')
      .map((c) => (c.textContent ?? '').split('/').reverse().join('-'));
    // docs/decisions.md 'Days without data': the calendar's days, not only those with demands.
    expect(dias).toEqual(diasDoEixo({ dataInicio: inicio, dataFim: hoje }, []));
    const comDemandas = new Set(db.dashboard.demandas.filter(doPadrao).map((d) => d.dataInclusao));
    const vazio = dias.findIndex((d) => !comDemandas.has(d));
    expect(vazio).toBeGreaterThanOrEqual(0);
    expect(within(tabela).getAllByRole('cell')[vazio]).toHaveTextContent(/^0$/);
  });

  it('a pie lists every slice beside it, cut at 50 characters with the whole name on hover, with its value and share', async () => {
    const { user } = renderApp('/admin/dashboard', { as: 'mariana.lima' });
    const card = await cartao('Principais procedimentos das demandas');
    const legenda = await within(card).findByRole('list', { name: 'Legenda: Principais procedimentos das demandas' });
    const entradas = within(legenda).getAllByRole('listitem');
    await user.click(within(card).getByRole('button', { name: 'Ver tabela' }));
    const linhas = within(within(card).getByRole('table')).getAllByRole('row').slice(1);
    expect(entradas).toHaveLength(linhas.length);
    const total = linhas.reduce((n, l) => n + Number(within(l).getByRole('cell').textContent?.replace(/\./g, '')), 0);
    expect(total).toBeGreaterThan(0);
    linhas.forEach((linha, i) => {
      const nome = within(linha).getByRole('rowheader').textContent ?? '';
      const valor = Number(within(linha).getByRole('cell').textContent?.replace(/\./g, ''));
      const fatia = `${fmt(valor)} (${(valor / total).toLocaleString('pt-BR', { style: 'percent', maximumFractionDigits: 1 })})`;
      expect(entradas[i]).toHaveAttribute('title', nome);
      expect(entradas[i]).toHaveTextContent(`${cortarRotulo(nome)}${fatia}`);
    });
    expect(entradas.some((e) => (e.getAttribute('title') ?? '').length > 50)).toBe(true);
  });

  it('Pedidos no período shows it is loading while another period loads, not the previous period’s total', async () => {
    const { user } = renderApp('/admin/dashboard', { as: 'mariana.lima' });
    const resumo = await screen.findByRole('list', { name: 'Resumo' }, { timeout: 15_000 });
    const noPeriodoTotal = db.dashboard.pedidos.filter((p) => noPeriodo(p.dataInclusao)).length;
    await waitFor(() => expect(resumo).toHaveTextContent(`Pedidos no período${fmt(noPeriodoTotal)}`));
    // The next period's totals stay unanswered while the card is read.
    slowDown('POST /api/listarTotalPedido', 60_000, 1);
    const dataInicio = screen.getByLabelText(/^Data Início/);
    await user.clear(dataInicio);
    await user.click(dataInicio);
    await user.paste(addMonths(hoje, -1).split('-').reverse().join('/'));
    const card = within(resumo)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith('Pedidos no período'));
    await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'true'));
    expect(card).toHaveTextContent('Pedidos no período…');
  });
});
