import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { pickOption } from '../../utils/primereact';
import { renderApp } from '../../utils/render-app';
import { bodyRows, rowOf } from '../../features/pedidos/helpers';
import { menuButtonOf, menuItemOf, openMenu } from './row-actions-menu';

const table = () => screen.findByRole('table');
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
/** The dd/mm/yyyy dates of a column on screen, as times. */
const datesOf = (column: number) =>
  bodyRows().map((r) => {
    const [, d, m, y] =
      /(\d{2})\/(\d{2})\/(\d{4})/.exec(within(r).getAllByRole('cell')[column].textContent ?? '') ?? [];
    return new Date(Number(y), Number(m) - 1, Number(d)).getTime();
  });

/** jsdom reports every max-width query as matching: a phone. */
function asPhone() {
  const desktop = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...desktop(query), matches: query.includes('max-width') });
  onTestFinished(() => {
    window.matchMedia = desktop;
  });
}

describe('table shell on Meus Pedidos', () => {
  it('sorts a date column by its value, both ways, and says so with aria-sort', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await table();
    expect(header('Data do Pedido')).not.toHaveAttribute('aria-sort', 'ascending');
    await user.click(header('Data do Pedido'));
    await waitFor(() => expect(header('Data do Pedido')).toHaveAttribute('aria-sort', 'ascending'));
    const sorted = (dates: number[], order: 1 | -1) =>
      dates.every((d, i) => i === 0 || order * (d - dates[i - 1]) >= 0);
    await waitFor(() => expect(sorted(datesOf(3), 1)).toBe(true));
    const asc = datesOf(3);
    expect(asc.every(Number.isFinite)).toBe(true);
    await user.click(header('Data do Pedido'));
    await waitFor(() => expect(header('Data do Pedido')).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(sorted(datesOf(3), -1)).toBe(true));
    const desc = datesOf(3);
    // The whole list is sorted, not the page: the newest comes after every date of the oldest page.
    expect(desc[0]).toBeGreaterThanOrEqual(Math.max(...asc));
    expect(desc[0]).toBeGreaterThan(asc[0]);
  });

  it('sorts request numbers and keeps one column sorted at a time', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await table();
    await user.click(header('Nº Pedido'));
    await user.click(header('Nº Pedido'));
    await waitFor(() => expect(header('Nº Pedido')).toHaveAttribute('aria-sort', 'descending'));
    const codigos = bodyRows().map((r) =>
      Number(/\d{7}/.exec(within(r).getAllByRole('cell')[0].textContent ?? '')?.[0]),
    );
    expect(codigos.every(Number.isFinite)).toBe(true);
    expect(codigos).toEqual([...codigos].sort((a, b) => b - a));
    await user.click(header('Paciente'));
    await waitFor(() => expect(header('Paciente')).toHaveAttribute('aria-sort', 'ascending'));
    expect(header('Nº Pedido')).not.toHaveAttribute('aria-sort', 'descending');
  });

  it('offers 10, 25, 50 and 100 rows a page, starting at 10', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await table();
    expect(bodyRows()).toHaveLength(10);
    const total = Number(/de (\d+)$/.exec(screen.getByText(/^1 a 10 de \d+$/).textContent ?? '')?.[1]);
    await pickOption(user, 'Linhas por página', '25');
    const shown = Math.min(25, total);
    await waitFor(() => expect(bodyRows()).toHaveLength(shown));
    expect(screen.getByText(`1 a ${shown} de ${total}`)).toBeInTheDocument();
  });

  it('reaches every menu action by keyboard: Enter opens the menu, arrows move, Enter opens the dialog', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const dialogs = ['Favoritar pedido nº 2027006', 'Cancelar pedido nº 2027006', 'Histórico do pedido nº 2027006'];
    for (const [i, name] of dialogs.entries()) {
      const row = await rowOf(user, '2027006');
      const button = within(row).getByRole('button', { name: 'Ações do pedido 2027006' });
      button.focus();
      await user.keyboard('{Enter}');
      const menu = await openMenu('Ações do pedido 2027006');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(
        within(menu)
          .getAllByRole('menuitem', { hidden: true })
          .map((m) => m.getAttribute('aria-label')),
      ).toEqual(['Favoritar', 'Cancelar', 'Ver histórico', 'Impressão']);
      // PrimeReact focuses the list when its opening transition ends (timers): slow under a loaded machine.
      await waitFor(() => expect(menu).toHaveFocus(), { timeout: 3000 });
      for (let k = 0; k < i; k += 1) await user.keyboard('{ArrowDown}');
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name });
      expect(dialog).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
    }
  });

  it("one menu serves every row: another row's '⋯' closes the first row's actions and shows its own", async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await table();
    const [first, second] = bodyRows();
    await user.click(menuButtonOf(first));
    const firstName = menuButtonOf(first).getAttribute('aria-label') ?? '';
    expect(await openMenu(firstName)).toBeInTheDocument();
    await user.click(menuButtonOf(second));
    const secondName = menuButtonOf(second).getAttribute('aria-label') ?? '';
    expect(secondName).not.toBe(firstName);
    expect(await openMenu(secondName)).toBeInTheDocument();
    expect(menuButtonOf(second)).toHaveAttribute('aria-expanded', 'true');
    expect(menuButtonOf(first)).toHaveAttribute('aria-expanded', 'false');
    // The same button again closes it.
    await user.click(menuButtonOf(second));
    await waitFor(() => expect(menuButtonOf(second)).toHaveAttribute('aria-expanded', 'false'));
  });

  it('the row keeps Resumo, Anotações and Documentos as its own named buttons', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const row = await rowOf(user, '2027006');
    // The actions' cell (the row's 'A fazer' chips are buttons named by their words).
    const names = within(within(row).getAllByRole('cell').at(-1)!)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Resumo (pedido 2027006)',
      'Anotações (pedido 2027006)',
      'Documentos (pedido 2027006)',
      'Ações do pedido 2027006',
    ]);
  });

  it('a cancelled request’s menu has Favoritar and Cancelar disabled', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await table();
    await pickOption(user, 'Filtrar por status', 'CANCELADO');
    await waitFor(() => expect(bodyRows().every((r) => within(r).queryByText('CANCELADO'))).toBe(true));
    const row = bodyRows()[0];
    expect(await menuItemOf(user, row, 'Favoritar')).toHaveAttribute('aria-disabled', 'true');
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Cancelar', hidden: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Ver histórico', hidden: true })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(menuButtonOf(row)).toHaveAttribute('aria-expanded', 'true');
  });

  it('on a phone the column filters sit behind a Filtros button that counts the active ones', async () => {
    asPhone();
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await table();
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Filtrar por paciente' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pesquisa geral' })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Filtrar por paciente' }), 'maria');
    expect(screen.getByRole('button', { name: 'Filtros (1)' })).toBeInTheDocument();
    await pickOption(user, 'Filtrar por status', 'CANCELADO');
    await user.click(screen.getByRole('button', { name: 'Filtros (2)' }));
    expect(screen.getByRole('button', { name: 'Filtros (2)' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Filtrar por paciente' })).not.toBeInTheDocument();
    // Hidden filters still apply.
    await waitFor(() => expect(bodyRows().every((r) => within(r).queryByText('CANCELADO'))).toBe(true));
  });

  it('on a desktop the filters stay in view without a Filtros button', async () => {
    renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await table();
    expect(screen.getByRole('textbox', { name: 'Filtrar por paciente' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filtros/ })).not.toBeInTheDocument();
  });
});

