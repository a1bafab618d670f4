// The engine journeys' steps, the same in every engine (docs/decisions/028-motores.md): one user of each kind, on the
// production build against the HTTP mock server. Codes and names from the mock seed, as in the Playwright journeys
// that hold each screen in depth (pedidos, impressao, wizard, prontidao, area-tecnica, rastreamento, lock-and-export).
import type { Motor } from './motor';

/** What a step looks for: an element of a role (or a text) by its accessible name, within a dialog if given. */
export interface Consulta {
  papel: 'button' | 'link' | 'heading' | 'dialog' | 'textbox' | 'menuitem' | 'group' | 'table' | 'texto';
  nome: string | RegExp;
  dentro?: string | RegExp;
}

const ESPERA_MS = 30_000;

/**
 * Runs in the page: the visible element the query names, marked with `data-motor` so the driver can click it (the
 * mark is the test's, on the page as a user sees it). Names as a screen reader reads them, simplified: aria-label,
 * aria-labelledby, a field's label or placeholder, else the element's text.
 */
function achar(
  papel: string,
  nome: string,
  regex: boolean,
  dentro: string | null,
  dentroRegex: boolean,
  marca: string,
): string | null {
  const SELETORES: Record<string, string> = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    dialog: '[role="dialog"], [role="alertdialog"]',
    textbox: 'input:not([type="radio"]):not([type="checkbox"]), textarea, [role="textbox"], [role="combobox"]',
    menuitem: '[role="menuitem"]',
    group: '[role="group"], fieldset',
    table: 'table, [role="table"], [role="grid"]',
  };
  const limpo = (t: string | null | undefined) => (t ?? '').replace(/\s+/g, ' ').trim();
  const visivel = (el: Element) =>
    el.getClientRects().length > 0 &&
    getComputedStyle(el).visibility !== 'hidden' &&
    !el.closest('[aria-hidden="true"]');
  const nomeDe = (el: Element): string => {
    const rotulo = el.getAttribute('aria-label');
    if (rotulo) return limpo(rotulo);
    const por = el.getAttribute('aria-labelledby');
    if (por) {
      return limpo(
        por
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    }
    const rotulos = 'labels' in el && el.labels instanceof NodeList ? el.labels : null;
    if (rotulos && rotulos.length) return limpo(Array.from(rotulos, (l) => l.textContent).join(' '));
    if (el instanceof HTMLInputElement && el.type !== 'button' && el.type !== 'submit') return limpo(el.placeholder);
    return limpo(el.textContent);
  };
  // A required field's label ends in ' *'.
  const casa = (texto: string, alvo: string, re: boolean) =>
    re ? new RegExp(alvo).test(texto) : texto === alvo || texto.replace(/\s*\*$/, '') === alvo;
  let raizes: Element[] = [document.body];
  if (dentro !== null) {
    raizes = Array.from(document.querySelectorAll(SELETORES.dialog)).filter(
      (d) => visivel(d) && casa(nomeDe(d), dentro, dentroRegex),
    );
  }
  for (const raiz of raizes) {
    let achado: Element | undefined;
    if (papel === 'texto') {
      const andador = document.createTreeWalker(raiz, NodeFilter.SHOW_TEXT);
      for (let no = andador.nextNode(); no; no = andador.nextNode()) {
        const pai = no.parentElement;
        if (pai && visivel(pai) && casa(limpo(pai.textContent), nome, regex || false)) {
          achado = pai;
          break;
        }
        if (pai && visivel(pai) && !regex && limpo(no.textContent).includes(nome)) {
          achado = pai;
          break;
        }
      }
    } else {
      achado = Array.from(raiz.querySelectorAll(SELETORES[papel] ?? papel)).find(
        (el) => visivel(el) && casa(nomeDe(el), nome, regex),
      );
    }
    if (achado) {
      achado.setAttribute('data-motor', marca);
      return `[data-motor="${marca}"]`;
    }
  }
  return null;
}

