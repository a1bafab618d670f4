import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInDialogs } from './support/axe';
import { MockBackend, type JournalEntry } from './support/mock-backend';
import { pickOption } from './support/primereact';
import { abrirComo } from './pages/login-page';
import { PedidosListPage } from './pages/meus-pedidos-page';

// The manager list Pedidos de Cirurgias: filters, a conference through the wizard's Resumo, a status
// change to FINALIZADO with dates and bed, a reschedule with a reason and a rejection; the list, the history and the
// back-end's calls (GET /__journal) agree. An observer sees no write action.

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

const rota = (e: JournalEntry) => `${e.method} ${e.path}`;

async function escritasDurante(backend: MockBackend, acao: () => Promise<void>): Promise<JournalEntry[]> {
  const antes = (await backend.journal()).length;
  await acao();
  // The list's loads are POSTs too: only the writes count.
  return (await backend.journal())
    .slice(antes)
    .filter((e) => !e.path.endsWith('/pedidoCirurgiaGerenteCentroCirurgico'));
}

async function abrirLista(page: Page, usuario: string) {
  await abrirComo(page, usuario, '/admin/pedidosCirurgia');
  await expect(page.getByRole('heading', { name: 'Pedidos de Cirurgias' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

/** Today + `dias` in São Paulo, at `hora`: typed ('dd/mm/aaaa hh:mm') and as the back-end receives it. */
function diaDaqui(dias: number, hora: string) {
  const d = new Date(Date.now() - 3 * 3_600_000 + dias * 86_400_000).toISOString().slice(0, 10);
  const [y, m, dd] = d.split('-');
  return { digitada: `${dd}/${m}/${y} ${hora}`, enviada: `${d}T${hora}` };
}

test(
  'a manager filters, confers, finalises, reschedules and rejects; list, history and calls agree',
  { tag: '@second-dialect' },
  async ({ page, request }) => {
    test.setTimeout(150_000);
    const backend = new MockBackend(request);
    const lista = new PedidosListPage(page);
    await abrirLista(page, 'mariana.lima');
    await expectNoSeriousA11yViolations(page, 'na lista do gerente');

    // Filters (folded into the line above the list): only the ambulatory centre and campaign MUTIRÃO DE CATARATA 2026.
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    await page.getByRole('button', { name: 'CENTRO CIRÚRGICO CENTRAL' }).click();
    await page.getByRole('button', { name: 'CENTRO OBSTÉTRICO' }).click();
    await page
      .locator('.p-multiselect')
      .filter({ has: page.getByLabel('Campanhas', { exact: true }) })
      .click();
    await page.getByRole('option', { name: 'MUTIRÃO DE CATARATA 2026' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(lista.table().getByRole('row')).toHaveCount(2);
    await expect(lista.table()).toContainText('2027301');

    // Back to every centre and campaign.
    await page.reload();
    await expect(page.getByRole('table')).toBeVisible();

    // 1. Conferência of 2027300 through the wizard's Resumo.
    const conferencia = await escritasDurante(backend, async () => {
      await lista.action('2027300', 'Conferência');
      await expect(page).toHaveURL(/\/admin\/wizardGerente\?pedido=3000&/);
      await expect(page.getByRole('heading', { name: 'Resumo', level: 2, exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Conferir' }).click();
      await expect(page).not.toHaveURL(/\/admin\/wizardGerente/, { timeout: 20_000 });
    });
    expect(conferencia.map(rota)).toContain('PUT /api/pedidoCirurgia/3000');
    expect(conferencia.find((e) => rota(e) === 'PUT /api/pedidoCirurgia/3000')?.body.primeiraConferencia).toBeTruthy();
    await page.goto('/admin/pedidosCirurgia');

    // 2. Trocar de Status of 2027307 to FINALIZADO with dates and bed.
    const cirurgia = diaDaqui(20, '09:00');
    const internacao = diaDaqui(19, '14:00');
    const finalizar = await escritasDurante(backend, async () => {
      await lista.action('2027307', 'Trocar de Status');
      const dialogo = lista.dialog('Selecione o Novo Status');
      await pickOption(page, 'Novo status *', 'FINALIZADO');
      await dialogo.getByLabel('Data confirmada da cirurgia *').fill(cirurgia.digitada);
      await dialogo.getByLabel('Data confirmada da cirurgia *').press('Tab');
      await dialogo.getByLabel('Data confirmada da internação *').fill(internacao.digitada);
      await dialogo.getByLabel('Data confirmada da internação *').press('Tab');
      await dialogo.getByLabel('Leito da internação').fill('203');
      await expectNoSeriousA11yViolationsInDialogs(page, 'no diálogo de status');
      await dialogo.getByRole('button', { name: 'Salvar' }).click();
      // Its technical opinions are not all in: the dialog asks once (Prontidão's rules) before it finalises.
      await expect(dialogo.getByText(/^Pareceres pendentes: .+ Finalizar assim mesmo\?/)).toBeVisible();
      await dialogo.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialogo).toBeHidden();
    });
    expect(finalizar.map(rota)).toEqual(['PUT /api/alterarStatus/3007', 'POST /logpedido']);
    expect(finalizar[0].body).toMatchObject({
      idStatusPedido: '8',
      idProfissionalFinaliza: '103',
      dataConfirmadaCirurgia: cirurgia.enviada,
      dataConfirmadaInternacao: internacao.enviada,
      codigoLeitoInternacao: '203',
    });
    expect(finalizar[1].body).toMatchObject({ id_pedido: 3007, tipo: 'Status' });
    expect(String(finalizar[1].body?.descricao)).toMatch(/^FINALIZADO - finalizado com pareceres pendentes: /);
    await expect(await lista.filterByCode('2027307')).toContainText('FINALIZADO');

    // 3. Trocar de Status of 2027308 to REAGENDADO with a reason.
    const nova = diaDaqui(25, '10:00');
    const reagendar = await escritasDurante(backend, async () => {
      await lista.action('2027308', 'Trocar de Status');
      const dialogo = lista.dialog('Selecione o Novo Status');
      await pickOption(page, 'Novo status *', 'REAGENDADO');
      await pickOption(page, 'Motivo do reagendamento *', 'INDISPONIBILIDADE DE SALA');
      await dialogo.getByLabel('Nova data da cirurgia *').fill(nova.digitada);
      await dialogo.getByLabel('Nova data da cirurgia *').press('Tab');
      await dialogo.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialogo).toBeHidden();
    });
    expect(reagendar.map(rota)).toContain('PUT /api/alterarStatus/3008');
    expect(reagendar[0].body).toMatchObject({
      idStatusPedido: '4',
      idMotivoReagendamento: '2',
      dataHoraSugeridaReagendamento: nova.enviada,
    });
    expect(reagendar.at(-1)?.body).toMatchObject({ descricao: 'REAGENDAMENTO - INDISPONIBILIDADE DE SALA' });

    // 4. Rejeitar 2027302.
    const rejeitar = await escritasDurante(backend, async () => {
      await lista.action('2027302', 'Rejeitar');
      const dialogo = lista.dialog('Confirmar Rejeição');
      await dialogo.getByLabel('Motivo da rejeição').fill('Sem indicação cirúrgica no momento.');
      await expectNoSeriousA11yViolationsInDialogs(page, 'no diálogo de rejeição');
      await dialogo.getByRole('button', { name: 'Rejeitar' }).click();
      await expect(dialogo).toBeHidden();
    });
    expect(rejeitar.map(rota)).toEqual(['PUT /api/cancelarPedidoMotivo/3002', 'POST /logpedido']);
    expect(rejeitar[0].body).toEqual({ motivoRejeicao: 'Sem indicação cirúrgica no momento.' });
    expect(rejeitar[1].body).toMatchObject({ descricao: 'CANCELADO - Sem indicação cirúrgica no momento.' });
    await expect(await lista.filterByCode('2027302')).toContainText('CANCELADO');

    // The history shows the writes.
    await lista.action('2027308', 'Histórico');
    const historico = lista.dialog(/Histórico do pedido/);
    await expect(historico.getByText('REAGENDAMENTO - INDISPONIBILIDADE DE SALA')).toBeVisible();
    await expectNoSeriousA11yViolationsInDialogs(page, 'no histórico do gerente');
  },
);

test('an observer sees the list and the history but no write action', async ({ page }) => {
  const lista = new PedidosListPage(page);
  await abrirLista(page, 'roberto.pereira');
  const linha = await lista.filterByCode('2027302');
  await expect(linha.getByRole('button', { name: 'Histórico (pedido 2027302)' })).toBeVisible();
  await expect(linha.getByRole('button', { name: /^Conferência/ })).toHaveCount(0);
  await expect(linha.getByRole('button', { name: /^Ações do pedido/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'na lista do observador');
});
