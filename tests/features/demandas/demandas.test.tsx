import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateBR } from '@/lib/dates/format';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { addDays } from '@/lib/dates/wall-clock';
import { db } from '@mocks/db/db';
import { failNext, slowDown } from '@mocks/scenarios';
import { chooseRowAction, menuButtonOf, openMenu } from '../../components/table/row-actions-menu';
import { renderApp } from '../../utils/render-app';
import { abrirFiltros, demandaRow, desdeJulho } from './helpers';

const table = () => screen.findByRole('table', { name: 'Demandas' });

const rowOf = (codigo: string) => demandaRow('Demandas', codigo);

describe('/admin/demandas', () => {
  it('opens on the last 30 days (diasPeriodoFiltroPedidosCirurgia) up to today', async () => {
    const hoje = saoPauloIsoDay();
    const incluida = (id: number, dia: string) => {
      db.demandas.find((d) => d.id === id)!.dataInclusao = `${dia}T10:00:00`;
    };
    incluida(9008, addDays(hoje, -2));
    incluida(9007, addDays(hoje, -40));
    renderApp('/admin/demandas', { as: 'mariana.lima' });
    expect(await rowOf('D2026-0108')).toBeInTheDocument();
    expect(within(await table()).queryByText('D2026-0107')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Inclusão até')).toHaveValue(formatDateBR(hoje));
    expect(screen.getByLabelText('Inclusão de')).toHaveValue(formatDateBR(addDays(hoje, -30)));
  });

  it('the period takes no typing until the configured days arrive, so they never rewrite what was typed', async () => {
    const hoje = saoPauloIsoDay();
    slowDown('GET /api/configuracoes', 400);
    renderApp('/admin/demandas', { as: 'mariana.lima' });
    const inicio = await screen.findByLabelText('Inclusão de');
    expect(inicio).toBeDisabled();
    expect(screen.getByLabelText('Inclusão até')).toBeDisabled();
    await waitFor(() => expect(inicio).toBeEnabled(), { timeout: 5000 });
    expect(inicio).toHaveValue(formatDateBR(addDays(hoje, -30)));
    expect(screen.getByLabelText('Inclusão até')).toBeEnabled();
  });

  it('typing a start date key by key over the shown one keeps it, with no message under the other field', async () => {
    const { user } = renderApp('/admin/demandas', { as: 'mariana.lima' });
    await abrirFiltros(user);
    const inicio = await screen.findByLabelText('Inclusão de');
    await waitFor(() => expect(inicio).toBeEnabled());
    await user.tripleClick(inicio);
    await user.keyboard('01/09/2026');
    expect(inicio).toHaveValue('01/09/2026');
    await user.tab();
    expect(inicio).toHaveValue('01/09/2026');
    expect(screen.queryByText('Informe o período de inclusão.')).not.toBeInTheDocument();
  });

  it('filters by period, centre and ONCO', async () => {
    const { user } = renderApp('/admin/demandas', { as: 'mariana.lima' });
    await desdeJulho(user);
    expect(await within(await table()).findByText('D2026-0107')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(9); // header + 8 saved demands
    const centros = screen.getByRole('group', { name: 'Centros cirúrgicos' });
    await user.click(within(centros).getByRole('button', { name: 'CENTRO CIRÚRGICO CENTRAL' }));
    await waitFor(() => expect(screen.queryByText('D2026-0101')).not.toBeInTheDocument());
    await user.click(within(centros).getByRole('button', { name: 'CENTRO OBSTÉTRICO' }));
    await user.click(within(centros).getByRole('button', { name: 'CENTRO CIRÚRGICO AMBULATORIAL' }));
    // The last centre on stays on.
    expect(within(centros).getByRole('button', { name: 'CENTRO CIRÚRGICO AMBULATORIAL' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'ONCO' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('D2026-0108')).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    failNext('POST /api/demandaCirurgiaGerente', 500, { mensagem: 'Serviço indisponível' });
    const { user } = renderApp('/admin/demandas', { as: 'mariana.lima' });
    expect(await screen.findByText('Serviço indisponível')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await table()).toBeInTheDocument();
  });

  it('a manager adds a note (required), and deletes one after confirming', async () => {
    const { user } = renderApp('/admin/demandas', { as: 'mariana.lima' });
    await desdeJulho(user);
    await chooseRowAction(user, await rowOf('D2026-0106'), 'Anotações');
    const dialog = await screen.findByRole('dialog', { name: 'Anotações da demanda nº D2026-0106' });
    expect(await within(dialog).findByText('CONFIRMAR EXAMES PRE-OPERATORIOS')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar anotação' }));
    // In the dialog (the toast says it too: waiting for one on the whole screen waited out the toast).
    expect(await within(dialog).findByText('Informe a anotação.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Nova anotação'));
    await user.paste('Paciente em avaliação');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar anotação' }));
    expect(await within(dialog).findByText('Paciente em avaliação')).toBeInTheDocument();
    expect(db.anotacoesDemanda.find((a) => a.anotacao === 'Paciente em avaliação')?.pendente).toBe(true);
    await user.click(within(dialog).getAllByRole('button', { name: /^Excluir anotação/ })[0]);
    const confirm = await screen.findByRole('dialog', { name: 'Excluir anotação' });
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(db.anotacoesDemanda.some((a) => a.anotacao === 'Paciente em avaliação')).toBe(false));
  });

  it('an observer sees the notes but no form and no delete, and cannot open a demand', async () => {
    const { user } = renderApp('/admin/demandas', { as: 'roberto.pereira' });
    await desdeJulho(user);
    await user.click(menuButtonOf(await rowOf('D2026-0102')));
    const menu = await openMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Abrir demanda', hidden: true })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Anotações', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Anotações da demanda nº D2026-0102' });
    expect(await within(dialog).findByText(/AGUARDANDO LIBERACAO DE OPME/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Nova anotação')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Excluir anotação/ })).not.toBeInTheDocument();
  });
});
