import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import { pickOption } from '../../utils/primereact';
import { renderApp } from '../../utils/render-app';

async function supplementary(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Pedido de Saúde Suplementar' }));
}

async function register(
  user: ReturnType<typeof renderApp>['user'],
  p: { nome: string; nascimento: string; mae: string; cpf: string },
) {
  await user.click(screen.getByRole('button', { name: 'Cadastrar novo paciente' }));
  await user.type(screen.getByLabelText('Nome *'), p.nome);
  await user.type(screen.getByLabelText('Data de nascimento *'), p.nascimento);
  await pickOption(user, 'Sexo *', 'Masculino');
  await user.type(screen.getByLabelText('Nome da mãe *'), p.mae);
  await user.type(screen.getByLabelText('CPF *'), p.cpf);
  await user.click(screen.getByRole('button', { name: 'Cadastrar paciente' }));
}

describe('/admin/wizard — supplementary health', () => {
  it('search needs prontuário or name, and a name needs the birth date', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await supplementary(user);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('É necessário informar o prontuário ou o nome do paciente!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nome do paciente'), 'roberto{Enter}');
    expect(await screen.findByText('A pesquisa com nome deve ser feita com a data de nascimento!')).toBeInTheDocument();
  });

  it('says when nobody is found by prontuário or by name and birth date', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await supplementary(user);
    await user.type(screen.getByLabelText('Prontuário'), '123{Enter}');
    expect(await screen.findByText('Não foram encontrados pacientes com o prontuário informado.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Prontuário'));
    await user.type(screen.getByLabelText('Nome do paciente'), 'ninguem');
    await user.type(screen.getByLabelText('Data de nascimento'), '01/01/2000{Enter}');
    expect(await screen.findByText('Não foram encontrados pacientes com os dados informados.')).toBeInTheDocument();
  });

  it('registers a new patient (uppercased) and shows the new prontuário; the exams field is enabled', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await supplementary(user);
    await register(user, {
      nome: 'pedro henrique alves',
      nascimento: '04/03/1990',
      mae: 'joana alves',
      cpf: '11144477735',
    });
    expect(await screen.findByText(/^Novo prontuário criado: \d+$/)).toBeInTheDocument();
    // Typed as dd/mm/aaaa in the pt-BR picker, sent as the API's yyyy-MM-dd.
    expect(db.legadoPacientes.at(-1)).toMatchObject({
      NOM_PESSOA: 'PEDRO HENRIQUE ALVES',
      NOM_MAE: 'JOANA ALVES',
      NRO_CPF: '11144477735',
      DAT_NASCIMENTO: '1990-03-04',
    });
    expect(await screen.findByText('PEDRO HENRIQUE ALVES')).toBeInTheDocument();
    expect(screen.getByLabelText('Exames')).toBeEnabled();
  });

  it('requires the registration data', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await supplementary(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar novo paciente' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar paciente' }));
    expect(
      await screen.findByText('Informe o(s) nome, data de nascimento, sexo, nome da mãe, CPF do novo paciente.'),
    ).toBeInTheDocument();
  });

  it('catches a duplicate and offers to use it, which goes to step 1', async () => {
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await supplementary(user);
    await register(user, { nome: 'roberto c mendonca', nascimento: '05/05/1980', mae: 'maria', cpf: '52998224725' });
    await user.click(await screen.findByRole('button', { name: 'Clique aqui para utilizá-lo' }));
    expect(await screen.findByRole('heading', { name: 'Procedimentos Cirúrgicos' })).toBeInTheDocument();
  });

  it('a failed duplicate check and a failed registration say so', async () => {
    failNext('GET /api/verificarPacienteDuplicado/:cpf/:cns/:nome/:mae', 500, { mensagem: 'timeout' });
    const { user } = renderApp('/admin/wizard', { as: 'julia.souza' });
    await supplementary(user);
    await register(user, { nome: 'pedro henrique alves', nascimento: '04/03/1990', mae: 'joana', cpf: '11144477735' });
    expect(
      await screen.findByText('Erro ao verificar se paciente já é existente na base de dados: timeout'),
    ).toBeInTheDocument();
    failNext('POST /api/criarPacienteSuplementar', 500, { mensagem: 'banco indisponível' });
    await user.click(screen.getByRole('button', { name: 'Cadastrar paciente' }));
    expect(await screen.findByText('Erro ao incluir paciente: banco indisponível')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Nome *')).toHaveValue('PEDRO HENRIQUE ALVES'));
  });
});
