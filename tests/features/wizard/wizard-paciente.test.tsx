import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readWizardDraft, registroDoRascunho } from '@/features/wizard/draft/draft-storage';
import { db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import { renderApp, naRota } from '../../utils/render-app';
import { pickMariaByName } from './helpers';

describe('/admin/wizard — step 0 Paciente', () => {
  it('creates the draft request on entry and titles the wizard with its code', async () => {
    const before = db.pedidos.length;
    renderApp('/admin/wizard', { as: 'julia.souza' });
    const novo = await waitFor(() => {
      expect(db.pedidos.length).toBe(before + 1);
      return db.pedidos.at(-1)!;
    });
    expect(await screen.findByRole('heading', { name: `Pedido de Cirurgia nº ${novo.codigo}` })).toBeInTheDocument();
    await waitFor(() => {
      const draft = readWizardDraft();
      expect(draft && registroDoRascunho(draft).pedido).toEqual({ id: novo.id, codigo: novo.codigo });
    });
  });

  it('finds a patient by name, picks the encounter, loads its exams and saves the records on Próximo', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await pickMariaByName(user);
    expect(screen.getByText('4100000')).toBeInTheDocument();
    // The chosen encounter: its FAA and its date in the patient panel.
    const painel = screen.getByRole('region', { name: 'Dados do paciente' });
    expect(within(painel).getByText('FAA')).toBeInTheDocument();
    expect(within(painel).getByText('300101')).toBeInTheDocument();
    expect(within(painel).getByText('Data do atendimento')).toBeInTheDocument();
    expect(within(painel).getByText('10/11/2026 09:30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { name: 'Procedimentos Cirúrgicos' })).toBeInTheDocument();
    expect(db.pacientesSalvos.at(-1)).toMatchObject({ nome: 'MARIA APARECIDA DE SOUZA', idLegado: 880000 });
    expect(db.atendimentosSalvos.at(-1)).toMatchObject({ numeroFAA: '300101' });
    // An encounter, not an admission: no empty admission record is created.
    expect(db.internacoesSalvas).toHaveLength(0);
    expect(readWizardDraft()?.state).toMatchObject({ exames: [101, 102, 103] });
  });

  it.each([
    ['Prontuário', '123', 'Registro não encontrado'],
    ['FAA / Ficha de emergência', '999', 'Número de ficha não econtrado'],
    ['Nº da internação', '999', 'Número de internação não econtrado'],
    ['Nome do paciente', 'FULANO DE TAL NINGUEM', 'Nome de paciente não encontrado'],
  ])('searching by %s that finds nobody says so', async (label, value, message) => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await user.type(await screen.findByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('refuses negative numbers and short names, and needs a filter', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await user.click(await screen.findByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Informe ao menos um filtro para a pesquisa.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Prontuário'), '-5');
    expect(await screen.findByText('Valor negativo não permitido')).toBeInTheDocument();
    expect(screen.getByLabelText('Prontuário')).toHaveValue('5');
    await user.clear(screen.getByLabelText('Prontuário'));
    await user.type(screen.getByLabelText('Nome do paciente'), 'maria');
    expect(screen.getByLabelText('Nome do paciente')).toHaveValue('MARIA');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('O nome do paciente deve ter no mínimo 10 caracteres.')).toBeInTheDocument();
  });

  it('a failed search keeps the filters and says so', async () => {
    failNext('GET /api/listarPacientesNome/:nome', 500, { mensagem: 'Sistema legado indisponível' });
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await user.type(await screen.findByLabelText('Nome do paciente'), 'maria aparecida');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Falha na pesquisa de pacientes: Sistema legado indisponível')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do paciente')).toHaveValue('MARIA APARECIDA');
  });

  it('Próximo without a patient gives the pending items; skipping is refused', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await user.click(await screen.findByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Informe o paciente')).toBeInTheDocument();
    await pickMariaByName(user);
    await user.click(screen.getByText('Itens'));
    expect(await screen.findByText('Nao e possivel pular passos.')).toBeInTheDocument();
  });

  it('a patient with team demands shows them first', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await user.type(await screen.findByLabelText('Prontuário'), '4100148');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    const picker = await screen.findByRole('dialog', { name: 'Selecione o paciente' });
    await user.click(within(picker).getByRole('button', { name: /Selecionar paciente/ }));
    const demandas = await screen.findByRole('dialog', { name: 'Demandas do paciente' });
    expect(within(demandas).getByText('D2026-0101')).toBeInTheDocument();
    await user.click(within(demandas).getByRole('button', { name: 'Não usar demanda' }));
    expect(
      await screen.findByRole('dialog', { name: /^Selecione o atendimento ou a internação de [A-Z ]+$/ }),
    ).toBeInTheDocument();
  });

  it('closing the encounter dialog discards the patient', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await user.type(await screen.findByLabelText('Prontuário'), '4100000');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Selecione o paciente' })).getByRole('button', {
        name: /Selecionar paciente/,
      }),
    );
    await screen.findByRole('dialog', { name: /^Selecione o atendimento ou a internação de [A-Z ]+$/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Dados do paciente' })).not.toBeInTheDocument());
  });

  it('an invalid phone raises the alert; e-mail without @ is refused', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await pickMariaByName(user);
    const tel = screen.getByLabelText('Telefone');
    await user.clear(tel);
    await user.type(tel, '1483221100');
    await user.tab();
    expect(await screen.findByText('Número de telefone inválido')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const cel = screen.getByLabelText('Celular');
    await user.clear(cel);
    await user.type(cel, '14322110000');
    await user.tab();
    expect(await screen.findByText('Número de celular inválido')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByLabelText('E-mail'));
    await user.paste('maria.email.com');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    // Under the field and in the toast: waiting for a single one waited out the toast's life.
    expect(await screen.findAllByText('Formato inválido de email')).toHaveLength(2);
  });

  it('phones show their mask and are stored as digits with the 14 area code; a 9-digit phone moves to Celular', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await pickMariaByName(user);
    const tel = screen.getByLabelText('Telefone');
    await user.clear(tel);
    await user.type(tel, '32211000');
    await user.tab();
    await waitFor(() => expect(readWizardDraft()?.state).toMatchObject({ paciente: { telefone: '1432211000' } }));
    await user.clear(tel);
    await user.type(tel, '14991234567');
    await user.tab();
    await waitFor(() =>
      expect(readWizardDraft()?.state).toMatchObject({ paciente: { telefone: '', celular: '14991234567' } }),
    );
    expect(tel).toHaveValue('');
    expect(screen.getByLabelText('Celular')).toHaveValue('(14) 99123-4567');
  });

  it('Próximo marks step 0’s pending fields like step 1’s: message under each, aria-invalid, focus on the first', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await pickMariaByName(user);
    await user.click(screen.getByLabelText('E-mail'));
    await user.paste('maria.email.com');
    await user.type(screen.getByLabelText('Peso (kg)'), '501');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    // The toast and the message under the field.
    await waitFor(() => expect(screen.getAllByText('Formato inválido de email')).toHaveLength(2));
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Formato inválido de email'));
    const peso = screen.getByLabelText('Peso (kg)');
    expect(peso).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    // Corrected, the mark goes.
    await user.clear(email);
    await user.type(email, 'maria@email.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(peso).toHaveAttribute('aria-invalid', 'true');
  });

  it("'Cancelar pedido' asks, then clears the draft and returns to Meus Pedidos", async () => {
    const { user, router } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    expect(await screen.findByText('Deseja realmente cancelar?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await naRota(router, '/admin/meusPedidos');
    expect(readWizardDraft()).toBeNull();
  });
});
