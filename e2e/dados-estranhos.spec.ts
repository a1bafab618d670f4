// Odd data from a back-end no seed resembles (DESIGN.md 'Read tolerantly'): a 300-character unbroken run in a name or
// free-text field (a pasted link) stays inside its box in Resumo do pedido, Anotações, Histórico and Documentos at
// 1366×900, and Parecer Área Técnica shows its longest status whole there. The answers are the seed's, rewritten on
// their way to the page as such a back-end would send them.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { MockBackend } from './support/mock-backend';
import { abrirComo } from './pages/login-page';
import { PedidosListPage } from './pages/meus-pedidos-page';
import { cutText } from './support/texto';

/** A pasted link of 300 characters without a space or a hyphen. */
const LONGO = `https://exemplo.org/${'documento_do_paciente_'.repeat(13)}`.padEnd(300, 'x').slice(0, 300);

type Json = Record<string, unknown>;
const registro = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Answers `url`'s calls with the back-end's own answer, rewritten by `mudar`. */
async function reescrever(page: Page, url: string, mudar: (corpo: unknown) => void) {
  await page.route(url, async (route: Route) => {
    const resposta = await route.fetch();
    const corpo: unknown = await resposta.json();
    mudar(corpo);
    await route.fulfill({ response: resposta, json: corpo });
  });
}

/**
 * What the open dialog does with the long value. `largos`: what scrolls sideways, its content box or an element
 * holding the value whose content is wider than it (a box that cuts on purpose has its overflow hidden). `cortes`:
 * the boxes that cut the value without saying so, where a cut must end in '…' (an ellipsis or a line clamp) with the
 * whole text in the tooltip and the accessible name.
 */
function noDialogo(page: Page) {
  return page
    .getByRole('dialog')
    .locator('*')
    .evaluateAll((els, inteiro) => {
      const inicio = inteiro.slice(0, 40);
      const nome = (el: Element) => `${el.tagName.toLowerCase()}.${el.className}`;
      const largos = els
        .filter((el) => el.classList.contains('p-dialog-content') || el.textContent?.includes(inicio))
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'hidden')
        .map((el) => `${nome(el)}: ${el.scrollWidth} > ${el.clientWidth}`);
      const cortes = els
        // A visually hidden text (the accessible name of an icon button) is no box that shows it.
        .filter((el) => el.children.length === 0 && el.textContent?.includes(inicio))
        .filter((el) => el.getBoundingClientRect().width > 1)
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        .filter((el) => {
          const estilo = getComputedStyle(el);
          const reticencias = estilo.textOverflow === 'ellipsis' || estilo.webkitLineClamp !== 'none';
          const dica = el.closest('[title]')?.getAttribute('title') ?? '';
          const acessivel = el.closest('[aria-label]')?.getAttribute('aria-label') ?? dica;
          return !(reticencias && dica.includes(inteiro) && acessivel.includes(inteiro));
        })
        .map(nome);
      return { largos, cortes };
    }, LONGO);
}

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

test.describe('odd data at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a 300-character unbroken value wraps in every name and free-text field; no dialog scrolls sideways', async ({
    page,
  }) => {
    await reescrever(page, '**/main/api/pedidoCirurgia/*', (p) => {
      if (!registro(p)) return;
      if (registro(p.paciente)) p.paciente.nome = LONGO;
      p.indicacaoClinica = LONGO;
      p.historiaClinica = LONGO;
    });
    await reescrever(page, '**/main/api/anotacaodetail/**', (lista) => {
      if (Array.isArray(lista)) for (const a of lista.filter(registro)) a.anotacao = LONGO;
    });
    await reescrever(page, '**/log/logpedido/*', (lista) => {
      if (Array.isArray(lista)) for (const e of lista.filter(registro)) e.descricao = LONGO;
    });
    await reescrever(page, '**/main/api/documento/*', (lista) => {
      if (Array.isArray(lista)) for (const d of lista.filter(registro)) d.arquivo = `${LONGO}.pdf`;
    });
    await abrirComo(page, 'carlos.mendes', '/admin/meusPedidos');
    const lista = new PedidosListPage(page);
    await expect(lista.table().locator('tbody tr').first()).toBeVisible();

    await lista.action('2027000', 'Resumo');
    const resumo = lista.dialog('Resumo do pedido nº 2027000');
    await expect(resumo.getByText(LONGO).first()).toBeVisible();
    expect(await noDialogo(page)).toEqual({ largos: [], cortes: [] });
    expect(await cutText(resumo.locator('dd'))).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(resumo).toBeHidden();

    for (const [acao, titulo] of [
      ['Anotações', /^Anotações/],
      ['Documentos', /^Documentos/],
      ['Ver histórico', /^Histórico/],
    ] as const) {
      await lista.action('2027000', acao);
      const dialogo = lista.dialog(titulo);
      await expect(dialogo).toBeVisible();
      // The whole text is there (whole, or in the name of the cell that cuts it with '…').
      await expect(
        dialogo
          .getByText(LONGO)
          .or(dialogo.getByRole('cell', { name: LONGO }))
          .first(),
      ).toBeAttached();
      expect(await noDialogo(page), acao).toEqual({ largos: [], cortes: [] });
      await page.keyboard.press('Escape');
      await expect(dialogo).toBeHidden();
    }
  });

  // The anaesthesia area, and OPME with its extra column and Requisitante hidden too.
  for (const [usuario, colunas] of [
    ['paulo.nunes', 'Colunas (1 oculta)'],
    ['fernanda.santos', 'Colunas (2 ocultas)'],
  ] as const) {
    test(`${usuario}: Parecer Área Técnica shows its longest status whole; '${colunas}'`, async ({ page }) => {
      await reescrever(page, '**/main/api/pedidoCirurgiaAreaTecnica*/**', (lista) => {
        if (Array.isArray(lista)) for (const r of lista.filter(registro)) r.status = 'EM AVALIAÇÃO DAS ÁREAS TÉCNICAS';
      });
      await abrirComo(page, usuario, '/admin/pareceresAreaTecnica');
      // The filters are folded into their line (docs/decisions/033-o-que-o-gerente-ve.md).
      await page.getByRole('button', { name: 'Filtros', exact: true }).click();
      await page.getByRole('button', { name: 'Todos', exact: true }).click();
      const table = page.getByRole('table', { name: 'Pareceres da área técnica' });
      const status = table.locator('tbody tr td:nth-child(2) .status-dot > span:last-child');
      await expect(status.first()).toHaveText('EM AVALIAÇÃO DAS ÁREAS TÉCNICAS');
      expect(await cutText(status)).toEqual([]);
      await expect(page.getByRole('button', { name: colunas })).toBeVisible();
    });
  }
});
