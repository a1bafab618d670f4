import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { MockBackend, type JournalEntry } from './support/mock-backend';
import { pickOption } from './support/primereact';
import { DemandasPage } from './pages/demandas-page';
import { ImpressaoPage } from './pages/impressao';
import { abrirComo } from './pages/login-page';
import { PedidosListPage } from './pages/meus-pedidos-page';
import { WizardPage } from './pages/wizard-page';

// Nothing lost under faults (docs/decisions/015-outbox.md): a sequence of writes that fails in the middle keeps what
// the user typed and its retry sends only what is missing; a silent write that fails is kept in the outbox and sent
// again. Each journey ends by reading what the mock back-end received: every write succeeded exactly once, in order.
// The request submission's other faults (item, booking) are in wizard-submit.spec.ts.

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

const rota = (c: JournalEntry) => `${c.method} ${c.path}`;
// Sign-in and the lists that load by POST (endpoints.tsv) are no writes.
const LEITURAS = /^\/api\/(loginDemanda|demandaCirurgiaGerente|pedidoCirurgiaGerenteCentroCirurgico|listar)/;

/** The writes the back-ends receive from now on (failed ones included, with their status), in order. */
async function escritasDesde(backend: MockBackend): Promise<() => Promise<JournalEntry[]>> {
  const antes = (await backend.journal()).length;
  return async () => (await backend.journal()).slice(antes).filter((e) => !LEITURAS.test(e.path));
}
/** Every write received, with its answer's status. */
const recebidas = (journal: JournalEntry[]) => journal.map((e) => `${rota(e)} ${e.status}`);

/** São Paulo's wall clock `horas` from now, on the hour, as typed: 'dd/mm/aaaa hh:mm'. */
function saoPauloDaqui(horas: number): string {
  const sp = new Date(Date.now() - 3 * 3_600_000 + horas * 3_600_000).toISOString();
  return `${sp.slice(8, 10)}/${sp.slice(5, 7)}/${sp.slice(0, 4)} ${sp.slice(11, 13)}:00`;
}

test("a 503 on a cancelled request's log entry is silent, kept as '1 registro aguardando envio' and sent once by the outbox", async ({
  page,
  request,
}) => {
  const backend = new MockBackend(request);
  const lista = new PedidosListPage(page);
  await abrirComo(page, 'carlos.mendes', '/admin/meusPedidos');
  // Request 2027012: carlos.mendes's, still cancellable. The submission's own log entry goes the same way (§8; the
  // wizard's silent write, tests/features/wizard/resumo/enviar.test.tsx).
  const codigo = '2027012';
  await lista.action(codigo, 'Cancelar');
  const cancelar = lista.dialog(`Cancelar pedido nº ${codigo}`);
  await pickOption(page, 'Motivo do cancelamento', 'DESISTÊNCIA DO PACIENTE');

  // The logging service answers 503 once: the cancellation ends as usual, silently (§8), and the entry waits.
  const escritas = await escritasDesde(backend);
  await backend.failNext('POST /logpedido', 503);
  await cancelar.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(cancelar).toBeHidden();
  await expect((await lista.filterByCode(codigo)).getByText('CANCELADO')).toBeVisible();
  const aguardando = page.getByRole('status').filter({ hasText: '1 registro aguardando envio' });
  await expect(aguardando).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'com um registro aguardando envio');
  // The outbox sends it again after its first backoff (5 s); the line goes away.
  await expect(aguardando).toBeHidden({ timeout: 20_000 });

  const historicoTemUmaEntrada = async () => {
    await lista.action(codigo, 'Ver histórico');
    const historico = lista.dialog(`Histórico do pedido nº ${codigo}`);
    await expect(historico.getByRole('cell', { name: 'CANCELADO', exact: true })).toHaveCount(1);
    await historico.getByRole('button', { name: /Fechar/ }).click();
  };
  await historicoTemUmaEntrada();
  await page.reload();
  await historicoTemUmaEntrada();

  const journal = await escritas();
  const id = Number(/^\/api\/cancelarPedidoCirurgia\/(\d+)$/.exec(journal[0]?.path ?? '')?.[1]);
  expect(recebidas(journal)).toEqual([
    `PUT /api/cancelarPedidoCirurgia/${id} 200`,
    'POST /logpedido 503',
    'POST /logpedido 201',
  ]);
  expect(journal.filter((e) => e.path === '/logpedido').map((e) => e.body)).toEqual([
    expect.objectContaining({ id_pedido: id, tipo: 'Status', descricao: 'CANCELADO', username: 'carlos.mendes' }),
    expect.objectContaining({ id_pedido: id, tipo: 'Status', descricao: 'CANCELADO', username: 'carlos.mendes' }),
  ]);
});

