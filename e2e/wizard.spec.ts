import { expect, test } from './support/test';
import { capturaParaRevisao } from './support/capturas';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInDialogs } from './support/axe';
import { MockBackend } from './support/mock-backend';
import { pickOption } from './support/primereact';
import { abrirComo, LoginPage } from './pages/login-page';
import { WizardPage } from './pages/wizard-page';

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

test('a resident builds steps 0 and 1 and finds everything as left after a reload', async ({ page }) => {
  const login = new LoginPage(page);
  const wizard = new WizardPage(page);
  await login.goto();
  await login.signIn('julia.souza');
  await page.getByRole('button', { name: 'Novo pedido' }).click();
  await expect(page).toHaveURL('/admin/wizard');
  await expect(page.getByRole('heading', { name: /^Pedido de Cirurgia nº \d+$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'no passo Paciente');

  await wizard.searchByName('maria aparecida');
  const picker = wizard.dialog('Selecione o paciente');
  await expect(picker.getByRole('button', { name: 'Selecionar paciente MARIA APARECIDA DE SOUZA' })).toBeVisible();
  await expectNoSeriousA11yViolationsInDialogs(page, 'na seleção de paciente');
  await picker.getByRole('button', { name: 'Selecionar paciente MARIA APARECIDA DE SOUZA' }).click();
  const encontros = wizard.dialog('Selecione o atendimento ou a internação');
  await expect(encontros.getByRole('button', { name: 'Selecionar internação 48200' })).toBeVisible();
  await expectNoSeriousA11yViolationsInDialogs(page, 'na seleção de atendimento');
  await encontros.getByRole('button', { name: 'Selecionar internação 48200' }).click();
  await expect(page.getByRole('heading', { name: 'Dados do paciente' })).toBeVisible();
  await page.getByLabel('Peso (kg)').fill('68,5');
  await wizard.next();

  await expect(page.getByRole('heading', { name: 'Procedimentos Cirúrgicos' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'no passo Solicitação');
  // For reviewers (screenshots/ is untracked).
  await capturaParaRevisao(page, 'wizard-solicitacao');
  // Próximo on the empty step: the toast, every pending field marked, the focus on the first.
  await wizard.next();
  await wizard.expectPending('Procedimento principal *', 'Informe o procedimento principal');
  await wizard.expectPending('Responsável *', 'Informe o profissional responsável');
  await wizard.expectPending('História clínica *', 'Informe a história clínica');
  await expect(page.getByLabel('Procedimento principal *', { exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'com os campos pendentes marcados');
  await wizard.pickMain('0415020034 - OUTROS PROCEDIMENTOS COM CIRURGIAS SEQUENCIAIS');
  await expectNoSeriousA11yViolationsInDialogs(page, 'no diálogo de quantidade');
  await wizard.quantity('1');
  await expect(page.getByText('Selecione no mínimo 2 procedimentos sequenciais')).toBeVisible();
  await wizard.addSecondary(/TENORRAFIA UNICA/, '2');
  await wizard.addSecondary(/ARTRODESE DE COLUNA/, '1');
  await expect(page.getByText('Selecione no mínimo 2 procedimentos sequenciais')).toBeHidden();
  await expect(page.getByLabel('Duração estimada (minutos)')).toHaveValue('660');
  await pickOption(page, 'Responsável *', '123456 - CARLOS EDUARDO MENDES');
  await pickOption(page, 'Centro cirúrgico *', 'CENTRO CIRÚRGICO CENTRAL');
  await pickOption(page, 'Lateralidade', 'Esquerda');
  await page.getByLabel(/Indicação cirúrgica/).fill('Politrauma com fraturas múltiplas de membro inferior esquerdo.');
  await page.getByText('Sim', { exact: true }).click();

  // The draft is saved as the user types (debounced): reload once it holds the last field typed.
  await page.waitForFunction(() =>
    Object.keys(sessionStorage).some((k) => sessionStorage.getItem(k)?.includes('Politrauma com fraturas')),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Procedimentos Cirúrgicos' })).toBeVisible();
  await expect(page.getByLabel('Duração estimada (minutos)')).toHaveValue('660');
  await expect(page.getByLabel(/Indicação cirúrgica/)).toHaveValue(
    'Politrauma com fraturas múltiplas de membro inferior esquerdo.',
  );
  await expect(
    page.locator('.p-dropdown').filter({ has: page.getByLabel('Lateralidade', { exact: true }) }),
  ).toContainText('Esquerda');
  await expect(
    page.locator('.p-dropdown').filter({ has: page.getByLabel('Responsável *', { exact: true }) }),
  ).toContainText('CARLOS EDUARDO MENDES');
  await expect(page.getByText('0408060425 (2)')).toBeVisible();
  await expect(page.getByText('0408040092 (1)')).toBeVisible();
});

test('a supplementary patient is registered and its duplicate is caught', async ({ page }) => {
  await abrirComo(page, 'carlos.mendes', '/admin/wizard');
  await page.getByRole('button', { name: 'Pedido de Saúde Suplementar' }).click();
  await page.getByRole('button', { name: 'Cadastrar novo paciente' }).click();
  await expectNoSeriousA11yViolations(page, 'no cadastro de paciente');
  const cadastrar = async (nome: string, cpf: string) => {
    await page.getByLabel('Nome *', { exact: true }).fill(nome);
    await page.getByLabel('Data de nascimento *', { exact: true }).fill('04/03/1990');
    await pickOption(page, 'Sexo *', 'Feminino');
    await page.getByLabel('Nome da mãe').fill('joana alves');
    await page.getByLabel('CPF').fill(cpf);
    await page.getByRole('button', { name: 'Cadastrar paciente' }).click();
  };
  await cadastrar('roberto carlos mendonca', '529.982.247-25');
  await expect(page.getByRole('button', { name: 'Clique aqui para utilizá-lo' })).toBeVisible();
  await cadastrar('beatriz alves costa', '111.444.777-35');
  await expect(page.getByText(/Novo prontuário criado: \d+/)).toBeVisible();
  await expect(page.getByText('BEATRIZ ALVES COSTA')).toBeVisible();
});

test('a 500 on the patient search keeps the filters and says so', async ({ page, request }) => {
  await abrirComo(page, 'julia.souza', '/admin/wizard');
  await new MockBackend(request).failNext('GET /api/listarPacientesNome/:nome', 500, 1, 'Sistema legado indisponível');
  await new WizardPage(page).searchByName('maria aparecida');
  await expect(page.getByText('Falha na pesquisa de pacientes: Sistema legado indisponível')).toBeVisible();
  await expect(page.getByLabel('Nome do paciente')).toHaveValue('MARIA APARECIDA');

  // The same search again works; the remaining dialogs are scanned on the way.
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await page.getByRole('button', { name: 'Selecionar paciente MARIA APARECIDA DE SOUZA' }).click();
  await page.getByRole('button', { name: 'Selecionar atendimento 300101' }).click();
  await new WizardPage(page).next();
  await new WizardPage(page).pickMain('0408050896 - TRATAMENTO CIRURGICO DE FRATURA DA DIAFISE DA TIBIA (180 min)');
  const aviso = page.getByRole('dialog', { name: 'Aviso de Duplicidade' });
  await expect(aviso.getByText('2027000')).toBeVisible();
  await expectNoSeriousA11yViolationsInDialogs(page, 'no Aviso de Duplicidade');
  await aviso.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(page.getByText('Deseja realmente cancelar?')).toBeVisible();
  await expectNoSeriousA11yViolationsInDialogs(page, 'no diálogo Cancelar pedido');
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page).toHaveURL('/admin/meusPedidos');
});

test('a patient with team demands is offered them first', async ({ page }) => {
  await abrirComo(page, 'carlos.mendes', '/admin/wizard');
  await page.getByLabel('Prontuário').fill('4100148');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await page.getByRole('button', { name: 'Selecionar paciente LUIZ FERNANDO OLIVEIRA' }).click();
  const demandas = page.getByRole('dialog', { name: 'Demandas do paciente' });
  await expect(demandas.getByText('D2026-0101')).toBeVisible();
  await expectNoSeriousA11yViolationsInDialogs(page, 'no diálogo de demandas');
  await demandas.getByRole('button', { name: 'Selecionar demanda D2026-0101' }).click();
  await expect(page.getByRole('heading', { name: 'Procedimentos Cirúrgicos' })).toBeVisible();
});
