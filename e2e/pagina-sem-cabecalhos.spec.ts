// Served by a plain static host that sends none of the headers of docs/decisions/022-cabecalhos-de-producao.md, each
// built page still refuses an injected inline script, an inline handler and `eval`: the policy its own <meta> carries
// (vite.config.ts, deploy/security-headers.ts; docs/decisions/027-implantacao.md).
import { expect, test } from '@playwright/test';
import { iniciarHostSemCabecalhos, SCRIPT_COM_EVAL, type Servidor } from './support/servidores';

let host: Servidor;

test.beforeAll(async () => {
  host = await iniciarHostSemCabecalhos();
});

test.afterAll(async () => {
  await host?.parar();
});

for (const [pagina, caminho, pronta] of [
  ['the sign-in page', '/auth/login', { role: 'button', name: 'Entrar' }],
  ['the tracking page', '/rastreamento/2027004', { role: 'heading', name: 'Rastreamento do pedido' }],
] as const) {
  test(`${pagina} on a host without headers refuses an injected script, an inline handler and eval`, async ({
    page,
  }) => {
    const resposta = await page.goto(`${host.url}${caminho}`);
    expect(resposta?.headers()['content-security-policy']).toBeUndefined();
    await expect(page.getByRole(pronta.role, { name: pronta.name })).toBeVisible();

    const resultado = await page.evaluate(async (scriptComEval) => {
      const violacoes: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => violacoes.push(e.violatedDirective));
      const janela = window as unknown as Record<string, unknown>;
      const script = document.createElement('script');
      script.textContent = 'window.__injetado = true;';
      document.body.append(script);
      const botao = document.createElement('button');
      botao.setAttribute('onclick', 'window.__handler = true;');
      document.body.append(botao);
      botao.click();
      const comEval = document.createElement('script');
      comEval.src = scriptComEval;
      const carregado = new Promise((r) => comEval.addEventListener('load', r));
      document.body.append(comEval);
      await carregado;
      // The violation events are dispatched after the task that caused them.
      await new Promise((r) => setTimeout(r, 100));
      return {
        injetado: janela.__injetado === true,
        handler: janela.__handler === true,
        eval: janela.__eval,
        violacoes,
      };
    }, SCRIPT_COM_EVAL);
    expect(resultado).toEqual({
      injetado: false,
      handler: false,
      eval: 'EvalError',
      violacoes: expect.arrayContaining(['script-src-elem', 'script-src-attr', 'script-src']),
    });
  });
}

test('the tracking page’s HTML keeps it out of search engines and sends no Referer before any script runs', async ({
  request,
}) => {
  const html = await (await request.get(`${host.url}/rastreamento/2027004`)).text();
  expect(html).toContain('<meta name="referrer" content="no-referrer" />');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
});