test("a 503 on a demand's item after its update: Atenção!, nothing lost, the retry sends only the item", async ({
  page,
  request,
}) => {
  const backend = new MockBackend(request);
  const demandas = new DemandasPage(page);
  const wizard = new WizardPage(page);
  await abrirComo(page, 'mariana.lima', '/admin/demandas');
  await demandas.periodFrom('01/07/2026');
  await demandas.menuAction(demandas.row('Demandas', 'D2026-0101'), 'Abrir demanda');
  await expect(page.getByRole('heading', { name: 'Resumo da demanda' })).toBeVisible();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await wizard.addItem('Caixas OPME', 'CAIXA OPME PROTESE TOTAL DE JOELHO', '1');
  await page.getByLabel('Diárias previstas').fill('5');
  await wizard.nextTo('Resumo');

  const escritas = await escritasDesde(backend);
  await backend.failNext('POST /api/itemDemanda', 503, 1, 'Serviço indisponível');
  await page.getByRole('button', { name: 'Salvar demanda' }).click();
  await expect(wizard.attention()).toContainText('Erro ao confirmar demanda: Serviço indisponível');
  await wizard.attention().getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/CAIXA OPME PROTESE TOTAL DE JOELHO/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Salvar demanda' }).click();
  await expect(page.getByText('Demanda salva.')).toBeVisible();
  const journal = await escritas();
  expect(recebidas(journal)).toEqual([
    expect.stringMatching(/^PUT \/api\/demanda\/\d+ 200$/),
    'POST /api/itemDemanda 503',
    expect.stringMatching(/^POST \/api\/itemDemanda 20\d$/),
  ]);
  expect(journal.filter((e) => e.status < 300).map((e) => e.body.item)).toEqual([undefined, 602]);
});

test("a 503 on deleting the opinions of a manager's reschedule: Atenção!, then only what is missing", async ({
  page,
  request,
}) => {
  const backend = new MockBackend(request);
  const wizard = new WizardPage(page);
  // Request 2027023: mariana.lima's, urgency (no room booking to move).
  const pedido = { id: 1023, codigo: '2027023' };
  await abrirComo(page, 'mariana.lima', wizard.managerRunPath(pedido, 'reagendamento'));
  await expect(wizard.stepHeading('Cirurgia')).toBeVisible();
  const data = saoPauloDaqui(30);
  await wizard.typeFreeDate(data);
  await page.getByRole('button', { name: 'Anterior' }).click();
  await page.getByLabel(/^Recursos necessários ao atendimento/).fill('Mesa cirúrgica e bisturi elétrico.');
  await wizard.nextTo('Cirurgia');
  await wizard.nextTo('Itens');
  await wizard.nextTo('Resumo');

  const escritas = await escritasDesde(backend);
  await backend.failNext('DELETE /api/parecerAreaTecnica/:id', 503, 1, 'Serviço indisponível');
  const confirmar = wizard.dialog(`Confirmar Reagendamento do Pedido Nº ${pedido.codigo}`);
  await wizard.enviar();
  await pickOption(page, 'Motivo do reagendamento *', 'INDISPONIBILIDADE DE SALA');
  await confirmar.getByRole('button', { name: 'Confirmar' }).click();
  await expect(wizard.attention()).toContainText('Erro ao confirmar pedido: Serviço indisponível');
  await wizard.attention().getByRole('button', { name: 'OK' }).click();
  await expect(wizard.resumoCard('Data da Cirurgia e Internação')).toContainText(data);

  await wizard.enviar();
  await pickOption(page, 'Motivo do reagendamento *', 'INDISPONIBILIDADE DE SALA');
  await confirmar.getByRole('button', { name: 'Confirmar' }).click();
  // A reschedule returns to Pedidos de Cirurgias (docs/decisions/033-o-que-o-gerente-ve.md).
  await expect(page).toHaveURL('/admin/pedidosCirurgia');
  expect(recebidas(await escritas())).toEqual([
    `PUT /api/internacao/${200_000 + pedido.id} 200`,
    `DELETE /api/excluirProcedimentosSecundariosPedidoCirurgia/${pedido.id} 204`,
    `PUT /api/pedidoCirurgia/${pedido.id} 200`,
    `PUT /api/alterarStatus/${pedido.id} 200`,
    `DELETE /api/parecerAreaTecnica/${pedido.id} 503`,
    `DELETE /api/parecerAreaTecnica/${pedido.id} 204`,
    `PUT /api/finalizarPedidoUrgenciaEmergencia/${pedido.id} 200`,
    'POST /logpedido 201',
  ]);
});

