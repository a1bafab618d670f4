// `npm run test:engines`: the core journeys in Firefox (puppeteer-core over WebDriver BiDi) and WebKit (WebKitWebDriver
// with selenium-webdriver), the same steps in each (scripts/motores/passos.ts), on the production build (dist-e2e,
// built first unless `npm test` just built it) against the HTTP mock server under the production headers
// (docs/decisions/028-motores.md).
// Fails on any page error, console error or CSP violation; prints each engine's steps and their times.
//   MOTORES=firefox,webkit,chromium   the engines (chromium only to compare screenshots)
//   MOTORES_CAPTURAS=1                a screenshot of each step at 1366×900 and 390×844 in screenshots/motores/
//   MOTORES_ERRO_DE_PAGINA=1          every page throws once: each engine's journey must fail
import '../../mocks/relogio-dos-testes-instalar';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { diasDesdeODiaDosTestes, VARIAVEL_DIAS } from '../../mocks/relogio-dos-testes';
import { iniciarEspiao, type ErroDaPagina } from './espiao';
import { motorPuppeteer, motorWebkit, type Motor } from './motor';
import { PASSOS, Usuario } from './passos';

/** 4510–4519 by default: the proxy, the mock server, WebKitWebDriver (MOTORES_PORTA moves them). */
const PORTA = Number(process.env.MOTORES_PORTA ?? 4510);
const PORTA_MOCK = PORTA + 1;
const PORTA_WEBKIT = PORTA + 9;
const BASE = `http://127.0.0.1:${PORTA}`;
const CAPTURAS = process.env.MOTORES_CAPTURAS === '1';
const PASTA_CAPTURAS = 'screenshots/motores';
const MOTORES = (process.env.MOTORES ?? 'firefox,webkit').split(',');

process.env[VARIAVEL_DIAS] ??= String(diasDesdeODiaDosTestes(Date.now()));
const filhos: ChildProcess[] = [];

