import { expect, test, type Page } from './support/test';
import { capturaParaRevisao } from './support/capturas';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInDialogs } from './support/axe';
import { MockBackend, type JournalEntry } from './support/mock-backend';
import { pickOption } from './support/primereact';
import { PEDIDO_CAMPOS } from '../src/features/wizard/model/pedido-campos';
import { abrirComo, LoginPage } from './pages/login-page';
import { PedidosListPage } from './pages/meus-pedidos-page';
import { Shell } from './pages/shell';
import { WizardPage, type Solicitacao } from './pages/wizard-page';

// The request wizard's submission: an elective request booked on a room slot and then conferred by a manager, failures
// on the way (a double click, a 503 on the booking and on an item, an expired session) and their retries, an urgency
// request with a free date, and a manager's reschedule; each asserts what the back-end received (the mock server's
// GET /__journal) and what the user then finds.

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

/** Surgeon carlos.mendes (team Ortopedia): a knee replacement, 240 minutes, in the central surgical centre. */
const JOELHO: Solicitacao = {
  procedimento: '0408050497 - ARTROPLASTIA TOTAL PRIMARIA DO JOELHO (240 min)',
  centro: 'CENTRO CIRÚRGICO CENTRAL',
  lateralidade: 'Direita',
  prioridade: 'MÉDIA',
  cid: 'M17.1 - OUTRAS GONARTROSES PRIMARIAS',
  anestesia: 'RAQUIDIANA',
  indicacao: 'Gonartrose primária avançada com dor refratária ao tratamento conservador.',
  sinais: 'Dor e rigidez no joelho direito, claudicação.',
  resultados: 'Radiografia com redução acentuada do espaço articular medial.',
  recursos: 'Arco em C e caixa de prótese de joelho.',
  historia: 'Dor em joelho direito há cinco anos, piora progressiva, limitação para marcha.',
  area: 'CIRÚRGICA',
};

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isWeekday = (ms: number) => ![0, 6].includes(new Date(ms).getUTCDay());

/**
 * The first weekday at least `uteis` working days after today: the elective SLA without a model (7 working days) is
 * checked by the server from its own today; one day more keeps a run across midnight clear of it.
 */
function diaUtilApos(uteis: number): string {
  let dia = Date.now();
  for (let n = 0; n < uteis;) {
    dia += DAY_MS;
    if (isWeekday(dia)) n += 1;
  }
  return isoDay(dia);
}

/** São Paulo's wall clock `horas` from now, on the hour: typed ('dd/mm/aaaa hh:mm') and sent ('yyyy-MM-ddTHH:mm:ss'). */
function saoPauloDaqui(horas: number): { digitada: string; enviada: string } {
  const sp = new Date(Date.now() - 3 * 3_600_000 + horas * 3_600_000).toISOString();
  const [dia, hora] = [sp.slice(0, 10), sp.slice(11, 13)];
  return {
    digitada: `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)} ${hora}:00`,
    enviada: `${dia}T${hora}:00:00`,
  };
}

/** A calendar time's name 'dd/mm/yyyy HH:mm — …' as the wall clock the back-end receives, plus `minutos`. */
function wallClock(nome: string, minutos = 0): string {
  const [d, m, y, h, mi] = [
    nome.slice(0, 2),
    nome.slice(3, 5),
    nome.slice(6, 10),
    nome.slice(11, 13),
    nome.slice(14, 16),
  ];
  return new Date(Date.parse(`${y}-${m}-${d}T${h}:${mi}:00Z`) + minutos * 60_000).toISOString().slice(0, 19);
}

const rota = (c: JournalEntry) => `${c.method} ${c.path}`;

/** The writes the back-ends received while `acao` ran. */
async function escritasDurante(backend: MockBackend, acao: () => Promise<void>): Promise<JournalEntry[]> {
  const antes = (await backend.journal()).length;
  await acao();
  return (await backend.journal()).slice(antes);
}

/**
 * carlos.mendes starts a request for MARIA APARECIDA DE SOUZA (elective encounter 300101), books SALA 01 on the first
 * free time at least 8 working days ahead, chooses a knee prosthesis box and two bags of red cells, and reaches
 * Resumo. With `revisar`, each of steps 2–4 is scanned by axe and photographed for reviewers.
 */