test("a 503 on saving a print form: 'Erro ao imprimir!', the form kept, then saved once and opened", async ({
  page,
  request,
}) => {
  const backend = new MockBackend(request);
  const impressao = new ImpressaoPage(page);
  await abrirComo(page, 'carlos.mendes', '/admin/meusPedidos');
  await impressao.choose('2027019', 'Pedido de Internação');
  const internacao = page.getByRole('dialog', { name: 'Pedido de Internação — pedido nº 2027019' });
  const sinais = internacao.getByLabel(/^Principais sinais e sintomas/);
  await sinais.fill('DOR LOMBAR IRRADIADA PARA O MEMBRO INFERIOR');

  const escritas = await escritasDesde(backend);
  await backend.failNext('PUT /api/dadosImpressaoPedidoInternacao/:id/:profissional', 503);
  await internacao.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.getByText('Erro ao imprimir!')).toBeVisible();
  await expect(sinais).toHaveValue('DOR LOMBAR IRRADIADA PARA O MEMBRO INFERIOR');

  const doc = await impressao.documentOpenedBy(internacao.getByRole('button', { name: 'Imprimir' }));
  await expect(doc.getByText('DOR LOMBAR IRRADIADA PARA O MEMBRO INFERIOR')).toBeVisible();
  await doc.close();
  await expect(internacao).toBeHidden();
  const journal = await escritas();
  expect(recebidas(journal)).toEqual([
    expect.stringMatching(/^PUT \/api\/dadosImpressaoPedidoInternacao\/1019\/\d+ 503$/),
    expect.stringMatching(/^PUT \/api\/dadosImpressaoPedidoInternacao\/1019\/\d+ 200$/),
  ]);
  expect(journal[1].body).toMatchObject({ principaisSinaisSintomas: 'DOR LOMBAR IRRADIADA PARA O MEMBRO INFERIOR' });
});

test("a screen's code that fails to load (a deploy while the tab was open) reloads the page once and opens", async ({
  page,
}) => {
  await abrirComo(page, 'mariana.lima', '/admin/mapaDeSalas');
  // The old version's chunk is gone from the server once: the reload fetches it again and the screen opens.
  await page.route('**/assets/relatorios-page-*.js', (route) => route.abort(), { times: 1 });
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Relatórios' }).click();
  await expect(page.getByRole('heading', { name: 'Relatórios' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Não foi possível abrir esta tela')).toHaveCount(0);
  await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
});

test('a screen whose code keeps failing shows the Portuguese error page with the menu, never a developer page', async ({
  page,
}) => {
  await abrirComo(page, 'mariana.lima', '/admin/mapaDeSalas');
  await page.route('**/assets/relatorios-page-*.js', (route) => route.abort());
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Relatórios' }).click();
  const alerta = page.getByRole('alert').filter({ hasText: 'Não foi possível abrir esta tela' });
  await expect(alerta).toBeVisible({ timeout: 30_000 });
  await expect(alerta.getByRole('button', { name: 'Recarregar' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
});
