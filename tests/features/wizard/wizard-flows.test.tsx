import { screen, waitFor, within } from '@testing-library/react';
import { wizardRuns } from '@/config/wizard-runs';
import { describe, expect, it } from 'vitest';
import { readWizardDraft } from '@/features/wizard/draft/draft-storage';
import { db } from '@mocks/db/db';
import { renderApp, naRota } from '../../utils/render-app';
import { pickMariaByName } from './helpers';

describe('/admin/wizard — flows', () => {
  it('going back to Paciente asks to confirm that all data will be lost, then restarts', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await pickMariaByName(user);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { name: 'Procedimentos Cirúrgicos' });
    // Anterior back to step 0 is free and keeps the patient.
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('heading', { name: 'Dados do paciente' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { name: 'Procedimentos Cirúrgicos' });
    await user.click(screen.getByText('Paciente'));
    expect(await screen.findByText('Todos os dados preenchidos serão perdidos. Deseja continuar?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Dados do paciente' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Nome do paciente')).toHaveValue('');
    await waitFor(() => expect(JSON.stringify(readWizardDraft())).not.toContain('MARIA APARECIDA'));
  });

  it('choosing a team demand creates the request from it and continues at step 1 on it', async () => {
    const { user, router } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await user.type(await screen.findByLabelText('Prontuário'), '4100148');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Selecione o paciente' })).getByRole('button', {
        name: /Selecionar paciente/,
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Demandas do paciente' })).getByRole('button', {
        name: 'Selecionar demanda D2026-0101',
      }),
    );
    const criado = db.pedidos.at(-1)!;
    // The same page goes on with the new request at its own address (no reload).
    expect(await screen.findByRole('heading', { name: `Pedido de Cirurgia nº ${criado.codigo}` })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Solicitação', level: 2 })).toBeInTheDocument();
    expect(criado).toMatchObject({ idDemanda: 9001, procedimentoPrincipal: 6, profissionalRequisitante: 102 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      wizardRuns.transformacao(criado, 9001),
    );
    expect(readWizardDraft()).toMatchObject({
      run: wizardRuns.transformacao(criado, 9001),
      step: 'solicitacao',
      // The request created on the way sits beside the form (docs/decisions/030-um-escritor-do-rascunho.md).
      registro: { pedido: { id: criado.id } },
    });
  });

  it('an open admission forces urgency/emergency and locks the character', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await user.type(await screen.findByLabelText('Nº da internação'), '51001');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Selecione o paciente' })).getByRole('button', {
        name: /JOSE CARLOS DA SILVA/,
      }),
    );
    await user.click(
      within(
        await screen.findByRole('dialog', { name: /^Selecione o atendimento ou a internação de [A-Z ]+$/ }),
      ).getByRole('button', { name: 'Selecionar internação 51001' }),
    );
    await screen.findByRole('heading', { name: 'Dados do paciente' });
    expect(screen.getByText('GMR')).toBeInTheDocument();
    const painel = screen.getByRole('region', { name: 'Dados do paciente' });
    expect(within(painel).getByText('Nº da internação')).toBeInTheDocument();
    expect(within(painel).getByText('51001')).toBeInTheDocument();
    expect(within(painel).getByText('Data da internação')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Paciente com internação aberta: urgência/emergência.')).toBeInTheDocument();
    await waitFor(() => expect(readWizardDraft()?.state).toMatchObject({ carater: 2 }));
  });

  it('the draft survives session expiry: after signing in again the wizard is as it was left', async () => {
    const { user, router } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await pickMariaByName(user);
    await user.type(screen.getByLabelText('E-mail'), 'maria@email.com');
    db.sessions.clear();
    await user.click(screen.getByRole('link', { name: 'Minhas Demandas' }));
    // Leaving with data asks first; the draft stays either way.
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sair do pedido' })).getByRole('button', { name: 'Sair' }),
    );
    await naRota(router, '/auth/login');
    // Signed out, the draft is kept out of clear storage for the same user (docs/decisions/014-lock-and-export.md).
    const guardado = () => Object.keys(sessionStorage).map((k) => sessionStorage.getItem(k) ?? '');
    await waitFor(() => expect(guardado().join('\n')).not.toMatch(/maria@email\.com|MARIA APARECIDA/));
    await user.type(await screen.findByLabelText('Usuário'), 'julia.souza');
    await user.type(screen.getByLabelText('Senha'), 'senha123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await naRota(router, '/admin/wizard');
    expect(await screen.findByRole('heading', { name: 'Dados do paciente' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria@email.com');
  });
});