async function pedidoEletivoAteResumo(page: Page, revisar: boolean) {
  const login = new LoginPage(page);
  const wizard = new WizardPage(page);
  await login.goto();
  await login.signIn('carlos.mendes');
  await expect(page).toHaveURL('/admin/meusPedidos');
  const codigo = await wizard.startNewRequest();
  await wizard.fillPaciente('maria aparecida', 'MARIA APARECIDA DE SOUZA', 'Selecionar atendimento 300101', '68,5');
  await wizard.fillSolicitacao(JOELHO);
  await wizard.nextTo('Cirurgia');

  await wizard.chooseRoom('SALA 01');
  const slot = await wizard.firstFreeSlotFrom(diaUtilApos(8));
  const dataHora = slot.slice(0, 16);
  await wizard.slot(slot).click();
  await expect(wizard.slot(`${dataHora} — Agendamento`)).toBeVisible();
  await expect(wizard.surgeryDate()).toHaveValue(dataHora);
  await pickOption(page, 'Acomodação *', 'ENFERMARIA');
  if (revisar) {
    await expectNoSeriousA11yViolations(page, 'no passo Cirurgia');
    await capturaParaRevisao(page, 'wizard-cirurgia');
  }
  await wizard.nextTo('Itens');

  await wizard.addItem('Caixas OPME', 'CAIXA OPME PROTESE TOTAL DE JOELHO', '1');
  await wizard.addItem('Hemocomponentes', 'CONCENTRADO DE HEMACIAS', '2', 'BOLSA(S)');
  if (revisar) {
    await expectNoSeriousA11yViolations(page, 'no passo Itens');
    await capturaParaRevisao(page, 'wizard-itens');
  }
  await wizard.nextTo('Resumo');
  const itens = wizard.resumoCard('Itens Cirurgia');
  await expect(itens.getByText(/CAIXA OPME PROTESE TOTAL DE JOELHO/)).toBeVisible();
  await expect(itens.getByText(/CONCENTRADO DE HEMACIAS/)).toBeVisible();
  await expect(wizard.resumoCard('Data da Cirurgia e Internação')).toContainText(dataHora);
  if (revisar) {
    await expectNoSeriousA11yViolations(page, 'no passo Resumo');
    await capturaParaRevisao(page, 'wizard-resumo');
  }
  return { codigo, slot, dataHora };
}

