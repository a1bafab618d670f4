import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInDialogs } from './support/axe';
import { MockBackend } from './support/mock-backend';
import { abrirComo } from './pages/login-page';
import { ImpressaoPage } from './pages/impressao';

// Printing: a finished request's surgery notice, its reprint, and the AIH request; each document opens in
// a new window served by the mock systems API.

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

test('a surgeon prints the surgery notice, reprints it after confirming, and requests an AIH', async ({
  page,
  request,
}) => {
  const backend = new MockBackend(request);
  const impressao = new ImpressaoPage(page);
  await abrirComo(page, 'carlos.mendes', '/admin/meusPedidos');
  await expect(impressao.lista.table()).toBeVisible();

  // The menu of a finished request, then the notice's form.
  const menu = await impressao.menu('2027019');
  await expect(menu.getByRole('button', { name: 'Pedido de Internação' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'no menu de impressão');
  await menu.getByRole('button', { name: 'Aviso de Cirurgia' }).click();
  const aviso = page.getByRole('dialog', { name: 'Aviso de Cirurgia — pedido nº 2027019' });
  await aviso.getByLabel('Observações').fill('LEVAR EXAMES DE IMAGEM NO DIA');
  await expectNoSeriousA11yViolations(page, 'no Aviso de Cirurgia');

  // A failed save: the warning, and the form keeps what was typed.
  await backend.failNext('PUT /api/dadosImpressaoAvisoCirurgia/:id', 500);
  await aviso.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.getByText('Erro ao imprimir!')).toBeVisible();
  await expect(page.getByText('Atenção!')).toBeVisible();
  await expect(aviso.getByLabel('Observações')).toHaveValue('LEVAR EXAMES DE IMAGEM NO DIA');

  // Saved, then the document opens in a new window with the observations printed.
  const doc = await impressao.documentOpenedBy(aviso.getByRole('button', { name: 'Imprimir' }));
  await expect(doc.getByRole('heading', { name: 'Aviso de Cirurgia' })).toBeVisible();
  await expect(doc.getByText('LEVAR EXAMES DE IMAGEM NO DIA')).toBeVisible();
  expect(new URL(doc.url()).pathname).toBe('/systems/avisoCirurgia/1019');
  await expectNoSeriousA11yViolations(doc, 'no documento Aviso de Cirurgia');
  await doc.close();
  await expect(aviso).toBeHidden();

  // Reopening asks to confirm the reprint.
  await impressao.choose('2027019', 'Aviso de Cirurgia');
  const reimprimir = page.getByRole('dialog', { name: 'Reimprimir documento' });
  await expect(reimprimir).toContainText('já foi impresso em');
  await expectNoSeriousA11yViolationsInDialogs(page, 'na confirmação de reimpressão');
  const again = await impressao.documentOpenedBy(reimprimir.getByRole('button', { name: 'Sim' }));
  await expect(again.getByText('LEVAR EXAMES DE IMAGEM NO DIA')).toBeVisible();
  await again.close();

  // The AIH request through its three steps.
  await impressao.choose('2027019', 'Solicitação de AIH');
  const aih = page.getByRole('dialog', { name: 'Solicitação de AIH — pedido nº 2027019' });
  await expect(aih.getByRole('heading', { name: /Etapa 1 de 3/ })).toBeVisible();
  await aih.getByLabel('Nome da mãe').fill('ana maria dos santos');
  await expect(aih.getByLabel('Nome da mãe')).toHaveValue('ANA MARIA DOS SANTOS');
  await expectNoSeriousA11yViolations(page, 'na AIH, identificação do paciente');
  await aih.getByRole('button', { name: 'Próximo' }).click();
  await expect(aih.getByRole('heading', { name: /Etapa 2 de 3/ })).toBeVisible();
  await aih.getByLabel('Principais sinais e sintomas clínicos').fill('dor lombar irradiada');
  await aih.getByLabel('Condições que justificam a internação').fill('falha do tratamento conservador');
  await aih.getByLabel('Principais resultados de provas diagnósticas').fill('ressonância com hérnia l4-l5');
  await expectNoSeriousA11yViolations(page, 'na AIH, justificativa');
  await aih.getByRole('button', { name: 'Próximo' }).click();
  await expect(aih.getByRole('heading', { name: /Etapa 3 de 3/ })).toBeVisible();
  await expect(aih.getByLabel(/^Documento/)).toHaveValue('CPF');
  await aih.getByLabel('Clínica').fill('ortopedia');
  await aih.getByLabel('Número do documento do profissional').fill('12345678900');
  await expectNoSeriousA11yViolations(page, 'na AIH, procedimento');
  const laudo = await impressao.documentOpenedBy(aih.getByRole('button', { name: 'Imprimir' }));
  await expect(
    laudo.getByRole('heading', { name: /Solicitação de Autorização de Internação Hospitalar/ }),
  ).toBeVisible();
  await expect(laudo.getByText('FALHA DO TRATAMENTO CONSERVADOR')).toBeVisible();
  await expectNoSeriousA11yViolations(laudo, 'no laudo da AIH');
});

/** Every document of the systems API (spec/endpoints.tsv, area impressao) as the mock back-end prints it. */
const DOCUMENTOS = [
  ['/systems/hemoterapicos/1006', 'Requisição de Produtos Hemoterápicos'],
  ['/systems/pedidoInternacao/1019', 'Pedido de Internação'],
  ['/systems/avisoCirurgia/1019', 'Aviso de Cirurgia'],
  ['/systems/resumoPedido/1019', 'Resumo do Pedido'],
  ['/systems/encaminhamentoAvaliacaoPreAnestesia/1006', 'Encaminhamento para Avaliação Pré-Anestésica'],
  ['/systems/solicitacaoAIH/1019', 'Laudo para Solicitação de Autorização de Internação Hospitalar'],
  ['/systems/impressoMateriaisEventuais/1019', 'Impresso de Materiais Eventuais'],
  ['/systems/impressoMateriais/2026-11-23/1/1,2', 'Impresso de Materiais'],
  ['/systems/impressoAnestesia/2026-11-23/1,2', 'Impresso de Anestesia'],
] as const;

test('the other print forms and every printable document pass the accessibility scan', async ({ page }) => {
  const impressao = new ImpressaoPage(page);
  await abrirComo(page, 'carlos.mendes', '/admin/meusPedidos');
  await expect(impressao.lista.table()).toBeVisible();

  await impressao.choose('2027006', 'Produtos Hemoterápicos');
  const rph = page.getByRole('dialog', { name: 'Produtos Hemoterápicos — pedido nº 2027006' });
  await rph.getByRole('button', { name: 'Imprimir' }).click();
  await expect(rph.getByText('O campo indicação é obrigatório.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'no formulário RPH');
  await rph.getByRole('button', { name: 'Cancelar' }).click();

  await impressao.choose('2027019', 'Pedido de Internação');
  const internacao = page.getByRole('dialog', { name: 'Pedido de Internação — pedido nº 2027019' });
  await expect(internacao.getByLabel(/^CRM/)).toHaveValue('123456');
  await expectNoSeriousA11yViolations(page, 'no Pedido de Internação');
  await internacao.getByRole('button', { name: 'Cancelar' }).click();

  for (const [path, titulo] of DOCUMENTOS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: titulo, exact: true })).toBeVisible();
    await expect(page.getByText('HOSPITAL DAS CLÍNICAS')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `no documento ${path}`);
  }
});
