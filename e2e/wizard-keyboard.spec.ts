import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { MockBackend } from './support/mock-backend';
import { Keyboard } from './pages/keyboard';
import { SENHA } from './pages/login-page';

// A request created with the keyboard alone (docs/decisions.md 'Wizard by keyboard'): every step reached by Tab,
// Enter, the arrows and typing; a step change puts the focus on its heading, one button then jumps to Próximo; the
// procedure picker filters what is typed; the room calendar offers only times the date check accepts.

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

test('a surgeon creates an elective request with the keyboard alone', async ({ page }) => {
  test.setTimeout(150_000);
  const k = new Keyboard(page);
  const heading = (name: string) => page.getByRole('heading', { name, level: 2, exact: true });
  /** From the step's heading (where a step change leaves the focus): Tab, the skip button, Enter on Próximo. */
  const proximo = async (next: string) => {
    await k.activate(page.getByRole('button', { name: 'Ir para os botões da etapa' }));
    await expect(page.getByRole('button', { name: 'Próximo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading(next)).toBeFocused();
  };

  await page.goto('/auth/login');
  await k.typeInto('Usuário', 'carlos.mendes');
  await k.typeInto('Senha', SENHA);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin/meusPedidos');

  await k.activate(page.getByRole('button', { name: 'Novo pedido' }));
  await expect(page).toHaveURL('/admin/wizard');
  const titulo = page.getByRole('heading', { name: /^Pedido de Cirurgia nº \d+$/ });
  const codigo = (/\d+$/.exec(await titulo.innerText()) ?? [''])[0];

  // Paciente: search by name, the patient and the encounter chosen in their dialogs.
  await k.typeInto('Nome do paciente', 'maria aparecida');
  await k.activate(page.getByRole('button', { name: 'Pesquisar' }));
  await k.activate(page.getByRole('button', { name: 'Selecionar paciente MARIA APARECIDA DE SOUZA' }));
  await k.activate(page.getByRole('button', { name: 'Selecionar atendimento 300101' }));
  await expect(page.getByRole('heading', { name: 'Dados do paciente' })).toBeVisible();
  await k.typeInto('Peso (kg)', '68,5');
  await k.activate(page.getByRole('button', { name: 'Próximo' }));
  await expect(heading('Solicitação')).toBeFocused();

  // Solicitação: the procedure picker filters what is typed; the quantity dialog answers with Enter.
  await k.choose('Procedimento principal *', '0408050497 - ARTROPLASTIA TOTAL PRIMARIA DO JOELHO (240 min)', 'joelho');
  const quantidade = page.getByRole('dialog', { name: 'Quantidade' });
  await expect(quantidade).toBeVisible();
  await k.activate(quantidade.getByRole('button', { name: 'OK' }));
  await expect(quantidade).toBeHidden();
  await k.choose('Centro cirúrgico *', 'CENTRO CIRÚRGICO CENTRAL');
  await k.choose('Lateralidade', 'Direita');
  await k.choose('Prioridade', 'MÉDIA');
  await k.choose('CID principal', 'M17.1 - OUTRAS GONARTROSES PRIMARIAS', 'M17.1');
  const oncologica = page.getByRole('radiogroup', { name: 'Cirurgia oncológica?' });
  await k.tabTo(oncologica);
  const nao = oncologica.getByRole('radio', { name: 'Não' });
  for (let i = 0; i < 3 && !(await nao.isChecked()); i += 1) await page.keyboard.press('ArrowRight');
  await expect(nao).toBeChecked();
  await k.choose('Tipo de anestesia', 'RAQUIDIANA');
  await k.typeInto(/Indicação cirúrgica/, 'Gonartrose primária avançada com dor refratária.');
  await k.typeInto(/^Principais sinais e sintomas/, 'Dor e rigidez no joelho direito.');
  await k.typeInto(/^Principais resultados de provas diagnósticas/, 'Radiografia com artrose avançada.');
  await k.typeInto(/^Recursos necessários ao atendimento/, 'Caixa de prótese de joelho.');
  await k.typeInto(/^História clínica/, 'Dor no joelho direito há cinco anos.');
  await k.choose('Área médica *', 'CIRÚRGICA');
  await k.activate(page.getByRole('button', { name: 'Próximo' }));
  await expect(heading('Cirurgia')).toBeFocused();

  // Cirurgia: the room, then the first week with a bookable time; its one tab stop is the first of them.
  await k.choose('Selecione a sala', 'SALA 01');
  const agenda = page.getByRole('group', { name: 'Agenda da sala cirúrgica' });
  const livres = agenda.locator('[aria-label*=" — Agendar Início "]');
  await expect(agenda.locator('.fc-event.slot').first()).toBeVisible();
  for (let i = 0; i < 8 && (await livres.count()) === 0; i += 1) {
    const antes = await agenda.locator('.fc-event.slot').first().getAttribute('aria-label');
    await k.activate(agenda.getByRole('button', { name: 'Próxima semana' }));
    await expect(agenda.locator('.fc-event.slot').first()).not.toHaveAttribute('aria-label', antes ?? '');
  }
  const primeiro = livres.first();
  const nome = (await primeiro.getAttribute('aria-label')) ?? '';
  expect(await primeiro.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12);
  await k.activate(primeiro);
  // The slot offered is accepted: it becomes the Agendamento.
  await expect(agenda.getByRole('button', { name: `${nome.slice(0, 16)} — Agendamento` })).toBeVisible();
  await k.choose('Acomodação *', 'ENFERMARIA');
  await expectNoSeriousA11yViolations(page, 'no passo Cirurgia, pelo teclado');
  await k.activate(page.getByRole('button', { name: 'Próximo' }));
  await expect(heading('Itens')).toBeFocused();

  // Itens: none needed; the skip button reaches Próximo from the heading.
  await proximo('Resumo');

  await k.activate(page.getByRole('button', { name: 'Enviar' }));
  await expect(page).toHaveURL('/admin/meusPedidos');
  await expect(page.getByText(`Pedido nº ${codigo} enviado.`)).toBeVisible();
});