function iniciar(comando: string, args: string[]): ChildProcess {
  const filho = spawn(comando, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  filhos.push(filho);
  return filho;
}

function encerrarFilhos() {
  for (const filho of filhos) {
    if (filho.pid && filho.exitCode === null) {
      try {
        process.kill(-filho.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
}

async function aguardar(url: string, descricao: string) {
  const fim = Date.now() + 120_000;
  while (Date.now() < fim) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${descricao} não respondeu em ${url}`);
}

async function reiniciarBackEnd() {
  const resposta = await fetch(`http://127.0.0.1:${PORTA_MOCK}/__scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'reset' }),
  });
  if (!resposta.ok) throw new Error(`cenário recusado: ${resposta.status}`);
}

async function abrirMotor(nome: string): Promise<Motor> {
  if (nome === 'firefox' || nome === 'chromium') return motorPuppeteer(nome);
  if (nome === 'webkit') {
    const driver = iniciar('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${PORTA_WEBKIT}`]);
    void driver;
    process.env.WEBKIT_DRIVER_URL = `http://127.0.0.1:${PORTA_WEBKIT}`;
    await aguardar(`http://127.0.0.1:${PORTA_WEBKIT}/status`, 'WebKitWebDriver');
    return motorWebkit();
  }
  throw new Error(`motor desconhecido: ${nome}`);
}

interface Resultado {
  motor: string;
  passos: { usuario: string; nome: string; ms: number }[];
  falha?: string;
}

async function percorrer(nome: string, erros: ErroDaPagina[]): Promise<Resultado> {
  const resultado: Resultado = { motor: nome, passos: [] };
  erros.length = 0;
  await reiniciarBackEnd();
  let motor: Motor | undefined;
  try {
    motor = await abrirMotor(nome);
    const aberto = motor;
    let passoAtual = 0;
    let tela: readonly [number, number] = [1366, 900];
    /** The page as it is now at 1366×900 and at 390×844, then back to the step's size. */
    const capturar = async (rotulo: string) => {
      const prefixo = `${PASTA_CAPTURAS}/${String(passoAtual + 1).padStart(2, '0')}-${rotulo}-${nome}`;
      for (const [w, h] of [
        [1366, 900],
        [390, 844],
      ] as const) {
        await aberto.tamanho(w, h);
        await new Promise((r) => setTimeout(r, 400));
        await aberto.captura(`${prefixo}-${w}.png`);
      }
      await aberto.tamanho(...tela);
    };
    const u = new Usuario(motor, BASE, CAPTURAS ? capturar : undefined);
    for (const [i, passo] of PASSOS.entries()) {
      passoAtual = i;
      tela = passo.tela ?? [1366, 900];
      await motor.tamanho(...tela);
      const inicio = Date.now();
      await passo.fazer(u);
      const ms = Date.now() - inicio;
      // Errors reach the proxy by beacon: a moment for the last ones.
      await new Promise((r) => setTimeout(r, 200));
      if (erros.length) {
        throw new Error(
          `erros na página no passo '${passo.nome}':\n${erros.map((e) => `  ${e.tipo} em ${e.pagina}: ${e.texto}`).join('\n')}`,
        );
      }
      resultado.passos.push({ usuario: passo.usuario, nome: passo.nome, ms });
      console.log(
        `  ${nome.padEnd(8)} ${passo.usuario.padEnd(11)} ${passo.nome.padEnd(42)} ${(ms / 1000).toFixed(1)} s`,
      );
      if (CAPTURAS) await capturar('fim');
    }
  } catch (e) {
    resultado.falha = e instanceof Error ? e.message : String(e);
    // What the engine showed when the step failed.
    mkdirSync(PASTA_CAPTURAS, { recursive: true });
    await motor?.captura(`${PASTA_CAPTURAS}/falha-${nome}.png`).catch(() => undefined);
  } finally {
    await motor?.encerrar().catch(() => undefined);
  }
  return resultado;
}

async function principal(): Promise<number> {
  // `npm test` runs these after Playwright, which has just built dist-e2e (scripts/run-tests.mjs); alone, the build
  // takes a few seconds and is never stale.
  if (process.env.MOTORES_REUSAR_DIST !== '1' || !existsSync('dist-e2e/index.html')) {
    const build = iniciar('npm', ['run', 'build:e2e']);
    const codigo = await new Promise<number | null>((r) => build.on('close', r));
    if (codigo !== 0) throw new Error('npm run build:e2e falhou');
  }
  if (CAPTURAS) mkdirSync(PASTA_CAPTURAS, { recursive: true });
  iniciar('npx', [
    'tsx',
    '--tsconfig',
    'tsconfig.node.json',
    'mocks/server.ts',
    '--port',
    String(PORTA_MOCK),
    '--static',
    'dist-e2e',
  ]);
  await aguardar(`http://127.0.0.1:${PORTA_MOCK}/auth/login`, 'o servidor de mock');
  const { servidor, erros } = await iniciarEspiao(PORTA, PORTA_MOCK, {
    dias: Number(process.env[VARIAVEL_DIAS]),
    erroInjetado: process.env.MOTORES_ERRO_DE_PAGINA === '1',
  });
  const resultados: Resultado[] = [];
  try {
    for (const nome of MOTORES) {
      const inicio = Date.now();
      console.log(`Jornadas em ${nome}:`);
      const r = await percorrer(nome, erros);
      resultados.push(r);
      console.log(`  ${nome}: ${((Date.now() - inicio) / 1000).toFixed(1)} s${r.falha ? `, FALHOU:\n${r.falha}` : ''}`);
    }
  } finally {
    servidor.close();
  }
  const falhas = resultados.filter((r) => r.falha).length;
  console.log(`\nengines: ${resultados.length - falhas} passed, ${falhas} failed`);
  return falhas ? 1 : 0;
}

principal()
  .then((codigo) => {
    encerrarFilhos();
    process.exit(codigo);
  })
  .catch((e: unknown) => {
    console.error(e);
    encerrarFilhos();
    process.exit(1);
  });