let marcas = 0;

/** A user's actions and what they see, on top of an engine's driver; each waits, as a person would, for the screen. */
/** In the page: the element's box, and whether an animation runs on it or on an element holding it. */
function caixaEAnimacoes(seletor: string): string | null {
  const alvo = document.querySelector(seletor);
  if (!alvo) return null;
  const caixa = alvo.getBoundingClientRect();
  const animando = document
    .getAnimations()
    .some((a) => a.playState === 'running' && a.effect instanceof KeyframeEffect && a.effect.target?.contains(alvo));
  return `${Math.round(caixa.x)},${Math.round(caixa.y)},${Math.round(caixa.width)},${Math.round(caixa.height)}${animando ? ' animando' : ''}`;
}

export class Usuario {
  constructor(
    readonly motor: Motor,
    readonly base: string,
    /** Screenshots of what the step shows now (MOTORES_CAPTURAS=1 in scripts/motores/run.ts); else nothing. */
    readonly capturar: (rotulo: string) => Promise<void> = async () => undefined,
  ) {}

  private async buscar(c: Consulta): Promise<string | null> {
    const fonte = (v: string | RegExp) => (v instanceof RegExp ? v.source : v);
    return this.motor.executar<string | null>(achar.toString(), [
      c.papel,
      fonte(c.nome),
      c.nome instanceof RegExp,
      c.dentro === undefined ? null : fonte(c.dentro),
      c.dentro instanceof RegExp,
      `m${++marcas}`,
    ]);
  }

