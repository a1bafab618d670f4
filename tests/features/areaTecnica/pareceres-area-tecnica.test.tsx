// Parecer Área Técnica (wizards-and-management.md §2 'Technical-area opinions table', §4, §5 and §8 'Technical
// opinions'): what an anaesthetist and an OPME professional see and do, in both mock dialects.
import { journal } from '@mocks/journal';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateBR } from '@/lib/dates/format';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { pendencias } from '@mocks/handlers/main/area-tecnica';
import { pendenteParaArea, visivelParaArea } from '@mocks/handlers/main/area-tecnica-views';
import { failNext, slowDown } from '@mocks/scenarios';
import { renderApp } from '../../utils/render-app';
import { comFlag, pedidoSemParecer, profissionalDe } from './helpers';

const tabela = () => screen.findByRole('table', { name: 'Pareceres da área técnica' }, { timeout: 15_000 });
/** The table row of a request, found by its code's button. */
async function linhaDe(table: HTMLElement, codigo: string) {
  await within(table).findByRole('button', { name: `Resumo do pedido ${codigo}` });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('button', { name: `Resumo do pedido ${codigo}` }));
  if (!row) throw new Error(`linha do pedido ${codigo} não encontrada`);
  return row;
}
const parecerPosts = () => journal().filter((c) => c.path === '/api/parecerAreaTecnica');

