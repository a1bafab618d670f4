import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readWizardDraft, startWizardDraft } from '@/features/wizard/draft/draft-storage';
import { db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import type { WizardForm } from '@/features/wizard/model/form';
import { pickMariaByName } from '../wizard/helpers';
import { PEDIDO_COMPLETO } from '../wizard/resumo/harness';
import { pickOption } from '../../utils/primereact';
import { renderApp, signInAs, naRota } from '../../utils/render-app';

/** A blank demand in the mock (as POST /api/demanda leaves it) and a demand draft (complete, at Resumo, by default). */
function rascunhoNoResumo(state: WizardForm = { ...PEDIDO_COMPLETO, oncologica: '2' }, step = 'resumo') {
  const blank = { ...structuredClone(db.demandas[0]), id: 9500, codigo: 'D2026-9500', salvo: false, itens: [] };
  db.demandas.push(blank);
  signInAs('carlos.mendes');
  startWizardDraft({ demanda: { id: 9500, codigo: 'D2026-9500' } }, '/admin/wizardDemanda', { state, step });
  return blank;
}

describe('/admin/wizardDemanda', () => {
  it("warns of the patient's demands for the procedure chosen (GET /api/demandaPacienteProcedimento)", async () => {
    // LUIZ FERNANDO OLIVEIRA (880028) has the open demand D2026-0101 for the knee replacement.
    rascunhoNoResumo(
      {
        ...PEDIDO_COMPLETO,
        oncologica: '2',
        paciente: { ...PEDIDO_COMPLETO.paciente, nome: 'LUIZ FERNANDO OLIVEIRA', seqPaciente: 880_028 },
        procedimentoPrincipal: null,
      },
      'itensCirurgia',
    );
    const { user } = renderApp('/admin/wizardDemanda', { as: 'carlos.mendes' });
    expect(
      await screen.findByRole('heading', { name: 'Procedimentos Cirúrgicos' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await pickOption(user, 'Procedimento principal *', '0408050497 - ARTROPLASTIA TOTAL PRIMARIA DO JOELHO (240 min)');
    const aviso = await screen.findByRole('dialog', { name: 'Aviso de Duplicidade' });
    expect(within(aviso).getByText('O paciente já possui demandas para este procedimento:')).toBeInTheDocument();
    const linha = within(aviso).getByRole('row', { name: /D2026-0101/ });
    expect(linha).toHaveTextContent('01/09/2026');
    expect(linha).toHaveTextContent('CARLOS EDUARDO MENDES');
  });

  it("opens 'Demanda Cirurgica' with its four steps and creates a blank demand", async () => {
    const antes = db.demandas.length;
    renderApp('/admin/wizardDemanda', { as: 'carlos.mendes' });
    expect(await screen.findByRole('heading', { name: 'Demanda Cirurgica' })).toBeInTheDocument();
    for (const passo of ['Paciente', 'Solicitação', 'Itens da cirurgia', 'Resumo'])
      expect(screen.getAllByText(passo).length).toBeGreaterThan(0);
    expect(screen.queryByText('Cirurgia')).not.toBeInTheDocument();
    await waitFor(() => expect(db.demandas).toHaveLength(antes + 1));
  });

  it('a cold direct visit gets the configured default convênio and caráter of a demand', async () => {
    // A demand's character differs from a request's, so the request's fallback cannot stand in for it.
    db.configuracoes.caraterPadraoDemanda = 2;
    const { user } = renderApp('/admin/wizardDemanda', { as: 'carlos.mendes' });
    await pickMariaByName(user);
    await waitFor(() => expect(readWizardDraft()?.state).toMatchObject({ paciente: { convenio: 1 }, carater: 2 }));
  });

  it('Solicitação asks only what a demand keeps: no priority, anaesthesia, clinical texts or medical area', async () => {
    rascunhoNoResumo({ ...PEDIDO_COMPLETO, oncologica: '2' }, 'solicitacao');
    renderApp('/admin/wizardDemanda', { as: 'carlos.mendes' });
    expect(await screen.findByRole('heading', { name: 'Dados da Solicitação' })).toBeInTheDocument();
    expect(screen.getAllByText(/Lateralidade/).length).toBeGreaterThan(0);
    for (const campo of [
      'Prioridade',
      'Tipo de anestesia',
      'Área médica',
      'Principais sinais e sintomas',
      'Principais resultados de provas diagnósticas',
      'Recursos necessários ao atendimento',
      'História clínica',
    ])
      expect(screen.queryByText(campo, { exact: false })).not.toBeInTheDocument();
  });

  it('Resumo shows the demand’s four cards: patient, encounter, request data, surgery items', async () => {
    rascunhoNoResumo();
    renderApp('/admin/wizardDemanda', { as: 'carlos.mendes' });
    expect(await screen.findByRole('heading', { name: 'Resumo da demanda' })).toBeInTheDocument();
    const secao = screen.getByRole('region', { name: 'Resumo da demanda' });
    const titulos = within(secao)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titulos).toEqual(['Resumo da demanda', 'Paciente', 'Atendimento', 'Dados Solicitação', 'Itens Cirurgia']);
    const dados = within(secao).getByRole('region', { name: 'Dados Solicitação' });
    expect(within(dados).getByText('Indicação cirúrgica')).toBeInTheDocument();
    expect(within(dados).queryByText('Prioridade')).not.toBeInTheDocument();
  });

  it('a failed blank-demand creation is ignored: no dialog, the wizard stays usable', async () => {
    failNext('POST /api/demanda', 500, { mensagem: 'Serviço indisponível' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/admin/wizardDemanda', { as: 'carlos.mendes' });
    expect(await screen.findByRole('heading', { name: 'Demanda Cirurgica' })).toBeInTheDocument();
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Falha ao criar a demanda', 'Serviço indisponível'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();
  });

  it("Enviar shows 'ATENCAO!' once; a failed save says so and keeps the draft; the retry saves and opens the list", async () => {
    const blank = rascunhoNoResumo();
    const { user, router } = renderApp('/admin/wizardDemanda', { as: 'carlos.mendes' });
    expect(await screen.findByRole('heading', { name: 'Resumo da demanda' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const aviso = await screen.findByRole('dialog', { name: 'ATENCAO!' });
    failNext('PUT /api/demanda/:id', 500);
    await user.click(within(aviso).getByRole('button', { name: 'LI E CONCORDO' }));
    const erro = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(within(erro).getByText('Erro ao confirmar demanda')).toBeInTheDocument();
    await user.click(within(erro).getByRole('button', { name: 'OK' }));
    // Agreed to once for this demand: the retry does not ask again.
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await naRota(router, '/admin/minhasDemandas');
    expect(blank.salvo).toBe(true);
    expect(blank.payload).toMatchObject({ salvo: '1', status: '20', profissionalInclusao: '101' });
    expect(await screen.findByText('D2026-9500')).toBeInTheDocument();
  });

  it('Enviar refuses a demand without the oncological answer, in its accent-less words', async () => {
    rascunhoNoResumo({ ...PEDIDO_COMPLETO, oncologica: null });
    const { user } = renderApp('/admin/wizardDemanda', { as: 'carlos.mendes' });
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Informe se e ou nao uma cirurgia oncologica.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'ATENCAO!' })).not.toBeInTheDocument();
  });
});