describe("a list's 'Imprimir lista'", () => {
  it('prints the rows of every page as text under the screen, its filters, the user and the time', async () => {
    const print = vi.fn();
    const real = window.print;
    window.print = print;
    onTestFinished(() => {
      window.print = real;
    });
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await screen.findByRole('table', undefined, { timeout: 10_000 });
    const shown = screen.getByText(/\d+ a \d+ de \d+/).textContent ?? '';
    const total = Number(/de (\d+)/.exec(shown)?.[1]);
    expect(total).toBeGreaterThan(10);
    await user.click(screen.getByRole('button', { name: 'Imprimir lista' }));

    const view = await screen.findByRole('region', { name: 'Impressão de Meus Pedidos' });
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    const printed = within(view).getByRole('table');
    expect(within(view).getByRole('heading', { name: 'Meus Pedidos' })).toBeInTheDocument();
    expect(within(view).getByText('Filtros: nenhum')).toBeInTheDocument();
    expect(within(view).getByText('Usuário: CARLOS EDUARDO MENDES (carlos.mendes)')).toBeInTheDocument();
    expect(within(view).getByText(/^Impresso em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
    const rows = within(printed).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(total);
    expect(within(printed).queryByRole('button')).not.toBeInTheDocument();
    expect(within(printed).queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();

    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Impressão de Meus Pedidos' })).not.toBeInTheDocument(),
    );
  });
});
