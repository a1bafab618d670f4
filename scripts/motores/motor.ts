// What a step asks of a browser engine (docs/decisions/028-motores.md): the few actions of a user, done by the
// engine's driver as real input (a click is the driver's click, so a window opened within it has the user's
// activation), and a function run in the page to find things and read them.
import { writeFile } from 'node:fs/promises';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Builder, Key, type WebDriver } from 'selenium-webdriver';

/**
 * The page's size. Puppeteer sends the viewport and a screen orientation together; Firefox ESR 140's WebDriver BiDi has
 * no `emulation.setScreenOrientationOverride`, so that one command is refused while the viewport is set. Only that
 * refusal is let through.
 */
async function definirTamanho(page: Page, width: number, height: number) {
  try {
    await page.setViewport({ width, height });
  } catch (erro) {
    if (!String(erro).includes('setScreenOrientationOverride')) throw erro;
  }
}

export interface Motor {
  readonly nome: string;
  abrir(url: string): Promise<void>;
  /** Runs `corpo` (a function's source) in the current window with `args`; returns what it returns. */
  executar<T>(corpo: string, args: unknown[]): Promise<T>;
  clicar(seletor: string): Promise<void>;
  /** Empties the field (select all, delete, as a user would) and types `texto`. */
  digitar(seletor: string, texto: string): Promise<void>;
  tecla(tecla: 'Escape'): Promise<void>;
  tamanho(largura: number, altura: number): Promise<void>;
  captura(arquivo: string): Promise<void>;
  janelas(): Promise<string[]>;
  irParaJanela(id: string): Promise<void>;
  /** Closes the current window and goes back to `id`. */
  fecharJanela(id: string): Promise<void>;
  encerrar(): Promise<void>;
}

/** Firefox ESR over WebDriver BiDi, or Chromium over CDP, through puppeteer-core (no browser download). */
export async function motorPuppeteer(nome: 'firefox' | 'chromium'): Promise<Motor> {
  const browser: Browser =
    nome === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
          headless: true,
          extraPrefsFirefox: { 'intl.accept_languages': 'pt-BR', 'intl.locale.requested': 'pt-BR' },
          env: { ...process.env, TZ: 'America/Sao_Paulo' },
        })
      : await puppeteer.launch({
          browser: 'chrome',
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          headless: true,
          args: ['--no-sandbox', '--disable-gpu', '--lang=pt-BR', '--no-first-run'],
          env: { ...process.env, TZ: 'America/Sao_Paulo' },
        });
  let page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  const ids = new WeakMap<Page, string>();
  let contador = 0;
  const idDe = (p: Page) => {
    if (!ids.has(p)) ids.set(p, `janela-${++contador}`);
    return ids.get(p)!;
  };
  await definirTamanho(page, 1366, 900);
  const paginas = async () => (await browser.pages()).filter((p) => !p.isClosed());
  return {
    nome,
    abrir: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    executar: <T>(corpo: string, args: unknown[]) =>
      page.evaluate<[], () => T>(`(${corpo}).apply(null, ${JSON.stringify(args)})`),
    clicar: async (seletor) => {
      await page.click(seletor);
    },
    digitar: async (seletor, texto) => {
      await page.click(seletor, { count: 3 });
      await page.keyboard.press('Backspace');
      if (texto) await page.type(seletor, texto);
    },
    tecla: async (tecla) => {
      await page.keyboard.press(tecla);
    },
    tamanho: async (largura, altura) => {
      await definirTamanho(page, largura, altura);
    },
    captura: async (arquivo) => {
      await writeFile(arquivo, await page.screenshot());
    },
    janelas: async () => (await paginas()).map(idDe),
    irParaJanela: async (id) => {
      const alvo = (await paginas()).find((p) => idDe(p) === id);
      if (!alvo) throw new Error(`janela ${id} não encontrada`);
      page = alvo;
    },
    fecharJanela: async (id) => {
      await page.close();
      const alvo = (await paginas()).find((p) => idDe(p) === id);
      if (!alvo) throw new Error(`janela ${id} não encontrada`);
      page = alvo;
    },
    encerrar: () => browser.close(),
  };
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver (webkit2gtk-driver) and selenium-webdriver, under xvfb-run. */
export async function motorWebkit(): Promise<Motor> {
  const driver: WebDriver = await new Builder()
    .usingServer(process.env.WEBKIT_DRIVER_URL ?? 'http://127.0.0.1:4519')
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
        args: ['--automation'],
      },
    })
    .build();
  const janela = driver.manage().window();
  /** The window's outer size that gives the page `largura` × `altura` (the toolbar and borders, measured once). */
  const tamanho = async (largura: number, altura: number) => {
    await janela.setRect({ width: largura, height: altura });
    const [w, h] = await driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
    if (w !== largura || h !== altura) {
      await janela.setRect({ width: 2 * largura - w, height: 2 * altura - h });
    }
  };
  await tamanho(1366, 900);
  return {
    nome: 'webkit',
    abrir: (url) => driver.get(url),
    executar: <T>(corpo: string, args: unknown[]) =>
      driver.executeScript<T>(`return (${corpo}).apply(null, arguments)`, ...args),
    clicar: async (seletor) => {
      await driver.findElement({ css: seletor }).click();
    },
    digitar: async (seletor, texto) => {
      const campo = driver.findElement({ css: seletor });
      await campo.click();
      await campo.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
      if (texto) await campo.sendKeys(texto);
    },
    tecla: async () => {
      await driver.actions().sendKeys(Key.ESCAPE).perform();
    },
    tamanho,
    captura: async (arquivo) => {
      await writeFile(arquivo, await driver.takeScreenshot(), 'base64');
    },
    janelas: () => driver.getAllWindowHandles(),
    irParaJanela: (id) => driver.switchTo().window(id),
    fecharJanela: async (id) => {
      await driver.close();
      await driver.switchTo().window(id);
    },
    encerrar: () => driver.quit(),
  };
}