describe.each(['default', 'alt'] as const)('Parecer Área Técnica (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));

  it('an anaesthetist gives a pending opinion: refused without text, then saved and logged; the row and the bell drop', async () => {
    const pedido = pedidoSemParecer('paulo.nunes');
    // The request and two more the area owes: the row that drops and rows that stay (a whole list costs the table).
    const outros = db.pedidos.filter((p) => p !== pedido && pendenteParaArea(p, profissionalDe('paulo.nunes')));
    db.pedidos = [pedido, ...outros.slice(0, 2)];
    const bell = pendencias(profissionalDe('paulo.nunes'));
    const { user } = renderApp('/admin/pareceresAreaTecnica', { as: 'paulo.nunes' });
    const table = await tabela();
    for (const header of ['Nº Pedido', 'Status', 'Paciente', 'Requisitante', 'Data Cirurgia', 'ANESTESIA']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // Equipe, scanned least, is offered by 'Colunas' so that the patient and status show whole at 1366 px.
    expect(within(table).queryByRole('columnheader', { name: 'Equipe' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Colunas/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Equipe' }));
    expect(await within(table).findByRole('columnheader', { name: 'Equipe' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Itens Eventuais' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `Pedidos sem parecer técnico: ${bell}` })).toBeInTheDocument();
    const nome = `Dar parecer no pedido ${pedido.codigo} (ANESTESIA: Sem parecer)`;
    await user.click(within(table).getByRole('button', { name: nome }));
    const dialog = await screen.findByRole('dialog', { name: `Parecer do pedido nº ${pedido.codigo}` });
    expect(await within(dialog).findByText('Anestesia proposta')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'APROVAÇÃO AUTOMÁTICA DO SISTEMA' })).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: 'PENDENTE' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Para rejeição ou pendência o parecer é obrigatório')).toBeInTheDocument();
    expect(parecerPosts()).toHaveLength(0);
    // The text at once: what is posted is under test here, not typing.
    await user.click(within(dialog).getByRole('textbox', { name: 'Descrição' }));
    await user.paste('Aguardando risco cirúrgico.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(parecerPosts()).toHaveLength(1);
    expect(parecerPosts()[0].body).toEqual({
      justificativa: 'Aguardando risco cirúrgico.',
      areaTecnica: 1,
      pedidoCirurgia: pedido.id,
      parecerTecnico: 3,
    });
    expect(db.logs.filter((l) => l.id_pedido === pedido.id && l.tipo === 'Parecer').map((l) => l.descricao)).toEqual([
      'PENDENTE',
    ]);
    await waitFor(() => expect(within(table).queryByRole('button', { name: nome })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: `Pedidos sem parecer técnico: ${bell - 1}` })).toBeInTheDocument();
  });

  it('OPME sees Itens Eventuais with its print button; a finalised request’s dot is read-only and says why', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ closed: false } as unknown as Window);
    const opme = profissionalDe('fernanda.santos');
    const finalizado = db.pedidos.find((p) => p.status === 8 && p.id >= 3000 && p.centroCirurgico === 1)!;
    const comEventuais = db.pedidos.find(
      (p) => p !== finalizado && visivelParaArea(p, opme, []) && p.itens.some((i) => i.itemEventual),
    )!;
    // Todos lists every request the area sees: the seed keeps the three this test reads, not the whole list.
    db.pedidos = [pedidoSemParecer('fernanda.santos'), comEventuais, finalizado].filter(
      (p, i, a) => a.indexOf(p) === i,
    );
    const { user } = renderApp('/admin/pareceresAreaTecnica', { as: 'fernanda.santos' });
    await tabela();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    const table = await tabela();
    expect(within(table).getByRole('columnheader', { name: 'OPME' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Itens Eventuais' })).toBeInTheDocument();
    const linha = await linhaDe(table, finalizado.codigo);
    expect(
      within(linha).getByRole('img', { name: /^OPME: .*\. Pedido finalizado: o parecer não pode ser alterado\.$/ }),
    ).toBeInTheDocument();
    const imprimir = within(table).getAllByRole('button', { name: /^Imprimir itens eventuais do pedido / })[0];
    await user.click(imprimir);
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/impressoMateriaisEventuais\/\d+$/), '_blank');
    expect(screen.queryByText('O navegador bloqueou a janela do documento.')).not.toBeInTheDocument();
    // A window the browser refuses is said in words, as the print forms say it.
    open.mockReturnValue(null);
    await user.click(imprimir);
    expect(await screen.findByText('O navegador bloqueou a janela do documento.')).toBeInTheDocument();
  });
});

describe('Parecer Área Técnica', () => {
  it('says Sem pedidos, filtre um intervalo de datas when the list is empty', async () => {
    db.pedidos = [];
    renderApp('/admin/pareceresAreaTecnica', { as: 'paulo.nunes' });
    expect(
      await screen.findByText('Sem pedidos, filtre um intervalo de datas', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('a failing load shows the error with a retry', async () => {
    failNext('POST /api/pedidoCirurgiaAreaTecnicaSemParecer/:profissionalId', 500, { mensagem: 'Falha no servidor.' });
    const { user } = renderApp('/admin/pareceresAreaTecnica', { as: 'paulo.nunes' });
    expect(await screen.findByText('Falha no servidor.', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await tabela()).toBeInTheDocument();
  });

  it('Com Parecer calls its own list, with the period’s end plus one day', async () => {
    const { user } = renderApp('/admin/pareceresAreaTecnica', { as: 'paulo.nunes' });
    await tabela();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await user.click(screen.getByRole('button', { name: 'Com Parecer' }));
    await waitFor(() =>
      expect(journal().some((c) => c.path.startsWith('/api/pedidoCirurgiaAreaTecnicaComParecer/'))).toBe(true),
    );
    const corpo = journal().find((c) => c.path === '/api/pedidoCirurgiaAreaTecnicaComParecer/105')!.body;
    const filtros = corpo.filtros as Record<string, unknown>;
    const inicio = String(filtros.periodoDataInicio);
    const fim = new Date(`${String(filtros.periodoDataFim)}T12:00:00Z`).getTime();
    expect((fim - new Date(`${inicio}T12:00:00Z`).getTime()) / 86_400_000).toBe(31);
    expect(filtros).toMatchObject({ centrosCirurgicos: '1,2', filtrarPedidosSemCampanha: false });
  });

  it('Buscar refuses a period that starts after it ends, with the verbatim warning, and loads nothing', async () => {
    const { user } = renderApp('/admin/pareceresAreaTecnica', { as: 'paulo.nunes' });
    await tabela();
    const antes = journal().length;
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const inicio = screen.getByLabelText(/^Data da cirurgia de/);
    await user.clear(inicio);
    await user.click(inicio);
    await user.paste('31/12/2099');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('A Data Início não pode ser maior que a Data Fim')).toBeInTheDocument();
    expect(
      journal()
        .slice(antes)
        .filter((c) => c.path.includes('AreaTecnica')),
    ).toHaveLength(0);
  });

  it('a saved opinion is confirmed by name and the focus goes to the next row’s dot', async () => {
    const pedido = pedidoSemParecer('paulo.nunes');
    const { user } = renderApp('/admin/pareceresAreaTecnica', { as: 'paulo.nunes' });
    const table = await tabela();
    const nome = `Dar parecer no pedido ${pedido.codigo} (ANESTESIA: Sem parecer)`;
    await within(table).findByRole('button', { name: nome });
    const pontos = within(table).getAllByRole('button', { name: /^Dar parecer no pedido / });
    const seguinte = pontos[pontos.findIndex((p) => p.getAttribute('aria-label') === nome) + 1];
    const nomeSeguinte = seguinte.getAttribute('aria-label')!;
    await user.click(within(table).getByRole('button', { name: nome }));
    const dialog = await screen.findByRole('dialog', { name: `Parecer do pedido nº ${pedido.codigo}` });
    await user.click(await within(dialog).findByRole('radio', { name: 'APROVADO' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(`Parecer registrado no pedido nº ${pedido.codigo}.`)).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('button', { name: nome })).not.toBeInTheDocument());
    await waitFor(() => expect(within(table).getByRole('button', { name: nomeSeguinte })).toHaveFocus());
  });

  it('a status button refused for its period stays unpressed; another status shows loading, never the last list', async () => {
    const pedido = pedidoSemParecer('paulo.nunes');
    const { user } = renderApp('/admin/pareceresAreaTecnica', { as: 'paulo.nunes' });
    const table = await tabela();
    await linhaDe(table, pedido.codigo);
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const inicio = screen.getByLabelText(/^Data da cirurgia de/);
    const antes = formatDateBR(saoPauloIsoDay());
    await user.clear(inicio);
    await user.click(inicio);
    await user.paste('31/12/2099');
    await user.click(screen.getByRole('button', { name: 'Com Parecer' }));
    expect(await screen.findByText('A Data Início não pode ser maior que a Data Fim')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Com Parecer' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Sem Parecer' })).toHaveAttribute('aria-pressed', 'true');
    await user.clear(inicio);
    await user.click(inicio);
    await user.paste(antes);
    slowDown('POST /api/pedidoCirurgiaAreaTecnicaComParecer/:profissionalId', 300, 1);
    await user.click(screen.getByRole('button', { name: 'Com Parecer' }));
    expect(screen.getByRole('button', { name: 'Com Parecer' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Resumo do pedido ${pedido.codigo}` })).not.toBeInTheDocument();
    await tabela();
  });

  it('a failing opinion shows the message and keeps the text; Salvar again saves it and logs it once', async () => {
    const pedido = pedidoSemParecer('paulo.nunes');
    failNext('POST /api/parecerAreaTecnica', 500, { mensagem: 'Serviço indisponível.' });
    const { user } = renderApp('/admin/pareceresAreaTecnica', { as: 'paulo.nunes' });
    const table = await tabela();
    await user.click(
      within(table).getByRole('button', { name: `Dar parecer no pedido ${pedido.codigo} (ANESTESIA: Sem parecer)` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Parecer do pedido nº ${pedido.codigo}` });
    await user.click(await within(dialog).findByRole('radio', { name: 'REJEITADO' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Descrição' }), 'Sem vaga de UTI.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Serviço indisponível.');
    expect(within(dialog).getByRole('textbox', { name: 'Descrição' })).toHaveValue('Sem vaga de UTI.');
    expect(db.logs.some((l) => l.id_pedido === pedido.id && l.tipo === 'Parecer')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const escritas = journal().filter(
      (c) => c.method !== 'GET' && !c.path.startsWith('/api/pedidoCirurgiaAreaTecnica'),
    );
    expect(escritas.map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual([
      'POST /api/parecerAreaTecnica 500',
      'POST /api/parecerAreaTecnica 201',
      'POST /logpedido 201',
    ]);
    expect(db.logs.filter((l) => l.id_pedido === pedido.id && l.tipo === 'Parecer').map((l) => l.descricao)).toEqual([
      'REJEITADO',
    ]);
  });

  it("a viewer ('V') reads the list but no dot opens the dialog", async () => {
    comFlag('paulo.nunes', 'acessoParecerAreaTecnica', 'V');
    const pedido = pedidoSemParecer('paulo.nunes');
    renderApp('/admin/pareceresAreaTecnica', { as: 'paulo.nunes' });
    const table = await tabela();
    const linha = await linhaDe(table, pedido.codigo);
    expect(
      within(linha).getByRole('img', { name: 'ANESTESIA: Sem parecer. Acesso somente para visualização.' }),
    ).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Dar parecer/ })).not.toBeInTheDocument();
  });

  it('the code opens the request summary and Anotações the notes panel; the name filter matches by sound', async () => {
    const pedido = pedidoSemParecer('paulo.nunes');
    const { user } = renderApp('/admin/pareceresAreaTecnica', { as: 'paulo.nunes' });
    const table = await tabela();
    await user.click(within(table).getByRole('button', { name: `Resumo do pedido ${pedido.codigo}` }));
    const resumo = await screen.findByRole('dialog', { name: `Resumo do pedido nº ${pedido.codigo}` });
    expect((await within(resumo).findAllByText(pedido.paciente!.nome)).length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(table).getByRole('button', { name: `Anotações do pedido ${pedido.codigo}` }));
    expect(await screen.findByRole('dialog', { name: new RegExp(`Anotações.*${pedido.codigo}`) })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const outro = db.pedidos.find(
      (p) =>
        p.paciente &&
        p.paciente.nome !== pedido.paciente!.nome &&
        within(table).queryByRole('button', { name: `Resumo do pedido ${p.codigo}` }),
    )!;
    // SOUZA typed as 'sousa', JOSE as 'jose': the filter matches by sound, ignoring case and accents.
    const falado = pedido.paciente!.nome.toLowerCase().replace(/z/g, 's').replace(/th/g, 't');
    await user.type(screen.getByRole('textbox', { name: 'Filtrar por paciente' }), falado);
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: `Resumo do pedido ${outro.codigo}` })).not.toBeInTheDocument(),
    );
    expect(within(table).getByRole('button', { name: `Resumo do pedido ${pedido.codigo}` })).toBeInTheDocument();
  });
});