  /** Waits until `condicao` holds, polling; fails with `descricao` after ESPERA_MS. */
  async esperar<T>(descricao: string, condicao: () => Promise<T | null | false>): Promise<T> {
    const fim = Date.now() + ESPERA_MS;
    for (;;) {
      let ultimo: unknown;
      try {
        const valor = await condicao();
        if (valor !== null && valor !== false) return valor;
      } catch (e) {
        // A navigation under way may refuse a script: look again.
        ultimo = e;
      }
      if (Date.now() > fim) {
        throw new Error(
          `${this.motor.nome}: não apareceu a tempo: ${descricao}${ultimo ? ` (${String(ultimo)})` : ''}`,
        );
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  ver(c: Consulta): Promise<string> {
    return this.esperar(descrever(c), () => this.buscar(c));
  }

  async naoVer(c: Consulta): Promise<void> {
    await this.esperar(`sem ${descrever(c)}`, async () => (await this.buscar(c)) === null);
  }

  async clicar(c: Consulta): Promise<void> {
    const seletor = await this.ver(c);
    await this.parado(seletor, descrever(c));
    await this.motor.clicar(seletor);
  }

  /**
   * Waits until the element stays where it is (its box the same 50 ms apart, nothing around it animating), as
   * Playwright's click does: a driver's click presses and releases at one point, and a dialog still zooming in moves
   * its button between the two, so the press focuses the button and no click reaches it.
   */
  private async parado(seletor: string, descricao: string): Promise<void> {
    let antes: string | null = null;
    const fim = Date.now() + ESPERA_MS;
    for (;;) {
      const agora = await this.motor.executar<string | null>(caixaEAnimacoes.toString(), [seletor]);
      if (agora !== null && agora === antes && !agora.endsWith('animando')) return;
      if (Date.now() > fim) throw new Error(`${this.motor.nome}: não parou a tempo: ${descricao}`);
      antes = agora;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async preencher(c: Consulta, texto: string): Promise<void> {
    await this.motor.digitar(await this.ver(c), texto);
    await this.esperar(`${descrever(c)} com '${texto}'`, async () => {
      // Some fields write what is typed in capitals (Observações, Nome da mãe).
      const seletor = await this.buscar(c);
      return seletor !== null && (await this.valor(seletor)).toLowerCase() === texto.toLowerCase();
    });
  }

  valor(seletor: string): Promise<string> {
    return this.motor.executar<string>('(s) => document.querySelector(s)?.value ?? ""', [seletor]);
  }

  abrir(caminho: string): Promise<void> {
    return this.motor.abrir(this.base + caminho);
  }

  async url(caminho: string): Promise<void> {
    await this.esperar(`o endereço ${caminho}`, async () =>
      (await this.motor.executar<string>('() => location.pathname', [])) === caminho ? true : null,
    );
  }

  /** Clicks and returns to the caller in the window the click opened, once it shows a page of the app. */
  async novaJanela(acao: () => Promise<void>): Promise<string> {
    const antes = await this.motor.janelas();
    await acao();
    const nova = await this.esperar('uma janela nova', async () => {
      const agora = await this.motor.janelas();
      return agora.find((j) => !antes.includes(j)) ?? null;
    });
    await this.motor.irParaJanela(nova);
    await this.esperar('o documento na janela nova', async () =>
      (await this.motor.executar<string>('() => location.protocol', [])) !== 'about:' ? true : null,
    );
    return antes[0]!;
  }
}

function descrever(c: Consulta): string {
  return `${c.papel} '${String(c.nome)}'${c.dentro ? ` em '${String(c.dentro)}'` : ''}`;
}

export interface Passo {
  usuario: string;
  nome: string;
  /** The width and height the step runs at (1366 × 900 unless given). */
  tela?: [number, number];
  fazer(u: Usuario): Promise<void>;
}

const SENHA = 'senha123';

async function entrar(u: Usuario, usuario: string, destino: string) {
  await u.abrir('/auth/login');
  await u.preencher({ papel: 'textbox', nome: 'Usuário' }, usuario);
  await u.preencher({ papel: 'textbox', nome: 'Senha' }, SENHA);
  await u.clicar({ papel: 'button', nome: 'Entrar' });
  await u.url(destino);
  await u.ver({ papel: 'texto', nome: 'Versão 01.29.00' });
}

async function sair(u: Usuario) {
  // A toast ('Parecer salvo') lies over the profile menu's items until it goes, as a user waits for it to.
  await u.esperar('os avisos fechados', () =>
    u.motor.executar<boolean>('() => !document.querySelector(".p-toast-message")', []),
  );
  await u.motor.clicar('.topbar__profile');
  await u.clicar({ papel: 'menuitem', nome: 'Sair' });
  await u.url('/auth/login');
}

const FILTRO_NUMERO = { papel: 'textbox', nome: 'Filtrar por número do pedido' } as const;

/** A row action: its own button, else the item of the row's '⋯' menu (e2e/pages/meus-pedidos-page.ts). */
async function acaoDaLinha(u: Usuario, codigo: string, acao: string) {
  await u.preencher(FILTRO_NUMERO, codigo);
  await u.ver({ papel: 'texto', nome: codigo });
  const propria = new RegExp(`^${acao}.*\\(pedido ${codigo}\\)$`);
  const temPropria = await u.motor.executar<boolean>(
    '(re) => Array.from(document.querySelectorAll("button")).some((b) => new RegExp(re).test(b.getAttribute("aria-label") ?? ""))',
    [propria.source],
  );
  if (temPropria) {
    await u.clicar({ papel: 'button', nome: propria });
  } else {
    await u.clicar({ papel: 'button', nome: `Ações do pedido ${codigo}` });
    await u.clicar({ papel: 'menuitem', nome: acao });
  }
}

export const PASSOS: readonly Passo[] = [
  {
    usuario: 'cirurgião',
    nome: 'entrada e Meus Pedidos',
    fazer: async (u) => {
      await entrar(u, 'carlos.mendes', '/admin/meusPedidos');
      await u.ver({ papel: 'heading', nome: 'Meus Pedidos' });
    },
  },
  {
    usuario: 'cirurgião',
    nome: 'lista filtrada por paciente',
    fazer: async (u) => {
      const filtro = { papel: 'textbox', nome: 'Filtrar por paciente' } as const;
      await u.preencher(filtro, 'sousa');
      await u.ver({ papel: 'texto', nome: 'MARIA APARECIDA DE SOUZA' });
      await u.naoVer({ papel: 'texto', nome: 'JOSE CARLOS DA SILVA' });
      await u.preencher(filtro, '');
      await u.ver({ papel: 'texto', nome: 'JOSE CARLOS DA SILVA' });
    },
  },
  {
    usuario: 'cirurgião',
    nome: 'resumo do pedido',
    fazer: async (u) => {
      await acaoDaLinha(u, '2027000', 'Resumo');
      const resumo = 'Resumo do pedido nº 2027000';
      await u.ver({ papel: 'heading', nome: 'Itens Cirurgia', dentro: resumo });
      await u.ver({ papel: 'texto', nome: 'MARIA APARECIDA DE SOUZA', dentro: resumo });
      await u.capturar('resumo');
      await u.motor.tecla('Escape');
      await u.naoVer({ papel: 'dialog', nome: resumo });
    },
  },
  {
    usuario: 'cirurgião',
    nome: 'Aviso de Cirurgia e seu documento',
    fazer: async (u) => {
      await acaoDaLinha(u, '2027019', 'Impressão');
      await u.clicar({ papel: 'button', nome: 'Aviso de Cirurgia', dentro: 'Impressão do pedido nº 2027019' });
      const aviso = 'Aviso de Cirurgia — pedido nº 2027019';
      await u.preencher({ papel: 'textbox', nome: 'Observações', dentro: aviso }, 'LEVAR EXAMES DE IMAGEM NO DIA');
      await u.capturar('aviso');
      // The window opens within the click and gets its document once the form is saved
      // (docs/decisions/007-print-dialogs-and-documents.md): WebKit refuses a window opened after an await.
      const principal = await u.novaJanela(() => u.clicar({ papel: 'button', nome: 'Imprimir', dentro: aviso }));
      await u.ver({ papel: 'heading', nome: 'Aviso de Cirurgia' });
      await u.ver({ papel: 'texto', nome: 'LEVAR EXAMES DE IMAGEM NO DIA' });
      await u.capturar('documento');
      await u.motor.fecharJanela(principal);
      await u.naoVer({ papel: 'dialog', nome: aviso });
    },
  },
  {
    usuario: 'cirurgião',
    nome: 'assistente: Paciente e Dados do paciente',
    fazer: async (u) => {
      await u.preencher(FILTRO_NUMERO, '');
      await u.clicar({ papel: 'button', nome: 'Novo pedido' });
      await u.url('/admin/wizard');
      await u.ver({ papel: 'heading', nome: /^Pedido de Cirurgia nº \d+$/ });
      await u.preencher({ papel: 'textbox', nome: 'Nome do paciente' }, 'maria aparecida');
      await u.clicar({ papel: 'button', nome: 'Pesquisar' });
      await u.clicar({
        papel: 'button',
        nome: 'Selecionar paciente MARIA APARECIDA DE SOUZA',
        dentro: 'Selecione o paciente',
      });
      await u.clicar({
        papel: 'button',
        nome: 'Selecionar internação 48200',
        dentro: /^Selecione o atendimento ou a internação/,
      });
      await u.ver({ papel: 'heading', nome: 'Dados do paciente' });
      await u.preencher({ papel: 'textbox', nome: 'Peso (kg)' }, '68,5');
      await u.clicar({ papel: 'button', nome: 'Próximo' });
      await u.ver({ papel: 'heading', nome: 'Procedimentos Cirúrgicos' });
    },
  },
  {
    usuario: 'cirurgião',
    nome: 'bloqueio e desbloqueio',
    fazer: async (u) => {
      // Locked as another tab's idle timer locks every tab (src/app/session-lock/session-channel.ts); the idle minutes
      // themselves are journeyed with Playwright's clock (e2e/lock-and-export.spec.ts).
      await u.motor.executar(
        '() => { const c = new BroadcastChannel("opera.sessao"); c.postMessage("bloqueio"); c.close(); }',
        [],
      );
      const bloqueio = /Sessão bloqueada/;
      await u.ver({ papel: 'dialog', nome: bloqueio });
      await u.capturar('bloqueio');
      await u.naoVer({ papel: 'heading', nome: 'Procedimentos Cirúrgicos' });
      await u.preencher({ papel: 'textbox', nome: 'Senha', dentro: bloqueio }, SENHA);
      await u.clicar({ papel: 'button', nome: 'Desbloquear', dentro: bloqueio });
      await u.naoVer({ papel: 'dialog', nome: bloqueio });
      await u.ver({ papel: 'heading', nome: 'Procedimentos Cirúrgicos' });
      await sair(u);
    },
  },
  {
    usuario: 'gestor',
    nome: 'entrada e Mapa de Salas',
    fazer: async (u) => {
      await entrar(u, 'mariana.lima', '/admin/mapaDeSalas');
      await u.ver({ papel: 'heading', nome: 'Mapa de Salas' });
    },
  },
  {
    usuario: 'gestor',
    nome: 'Pedidos de Cirurgias e Prontidão',
    fazer: async (u) => {
      await u.clicar({ papel: 'link', nome: 'Pedidos de Cirurgias' });
      await u.ver({ papel: 'heading', nome: 'Pedidos de Cirurgias' });
      await u.ver({ papel: 'table', nome: /./ });
      await u.clicar({ papel: 'button', nome: 'Prontidão' });
      await u.clicar({ papel: 'button', nome: /^Parecer ANE pendente \d+$/ });
      await u.ver({ papel: 'table', nome: 'Prontidão dos pedidos' });
      await u.ver({ papel: 'texto', nome: /^ANE há / });
      await sair(u);
    },
  },
  {
    usuario: 'anestesista',
    nome: 'entrada e parecer',
    fazer: async (u) => {
      await entrar(u, 'paulo.nunes', '/admin/pareceresAreaTecnica');
      // The filters are folded into their line (docs/decisions/033-o-que-o-gerente-ve.md).
      await u.clicar({ papel: 'button', nome: 'Filtros' });
      await u.clicar({ papel: 'button', nome: 'Sem Parecer' });
      const ponto = /^Dar parecer no pedido \d+ \(ANESTESIA: Sem parecer\)$/;
      const seletor = await u.ver({ papel: 'button', nome: ponto });
      const rotulo = await u.motor.executar<string>('(s) => document.querySelector(s).getAttribute("aria-label")', [
        seletor,
      ]);
      const codigo = /pedido (\d+)/.exec(rotulo)?.[1] ?? '';
      await u.motor.clicar(seletor);
      const dialogo = `Parecer do pedido nº ${codigo}`;
      await u.ver({ papel: 'texto', nome: 'Anestesia proposta', dentro: dialogo });
      await u.capturar('parecer');
      await u.clicar({ papel: 'texto', nome: 'PENDENTE', dentro: dialogo });
      await u.preencher({ papel: 'textbox', nome: 'Descrição', dentro: dialogo }, 'Aguardando risco cirúrgico.');
      await u.clicar({ papel: 'button', nome: 'Salvar', dentro: dialogo });
      await u.naoVer({ papel: 'dialog', nome: dialogo });
      await u.naoVer({ papel: 'button', nome: rotulo });
      await sair(u);
    },
  },
  {
    usuario: 'paciente',
    nome: 'rastreamento no celular (390 px)',
    tela: [390, 844],
    fazer: async (u) => {
      await u.abrir('/rastreamento/2027004');
      await u.ver({ papel: 'heading', nome: 'Rastreamento do pedido' });
      await u.ver({ papel: 'texto', nome: 'Etapa 3 de 6' });
      await u.esperar('a página sem rolagem lateral', () =>
        u.motor.executar<boolean>('() => document.documentElement.scrollWidth <= innerWidth', []),
      );
    },
  },
];
