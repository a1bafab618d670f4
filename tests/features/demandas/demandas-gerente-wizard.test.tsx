// The managers' demand wizard in place of the Demandas table ('Abrir demanda'): opened at Resumo from the row's
// record, back to the table with its filters, resumed after a reload, and saved keeping the requester.
import { screen, within } from '@testing-library/react';
import { wizardRuns } from '@/config/wizard-runs';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readWizardDraft, startWizardDraft } from '@/features/wizard/draft/draft-storage';
import type { WizardForm } from '@/features/wizard/model/form';
import { db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import { chooseRowAction } from '../../components/table/row-actions-menu';
import { renderApp } from '../../utils/render-app';
import { demandaRow, desdeJulho } from './helpers';

/** Opens D2026-0101 (patient LUIZ FERNANDO OLIVEIRA, knee arthroplasty, two stored items) from the table. */
async function abrirDemanda(user: UserEvent) {
  await desdeJulho(user);
  await chooseRowAction(user, await demandaRow('Demandas', 'D2026-0101'), 'Abrir demanda');
  expect(await screen.findByRole('heading', { name: 'Demanda Cirurgica nº D2026-0101' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Resumo da demanda' })).toBeInTheDocument();
}

describe('/admin/demandas: Abrir demanda', () => {
  it('the wizard replaces the table at Resumo; Voltar para Demandas brings the table back with its filters', async () => {
    const { user } = renderApp('/admin/demandas', { as: 'mariana.lima' });
    await abrirDemanda(user);
    expect(screen.getAllByText('LUIZ FERNANDO OLIVEIRA').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/ARTROPLASTIA TOTAL PRIMARIA DO JOELHO/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table', { name: 'Demandas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar demanda' })).not.toBeInTheDocument();
    expect(readWizardDraft()?.seed.demandaLida).toMatchObject({ id: 9001, requisitante: { profissional: 101 } });
    await user.click(screen.getByRole('button', { name: 'Voltar para Demandas' }));
    expect(await screen.findByRole('heading', { name: 'Demandas' })).toBeInTheDocument();
    expect(screen.getByLabelText('Inclusão de')).toHaveValue('01/07/2026');
    expect(await demandaRow('Demandas', 'D2026-0101')).toBeInTheDocument();
    expect(readWizardDraft()).toBeNull();
  });

  it('a reload resumes the wizard; a failed save says so and keeps it; the retry keeps the requester, posts only the new item and shows the table', async () => {
    const view = renderApp('/admin/demandas', { as: 'mariana.lima' });
    await abrirDemanda(view.user);
    // The page's address names the correction: a reload of it resumes the wizard.
    const { pathname, search } = view.router.state.location;
    expect(`${pathname}${search}`).toBe(wizardRuns.correcaoDemanda(9001));
    view.unmount();
    // The manager had changed the procedure and added an OPME box when the tab reloaded.
    const draft = readWizardDraft()!;
    const form = draft.state as WizardForm;
    const novo = { id: 602, quantidade: 1, unidadeMedida: null, itemEventual: false, justificativaEventual: '' };
    startWizardDraft(draft.seed, draft.run, {
      state: { ...form, procedimentoPrincipal: 3, itens: { ...form.itens, opme: [...form.itens.opme, novo] } },
      step: 'resumo',
    });

    const { user } = renderApp(`${pathname}${search}`, { as: 'mariana.lima' });
    expect(await screen.findByRole('heading', { name: 'Demanda Cirurgica nº D2026-0101' })).toBeInTheDocument();
    expect((await screen.findAllByText(/HERNIOPLASTIA INGUINAL \(BILATERAL\)/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog', { name: 'ATENCAO!' })).not.toBeInTheDocument();
    failNext('PUT /api/demanda/:id', 500);
    await user.click(screen.getByRole('button', { name: 'Salvar demanda' }));
    const erro = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(within(erro).getByText('Erro ao confirmar demanda')).toBeInTheDocument();
    await user.click(within(erro).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('heading', { name: 'Resumo da demanda' })).toBeInTheDocument();
    expect(db.itensDemandaCriados).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Salvar demanda' }));
    expect(await screen.findByText('Demanda salva.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Demandas' })).toBeInTheDocument();
    const demanda = db.demandas.find((d) => d.id === 9001)!;
    expect(demanda.payload).toMatchObject({
      profissionalInclusao: '101',
      equipeRequisitante: '1',
      status: '20',
      salvo: '1',
    });
    expect(db.itensDemandaCriados).toEqual([{ item: 602, quantidade: 1, demanda: 9001 }]);
    expect(demanda.itens.map((i) => i.item)).toEqual([601, 201, 602]);
    expect(readWizardDraft()).toBeNull();
    await desdeJulho(user);
    expect(
      within(await demandaRow('Demandas', 'D2026-0101')).getByText('HERNIOPLASTIA INGUINAL (BILATERAL)'),
    ).toBeInTheDocument();
  });

  it('a stored item cannot be removed; after a change Voltar para Demandas asks first', async () => {
    const { user } = renderApp('/admin/demandas', { as: 'mariana.lima' });
    await abrirDemanda(user);
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    const travados = await screen.findAllByRole('button', { name: /^Item já salvo na demanda/ });
    expect(travados).toHaveLength(2);
    travados.forEach((b) => expect(b).toBeDisabled());
    expect(screen.queryByRole('button', { name: /^Remover CAIXA OPME PLACA BLOQUEADA TIBIA/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Diárias previstas'), '3');
    await user.click(screen.getByRole('button', { name: 'Voltar para Demandas' }));
    const pergunta = await screen.findByRole('dialog', { name: 'Voltar para Demandas' });
    await user.click(within(pergunta).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByRole('heading', { name: 'Demandas' })).toBeInTheDocument();
    expect(readWizardDraft()).toBeNull();
  });
});
