import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { readWizardDraft } from '@/features/wizard/draft/draft-storage';
import { db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import { chooseRowAction } from '../../components/table/row-actions-menu';
import { renderApp, naRota } from '../../utils/render-app';
import { demandaRow } from './helpers';

const table = () => screen.findByRole('table', { name: 'Minhas demandas' });
const rowOf = (codigo: string) => demandaRow('Minhas demandas', codigo);

describe('/admin/minhasDemandas', () => {
  it('lists the team’s open demands with the pending-note dot, not the converted or cancelled ones', async () => {
    renderApp('/admin/minhasDemandas', { as: 'carlos.mendes' });
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(4); // header + 9001, 9002, 9003
    expect(screen.queryByText('D2026-0104')).not.toBeInTheDocument();
    expect(screen.queryByText('D2026-0105')).not.toBeInTheDocument();
    const row = await rowOf('D2026-0102');
    expect(within(row).getByRole('button', { name: /Anotações \(há anotação pendente\)/ })).toBeInTheDocument();
    expect(within(row).getByText('HERNIOPLASTIA INGUINAL (BILATERAL)')).toBeInTheDocument();
  });

  it('Resumo opens the demand’s printable summary in a window that keeps its opener (the dev mock reads the tab’s data)', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    onTestFinished(() => open.mockRestore());
    const { user } = renderApp('/admin/minhasDemandas', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf('D2026-0101'), 'Resumo');
    expect(open).toHaveBeenCalledTimes(1);
    const [url, alvo, recursos] = open.mock.calls[0];
    expect(String(url)).toMatch(/\/resumoDemanda\/9001$/);
    expect(alvo).toBe('_blank');
    expect(recursos ?? '').not.toContain('noopener');
  });

  it("shows 'Sem Demandas' when the team has none", async () => {
    db.demandas = [];
    renderApp('/admin/minhasDemandas', { as: 'carlos.mendes' });
    expect(await screen.findByText('Sem Demandas')).toBeInTheDocument();
  });

  it('a failed load offers a retry that works', async () => {
    failNext('GET /api/minhasDemandas/:id', 500, { mensagem: 'Serviço indisponível' });
    const { user } = renderApp('/admin/minhasDemandas', { as: 'carlos.mendes' });
    expect(await screen.findByText('Serviço indisponível')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await table()).toBeInTheDocument();
  });

  it("a new demand needs 'LI E CONCORDO' on the 'ATENÇÃO!' notice", async () => {
    const { user, router } = renderApp('/admin/minhasDemandas', { as: 'carlos.mendes' });
    await user.click(await screen.findByRole('button', { name: 'Nova demanda' }));
    const dialog = await screen.findByRole('dialog', { name: 'ATENÇÃO!' });
    expect(within(dialog).getByText(/Uma demanda não é uma solicitação de cirurgia/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'LI E CONCORDO' }));
    await naRota(router, '/admin/wizardDemanda');
  });

  it('cancelling needs observations; a failure keeps them; then the demand leaves the list', async () => {
    const { user } = renderApp('/admin/minhasDemandas', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf('D2026-0103'), 'Cancelar demanda');
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar demanda nº D2026-0103' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    // In the dialog (the toast says it too: waiting for one on the whole screen waited out the toast).
    expect(await within(dialog).findByText('É necessário informar o motivo de cancelamento!')).toBeInTheDocument();
    failNext('PUT /api/cancelarDemanda/:id', 409, { mensagem: 'Demanda em uso.' });
    await user.click(within(dialog).getByLabelText('Observações do cancelamento'));
    await user.paste('Paciente desistiu');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByText('Demanda em uso.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Observações do cancelamento')).toHaveValue('Paciente desistiu');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(db.demandas.find((d) => d.id === 9003)?.situacao).toBe('cancelada'));
    expect(db.demandas.find((d) => d.id === 9003)?.observacoesCancelamento).toBe('Paciente desistiu');
    await waitFor(() => expect(screen.queryByText('D2026-0103')).not.toBeInTheDocument());
  });

  it('notes open read-only and clear the pending dot', async () => {
    const { user } = renderApp('/admin/minhasDemandas', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf('D2026-0102'), 'Anotações (há anotação pendente)');
    const dialog = await screen.findByRole('dialog', { name: 'Anotações da demanda nº D2026-0102' });
    expect(await within(dialog).findByText(/AGUARDANDO LIBERACAO DE OPME/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Nova anotação')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(async () =>
      expect(within(await rowOf('D2026-0102')).getByRole('button', { name: /^Anotações \(demanda/ })).toBeVisible(),
    );
  });

  it("'Transformar em pedido' creates the request and opens the wizard at Solicitação with the demand", async () => {
    const { user, router } = renderApp('/admin/minhasDemandas', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf('D2026-0101'), 'Transformar em pedido');
    const dialog = await screen.findByRole('dialog', { name: 'Transformar em pedido' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByRole('heading', { name: 'Solicitação' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/wizard');
    expect(readWizardDraft()?.run).toMatch(/[?&]demanda=9001(&|$)/);
  });
});
