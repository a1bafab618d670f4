import { expect, test, type Locator } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { MockBackend } from './support/mock-backend';
import { abrirComo } from './pages/login-page';

// Minha Agenda on a busy month at 1366×900 (docs/decisions.md 'agenda', 'The time axis, the month's rows, the
// legend'): the large seed puts about eleven surgeries a day in OPME's agenda (mocks/db/seed-area-tecnica-large.ts).
// A patient's name is whole or cut with '…', never at the cell's edge, and whole in the event's name; a busy day has
// its '+N'; axe finds nothing serious in the month nor in the week.

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

/** The month's event titles cut at their edge without an ellipsis. */
const cortadosSemReticencias = (agenda: Locator) =>
  agenda
    .locator('.fc-daygrid-event .fc-event-title')
    .evaluateAll((els) =>
      els
        .filter((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).textOverflow !== 'ellipsis')
        .map((el) => el.textContent),
    );

test("Minha Agenda's busy month and week: names whole or with '…', '+N', no serious axe finding", async ({
  page,
  request,
}) => {
  await new MockBackend(request).largeData(true, 'areaTecnica');
  await page.setViewportSize({ width: 1366, height: 900 });
  await abrirComo(page, 'fernanda.santos', '/admin/agendaAreaTecnica');
  const agenda = page.getByRole('group', { name: 'Minha Agenda' });
  // The large seed's days are in the month after next.
  await agenda.getByRole('button', { name: 'Próximo' }).click();
  await agenda.getByRole('button', { name: 'Próximo' }).click();
  const mais = agenda.getByRole('button', { name: /^Mostrar mais \d+ eventos$/ });
  await expect(mais.first()).toBeVisible();
  expect(await mais.first().textContent()).toMatch(/^\+\d+$/);
  expect(await cortadosSemReticencias(agenda)).toEqual([]);
  // Each event's name holds the patient whole, whatever the cell shows.
  const evento = agenda.locator('.fc-daygrid-event').first();
  const titulo = (await evento.locator('.fc-event-title').textContent()) ?? '';
  await expect(evento).toHaveAttribute('aria-label', new RegExp(` — ${titulo} — `));
  await expectNoSeriousA11yViolations(page, 'no mês cheio da Minha Agenda');

  await mais.first().click();
  await expect(agenda.getByRole('button', { name: 'Dia' })).toHaveClass(/fc-button-active/);
  await agenda.getByRole('button', { name: 'Semana' }).click();
  await expect(agenda.locator('.fc-timegrid-event').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'na semana cheia da Minha Agenda');
});