test(
  'an elective request booked on a slot is sent in the documented order, found in Meus Pedidos and conferred by a manager',
  { tag: '@second-dialect' },
  async ({ page, request }) => {
    // The manager's sign-in and conference after the surgeon's request: the manager journey's time (gerente.spec.ts).
    test.setTimeout(150_000);
    const backend = new MockBackend(request);
    const wizard = new WizardPage(page);
    const { codigo, slot, dataHora } = await pedidoEletivoAteResumo(page, true);

    const escritas = await escritasDurante(backend, async () => {
      await wizard.enviar();
      await expect(page).toHaveURL('/admin/meusPedidos');
    });
    const id = Number(/^\/api\/pedidoCirurgia\/(\d+)$/.exec(escritas[1]?.path ?? '')?.[1]);
    expect(escritas.map(rota)).toEqual([
      // The admission chosen at Cirurgia (§3 'Admission, sent') first: the request names it.
      'POST /api/internacao',
      `PUT /api/pedidoCirurgia/${id}`,
      'POST /api/agendamentoSalaCirurgia',
      ...Array<string>(5).fill('POST /api/itemPedidoCirurgia'),
      'POST /logpedido',
    ]);
    expect(escritas.every((e) => e.status < 300)).toBe(true);
    const [internacao, pedido, agendamento, ...resto] = escritas;
    expect(internacao.body).toMatchObject({ tipoAcomodacao: 1, leitoUTI: false });
    const itens = resto.slice(0, -1);
    const log = resto.at(-1);
    // Form-encoded: every documented field, each value as text.
    expect(Object.keys(pedido.body)).toEqual(PEDIDO_CAMPOS);
    expect(pedido.body).toMatchObject({
      status: '1',
      statusInicial: '1',
      confirmado: '1',
      caraterAtendimento: '1',
      profissionalRequisitante: '101',
      profissionalResponsavel: '101',
      equipeRequisitante: '1',
      centroCirurgico: '1',
      salaCirurgia: '1',
      dataHoraSugerida: wallClock(slot),
      procedimentoPrincipal: '6',
      quantidadeProcedimentoPrincipal: '1',
      duracaoEstimada: '240',
      lateralidade: 'D',
      cidPrincipal: '6',
      tipoAnestesia: '2',
      eOncologica: '2',
      indicacaoClinica: JOELHO.indicacao,
      historiaClinica: JOELHO.historia,
    });
    // The admission defaults to the day before the surgery.
    expect(String(pedido.body.dataInternacao)).toMatch(new RegExp(`^${wallClock(slot, -24 * 60).slice(0, 16)}`));
    expect(agendamento.body).toEqual({
      inicioCirurgia: wallClock(slot),
      finalEfetivoCirurgia: wallClock(slot, 240),
      pedidoCirurgia: id,
    });
    // The chosen box and blood product, then the encounter's exams (quantity 1).
    expect(itens.map((i) => i.body)).toEqual([
      { item: 602, quantidade: 1, pedidoCirurgia: id },
      { item: 401, quantidade: 2, unidadeMedida: 3, pedidoCirurgia: id },
      { item: 101, quantidade: 1, pedidoCirurgia: id },
      { item: 102, quantidade: 1, pedidoCirurgia: id },
      { item: 103, quantidade: 1, pedidoCirurgia: id },
    ]);
    expect(log?.body).toEqual({
      id_usuario: 1,
      username: 'carlos.mendes',
      id_pedido: id,
      tipo: 'Status',
      descricao: 'PEDIDO',
    });

    const lista = new PedidosListPage(page);
    const linha = await lista.filterByCode(codigo);
    await expect(linha).toContainText(dataHora);
    await expect(linha).toContainText('MARIA APARECIDA DE SOUZA');
    await expect(linha).toContainText('ARTROPLASTIA TOTAL PRIMARIA DO JOELHO');
    await expect(linha).toContainText('AGUARDANDO CONFERÊNCIA');
    await lista.action(codigo, 'Resumo');
    const resumo = lista.dialog(`Resumo do pedido nº ${codigo}`);
    await expect(resumo.getByText(/CAIXA OPME PROTESE TOTAL DE JOELHO/)).toBeVisible();
    await expect(resumo.getByText(/CONCENTRADO DE HEMACIAS/)).toBeVisible();
    await expect(resumo.getByText(/HEMOGRAMA COMPLETO/)).toBeVisible();

    // A manager confers the request just made (its oncological answer and the rest read back as sent).
    await page.keyboard.press('Escape');
    await new Shell(page).signOut();
    await new LoginPage(page).signIn('mariana.lima');
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await page.goto('/admin/pedidosCirurgia');
    const conferencia = await escritasDurante(backend, async () => {
      await lista.action(codigo, 'Conferência');
      await expect(page.getByRole('heading', { name: `Conferência do Pedido nº ${codigo}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Resumo', level: 2, exact: true })).toBeVisible();
      // The manager's conference confirms with 'Conferir' (docs/decisions/033-o-que-o-gerente-ve.md).
      await page.getByRole('button', { name: 'Conferir' }).click();
      await expect(page).toHaveURL('/admin/pedidosCirurgia');
      await expect(page.getByText(`Pedido nº ${codigo} conferido.`)).toBeVisible();
    });
    expect(conferencia.map(rota)).toContain(`PUT /api/pedidoCirurgia/${id}`);
  },
);

// A failure on the first item is proven by the route test (tests/features/wizard/step4/enviar.test.tsx); here the
// second item fails, so that the retry must send only the items still missing.
test('a slow update clicked twice, a 503 on the booking, a 401, a 503 on the second item: each write once, nothing lost', async ({
  page,
  request,
}) => {
  const backend = new MockBackend(request);
  const wizard = new WizardPage(page);
  const { codigo, dataHora } = await pedidoEletivoAteResumo(page, false);
  const comStatus = (escritas: JournalEntry[]) => escritas.map((e) => `${rota(e)} ${e.status}`);

  // The request update is slow and Enviar is clicked twice; then the room booking answers 503 (§8: 'Atenção!').
  await backend.slowDown('PUT /api/pedidoCirurgia/:id', 1500);
  await backend.failNext('POST /api/agendamentoSalaCirurgia', 503);
  const primeira = await escritasDurante(backend, async () => {
    await page.getByRole('button', { name: 'Enviar' }).dblclick();
    await expect(wizard.attention()).toBeVisible({ timeout: 15_000 });
  });
  await expect(wizard.attention()).toContainText('Erro ao agendar sala de cirurgia');
  await wizard.attention().getByRole('button', { name: 'OK' }).click();
  expect(comStatus(primeira)).toEqual([
    'POST /api/internacao 201',
    expect.stringMatching(/^PUT \/api\/pedidoCirurgia\/\d+ 200$/),
    'POST /api/agendamentoSalaCirurgia 503',
  ]);
  await expect(wizard.resumoCard('Data da Cirurgia e Internação')).toContainText(dataHora);

  // The session expires before the next Enviar: the user signs in again and is back at Resumo with everything.
  await backend.expireSessions();
  await wizard.enviar();
  await expect(page.getByText('Sua sessão expirou. Entre novamente para continuar.')).toBeVisible();
  await new LoginPage(page).signIn('carlos.mendes');
  await expect(page.getByRole('heading', { name: `Pedido de Cirurgia nº ${codigo}` })).toBeVisible();
  await expect(wizard.stepHeading('Resumo')).toBeVisible();

  // The second item answers 503: §8's 'Erro ao confirmar pedido: {error}', and nothing typed is lost.
  await backend.failNext('POST /api/itemPedidoCirurgia', 503, 1, 'Serviço indisponível', 1);
  const segunda = await escritasDurante(backend, async () => {
    await wizard.enviar();
    await expect(wizard.attention()).toBeVisible();
  });
  await expect(wizard.attention()).toContainText('Erro ao confirmar pedido: Serviço indisponível');
  await expectNoSeriousA11yViolationsInDialogs(page, 'no diálogo Atenção!');
  await wizard.attention().getByRole('button', { name: 'OK' }).click();
  await expect(wizard.attention()).toBeHidden();
  await expect(page).toHaveURL('/admin/wizard');
  expect(comStatus(segunda)).toEqual([
    'POST /api/agendamentoSalaCirurgia 201',
    'POST /api/itemPedidoCirurgia 201',
    'POST /api/itemPedidoCirurgia 503',
  ]);
  await expect(wizard.stepHeading('Resumo')).toBeVisible();
  const itens = wizard.resumoCard('Itens Cirurgia');
  await expect(itens.getByText(/CAIXA OPME PROTESE TOTAL DE JOELHO/)).toBeVisible();
  await expect(itens.getByText(/CONCENTRADO DE HEMACIAS/)).toBeVisible();
  await expect(wizard.resumoCard('Data da Cirurgia e Internação')).toContainText(dataHora);

  const terceira = await escritasDurante(backend, async () => {
    await wizard.enviar();
    await expect(page).toHaveURL('/admin/meusPedidos');
  });
  // The box was created by the second Enviar: the blood product, the exams and the log entry only.
  expect(terceira.map(rota)).toEqual([...Array<string>(4).fill('POST /api/itemPedidoCirurgia'), 'POST /logpedido']);
  expect(terceira[0].body).toMatchObject({ item: 401, quantidade: 2, unidadeMedida: 3 });

  // Every write succeeded exactly once, in the documented order (wizards-and-management.md §4 'Submission of a
  // request (in order)'): admission, request update, booking, the five items, log.
  const aceitas = [...primeira, ...segunda, ...terceira].filter((e) => e.status < 300);
  const id = Number(/^\/api\/pedidoCirurgia\/(\d+)$/.exec(aceitas[1]?.path ?? '')?.[1]);
  expect(aceitas.map(rota)).toEqual([
    'POST /api/internacao',
    `PUT /api/pedidoCirurgia/${id}`,
    'POST /api/agendamentoSalaCirurgia',
    ...Array<string>(5).fill('POST /api/itemPedidoCirurgia'),
    'POST /logpedido',
  ]);
  expect(aceitas.slice(3, 8).map((e) => e.body.item)).toEqual([602, 401, 101, 102, 103]);
  // Over the whole run (the steps' own writes included), none of these was accepted twice.
  const todas = (await backend.journal()).filter((e) => e.status < 300).map(rota);
  const vezes = (r: string) => todas.filter((x) => x === r).length;
  expect(
    ['POST /api/internacao', `PUT /api/pedidoCirurgia/${id}`, 'POST /api/agendamentoSalaCirurgia'].map(vezes),
  ).toEqual([1, 1, 1]);
  expect([vezes('POST /api/itemPedidoCirurgia'), vezes('POST /logpedido')]).toEqual([5, 1]);
});

test('an urgency request with a free date within 48 hours is finalised as urgency', async ({ page, request }) => {
  const backend = new MockBackend(request);
  const wizard = new WizardPage(page);
  await abrirComo(page, 'carlos.mendes', '/admin/meusPedidos');
  const codigo = await wizard.startNewRequest();
  await wizard.fillPaciente('maria aparecida', 'MARIA APARECIDA DE SOUZA', 'Selecionar internação 48200', '70');
  await wizard.fillSolicitacao({
    ...JOELHO,
    procedimento: '0408050853 - TRATAMENTO CIRURGICO DE FRATURA DO COLO DO FEMUR (150 min)',
    carater: 'URGÊNCIA/EMERGÊNCIA',
    cid: 'S72.0 - FRATURA DO COLO DO FEMUR',
    indicacao: 'Fratura desviada do colo do fêmur esquerdo após queda da própria altura.',
    lateralidade: 'Esquerda',
  });
  await wizard.nextTo('Cirurgia');
  const data = saoPauloDaqui(24);
  await wizard.typeFreeDate(data.digitada);
  await expect(wizard.surgeryDate()).toHaveValue(data.digitada);
  await expect(wizard.surgeryDate()).not.toHaveAttribute('aria-invalid', 'true');
  await pickOption(page, 'Acomodação *', 'ENFERMARIA');
  await expectNoSeriousA11yViolations(page, 'na data livre de urgência');
  await capturaParaRevisao(page, 'wizard-cirurgia-urgencia');
  await wizard.nextTo('Itens');
  await wizard.nextTo('Resumo');
  await expect(wizard.resumoCard('Data da Cirurgia e Internação')).toContainText(data.digitada);

  const escritas = await escritasDurante(backend, async () => {
    await wizard.enviar();
    await expect(page).toHaveURL('/admin/meusPedidos');
  });
  const id = Number(/^\/api\/pedidoCirurgia\/(\d+)$/.exec(escritas[1]?.path ?? '')?.[1]);
  // The admission (saved at Paciente, updated with what was chosen); no room booking without a slot; the admission's
  // exam as the item; then the urgency finalisation and the log.
  expect(escritas.map(rota)).toEqual([
    expect.stringMatching(/^PUT \/api\/internacao\/\d+$/),
    `PUT /api/pedidoCirurgia/${id}`,
    'POST /api/itemPedidoCirurgia',
    `PUT /api/finalizarPedidoUrgenciaEmergencia/${id}`,
    'POST /logpedido',
  ]);
  expect(escritas[0].body).toMatchObject({ tipoAcomodacao: '1' });
  expect(Object.keys(escritas[1].body)).toEqual(PEDIDO_CAMPOS);
  expect(escritas[1].body).toMatchObject({
    caraterAtendimento: '2',
    dataHoraSugerida: data.enviada,
    salaCirurgia: '1',
    procedimentoPrincipal: '18',
  });
  expect(escritas[2].body).toEqual({ item: 104, quantidade: 1, pedidoCirurgia: id });
  expect(escritas[4].body).toMatchObject({ id_pedido: id, tipo: 'Status', descricao: 'PEDIDO' });
  const linha = await new PedidosListPage(page).filterByCode(codigo);
  await expect(linha).toContainText(data.digitada);
});

test('a manager reschedules a request with a reason and finds the new date and the log entry', async ({
  page,
  request,
}) => {
  const backend = new MockBackend(request);
  const wizard = new WizardPage(page);
  // Request 2027023: mariana.lima's (team Cirurgia Geral), urgency, surgery on 26/11/2026 12:00. An elective one
  // would need a room booking, which the seed holds only for requests it does not list.
  const pedido = { id: 1023, codigo: '2027023' };
  await abrirComo(page, 'mariana.lima', wizard.managerRunPath(pedido, 'reagendamento'));
  await expect(page.getByRole('heading', { name: `Reagendamento Pedido nº ${pedido.codigo}` })).toBeVisible();
  await expect(wizard.stepHeading('Cirurgia')).toBeVisible();
  const data = saoPauloDaqui(30);
  await wizard.typeFreeDate(data.digitada);
  await expect(wizard.surgeryDate()).toHaveValue(data.digitada);
  await expectNoSeriousA11yViolations(page, 'no passo Cirurgia do reagendamento');
  // The stored request has no 'Recursos necessários ao atendimento': moving on asks for it first.
  await wizard.next();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Informe os recursos necessários ao atendimento' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(wizard.stepHeading('Solicitação')).toBeVisible();
  await page.getByLabel(/^Recursos necessários ao atendimento/).fill('Mesa cirúrgica e bisturi elétrico.');
  await wizard.nextTo('Cirurgia');
  await expect(wizard.surgeryDate()).toHaveValue(data.digitada);
  await wizard.nextTo('Itens');
  await wizard.nextTo('Resumo');
  await expect(wizard.resumoCard('Data da Cirurgia e Internação')).toContainText(data.digitada);

  const escritas = await escritasDurante(backend, async () => {
    await wizard.enviar();
    const confirmar = wizard.dialog(`Confirmar Reagendamento do Pedido Nº ${pedido.codigo}`);
    await expect(confirmar.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await pickOption(page, 'Motivo do reagendamento *', 'INDISPONIBILIDADE DE SALA');
    await expectNoSeriousA11yViolationsInDialogs(page, 'no diálogo de reagendamento');
    await confirmar.getByRole('button', { name: 'Confirmar' }).click();
    // A reschedule returns to Pedidos de Cirurgias (docs/decisions/033-o-que-o-gerente-ve.md).
    await expect(page).toHaveURL('/admin/pedidosCirurgia');
  });
  // The admission as read first; the item the request holds is still chosen, so it is neither deleted nor resent. The
  // manager list it lands on reads its rows by POST: a read, not one of the reschedule's writes.
  const lista = (e: { path: string }) => !e.path.endsWith('/pedidoCirurgiaGerenteCentroCirurgico');
  expect(escritas.filter(lista).map(rota)).toEqual([
    `PUT /api/internacao/${200_000 + pedido.id}`,
    `DELETE /api/excluirProcedimentosSecundariosPedidoCirurgia/${pedido.id}`,
    `PUT /api/pedidoCirurgia/${pedido.id}`,
    `PUT /api/alterarStatus/${pedido.id}`,
    `DELETE /api/parecerAreaTecnica/${pedido.id}`,
    `PUT /api/finalizarPedidoUrgenciaEmergencia/${pedido.id}`,
    'POST /logpedido',
  ]);
  const [, , atualizacao, status, , , log] = escritas.filter(lista);
  expect(Object.keys(atualizacao.body)).toEqual(PEDIDO_CAMPOS);
  expect(atualizacao.body).toMatchObject({
    status: '4',
    dataHoraSugerida: data.enviada,
    profissionalRequisitante: '103',
    recursosNecessariosAtendimentoPaciente: 'Mesa cirúrgica e bisturi elétrico.',
  });
  expect(status.body).toMatchObject({
    idStatusPedido: '4',
    idMotivoReagendamento: '2',
    idProfissionalReagenda: '103',
    dataHoraSugeridaReagendamento: data.enviada,
  });
  expect(log.body).toEqual({
    id_usuario: 3,
    username: 'mariana.lima',
    id_pedido: pedido.id,
    tipo: 'Status',
    descricao: 'REAGENDAMENTO - INDISPONIBILIDADE DE SALA',
  });

  // The request is the manager's own: Meus Pedidos shows its new date and its history.
  await page.goto('/admin/meusPedidos');
  const meus = new PedidosListPage(page);
  const linha = await meus.filterByCode(pedido.codigo);
  await expect(linha).toContainText(data.digitada);
  await meus.action(pedido.codigo, 'Ver histórico');
  const historico = meus.dialog(`Histórico do pedido nº ${pedido.codigo}`);
  await expect(historico.getByText('REAGENDAMENTO - INDISPONIBILIDADE DE SALA')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'no histórico');
});
