// Prontidão in Pedidos de Cirurgias (docs/decisions/023-prontidao.md): the seed's requests of today + 3,
// one ready and one per kind of pendência (mocks/db/seed-prontidao.ts), in both mock dialects: chips, holders, the
// opinions a request shows it needs (NIR, blood bank, OPME read in the background), counters that filter, the
// window kept in the address beside the period, rows by day and room, the printed 'Mapa de pendências' and day map,
// 'Exportar CSV', Anotações, and an observer opening a request's summary.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { json } from '@mocks/handlers/http-helpers';
import { gerenteRow } from '@mocks/handlers/main/gerente-views';
import { journal } from '@mocks/journal';
import { server } from '@mocks/node';
import { failAlways, slowDown } from '@mocks/scenarios';
import { PRONTIDAO_PRIMEIRO_ID } from '@mocks/db/seed-prontidao';
import { addMinutes } from '@/lib/dates/wall-clock';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { renderApp } from '../../utils/render-app';

const CODIGOS = ['2027320', '2027321', '2027322', '2027323', '2027324', '2027325', '2027326', '2027327'];
// The first page shows the request in a few seconds on a busy machine.
const tabela = () => screen.findByRole('table', { name: 'Prontidão dos pedidos' }, { timeout: 15_000 });

/** Only the Prontidão seed's requests, so that the counters are theirs. */
function soProntidao() {
  db.pedidos = db.pedidos.filter((p) => p.id >= PRONTIDAO_PRIMEIRO_ID && p.id < PRONTIDAO_PRIMEIRO_ID + 8);
}

/** Once OPME's reads are done: no row says 'OPME: verificando'. */
const opmeLido = (table: HTMLElement) =>
  waitFor(() => expect(within(table).queryByText('OPME: verificando')).not.toBeInTheDocument());

/** The chips of a row, in order. */
const chipsDe = (table: HTMLElement, codigo: string) =>
  within(linha(table, codigo))
    .getAllByRole('listitem')
    .map((c) => c.textContent);

function linha(table: HTMLElement, codigo: string) {
  const row = within(table)
    .getAllByRole('row')
    // By the number's text: a role query per row computes every accessible name (seconds on a busy machine).
    .find((r) => within(r).queryByText(codigo));
  if (!row) throw new Error(`linha do pedido ${codigo} não encontrada`);
  return row;
}

const codigosDas = (table: HTMLElement) =>
  within(table)
    .getAllByRole('button', { name: /^Resumo do pedido / })
    .map((b) => b.textContent);

describe.each(['default', 'alt'] as const)('Prontidão (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));
  afterEach(() => setDialect('default'));

  it('shows each request of the next 3 days with its pendências and who holds it, ready ones as Pronto', async () => {
    soProntidao();
    // A finalised request leaves the view.
    const finalizado = db.pedidos.find((p) => p.id === PRONTIDAO_PRIMEIRO_ID + 6);
    if (finalizado) finalizado.status = 8;
    const { user, router } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    await screen.findByRole('table', { name: 'Pedidos de cirurgias' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Prontidão' }));
    expect(router.state.location.search).toBe('?prontidao=3');
    const table = await tabela();
    expect(screen.getByRole('button', { name: 'Prontidão' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '3 dias' })).toHaveAttribute('aria-pressed', 'true');
    expect(codigosDas(table)).toHaveLength(7);
    expect(within(table).queryByText('2027326')).not.toBeInTheDocument();

    const pronto = linha(table, '2027320');
    expect(within(pronto).getByText('Pronto')).toBeInTheDocument();
    expect(within(pronto).getByText(/^Gestão há /)).toBeInTheDocument();
    await opmeLido(table);
    // A bed and blood products, and neither the NIR nor the blood bank has given an opinion: both are owed.
    expect(chipsDe(table, '2027321')).toEqual([
      'Sem conferência',
      'Sem parecer NIR',
      'Sem parecer HEM',
      'SLA expirando',
    ]);
    expect(within(linha(table, '2027321')).getByText('Sem conferência')).toHaveAttribute(
      'title',
      'O pedido ainda não passou pela primeira conferência da gestão.',
    );
    const ane = linha(table, '2027322');
    expect(within(ane).getByText('Parecer ANE pendente')).toHaveAttribute(
      'title',
      'A área ANE deixou o parecer pendente. Justificativa: Aguardando risco cirúrgico.',
    );
    expect(within(ane).getByText(/^ANE há 7 h/)).toBeInTheDocument();
    expect(chipsDe(table, '2027323')).toEqual(['Parecer OPME rejeitado']);
    // APROVADO with no primeiraConferencia: past the conference, so not 'Sem conferência'.
    expect(chipsDe(table, '2027324')).toEqual(['Avaliação anestésica sem parecer']);
    expect(within(linha(table, '2027324')).getByText(/^ANE há /)).toBeInTheDocument();
    // An OPME box and no OPME opinion: owed once the box is read.
    expect(chipsDe(table, '2027325')).toEqual(['Sem parecer OPME', 'Sem leito']);
    expect(within(linha(table, '2027325')).getByText(/^OPME há /)).toBeInTheDocument();
    const desconhecido = linha(table, '2027327');
    expect(within(desconhecido).getByText('Não foi possível ler o parecer NIR')).toBeInTheDocument();
    expect(within(desconhecido).queryByText('Pronto')).not.toBeInTheDocument();
    expect(within(desconhecido).getByText('Não foi possível saber com quem está')).toBeInTheDocument();
    // By day, then room, then time: one day, SALA 01 then SALA 02 (the seed's requests are an hour apart).
    const cabecalhos = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(cabecalhos).toEqual([expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/), 'SALA 01', 'SALA 02']);
    // By surgery time (the seed's requests are an hour apart, in code order).
    expect(codigosDas(table)).toEqual(CODIGOS.filter((c) => c !== '2027326'));
  });

  it('counts by pendência and by holder; a counter filters the view and, pressed again, lets go', async () => {
    soProntidao();
    const { user } = renderApp('/admin/pedidosCirurgia?prontidao=3', { as: 'mariana.lima' });
    const table = await tabela();
    const pendencias = screen.getByRole('group', { name: 'Pendências' });
    // Once OPME's reads are done.
    await within(pendencias).findByRole('button', { name: 'Sem parecer OPME 1' });
    const nomes = within(pendencias)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(nomes).toEqual([
      'Avaliação anestésica sem parecer 1',
      'Não foi possível ler o parecer NIR 1',
      'Parecer ANE pendente 1',
      'Parecer OPME rejeitado 1',
      'Sem conferência 1',
      'Sem leito 1',
      'Sem parecer HEM 1',
      'Sem parecer NIR 1',
      'Sem parecer OPME 1',
      'SLA expirando 1',
      'SLA fora do prazo 1',
    ]);
    const detentores = screen.getByRole('group', { name: 'Com o pedido' });
    expect(within(detentores).getByRole('button', { name: 'Gestão 4' })).toBeInTheDocument();
    expect(within(detentores).getByRole('button', { name: 'OPME 1' })).toBeInTheDocument();
    expect(
      within(detentores).getByRole('button', { name: 'Não foi possível saber com quem está 1' }),
    ).toBeInTheDocument();

    const ane = within(detentores).getByRole('button', { name: 'ANE 2' });
    await user.click(ane);
    expect(ane).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(codigosDas(table)).toEqual(['2027322', '2027324']));
    await user.click(within(pendencias).getByRole('button', { name: 'Sem leito 1' }));
    await waitFor(() => expect(codigosDas(table)).toEqual(['2027325']));
    // The day and room headings follow what is shown.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/), 'SALA 02']);
    await user.click(within(pendencias).getByRole('button', { name: 'Sem leito 1' }));
    await waitFor(() => expect(codigosDas(table)).toHaveLength(8));
  });

  it("keeps the window in the address: '1 dia' leaves the later surgeries out, and the list comes back", async () => {
    soProntidao();
    const { user, router } = renderApp('/admin/pedidosCirurgia?prontidao=7', { as: 'mariana.lima' });
    await tabela();
    expect(screen.getByRole('button', { name: '7 dias' })).toHaveAttribute('aria-pressed', 'true');
    // Beside the period the folded filters' line names, in view while the filters are folded.
    expect(screen.getByRole('button', { name: 'Filtros' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('group', { name: 'Cirurgias nos próximos' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: '1 dia' }));
    expect(router.state.location.search).toBe('?prontidao=1');
    expect(await screen.findByText('Sem pedidos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prontidão' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('table', { name: 'Pedidos de cirurgias' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Cirurgias nos próximos' })).not.toBeInTheDocument();
  });

  it("prints the filtered view as the 'Mapa de pendências', every row's pendências and holder in words", async () => {
    soProntidao();
    const print = vi.fn();
    const real = window.print;
    window.print = print;
    onTestFinished(() => {
      window.print = real;
    });
    const { user } = renderApp('/admin/pedidosCirurgia?prontidao=3', { as: 'mariana.lima' });
    await opmeLido(await tabela());
    await user.click(
      within(screen.getByRole('group', { name: 'Pendências' })).getByRole('button', { name: 'Sem conferência 1' }),
    );
    await user.click(screen.getByRole('button', { name: 'Imprimir lista' }));
    const view = await screen.findByRole('region', { name: 'Impressão de Mapa de pendências' });
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(within(view).getByText(/Cirurgias nos próximos: 3 dias; Pendência: Sem conferência$/)).toBeInTheDocument();
    expect(within(view).getByText(/^Impresso em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
    const printed = within(view).getByRole('table');
    expect(
      within(printed)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Nº Pedido',
      'Data Cirurgia',
      'Sala',
      'Paciente',
      'Procedimento',
      'Cirurgião',
      'Pendências',
      'Quem está com o pedido',
    ]);
    const rows = within(printed).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const cells = within(rows[0])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect([cells[0], cells[2], cells[3]]).toEqual(['2027321', 'SALA 01', 'SEBASTIAO FERREIRA LOPES']);
    expect(cells[6]).toBe('Sem conferência; Sem parecer NIR; Sem parecer HEM; SLA expirando');
    expect(cells[7]).toMatch(/^Gestão há /);
  });

  it("an observer sees it too: a request's number opens 'Resumo do pedido', Histórico its log", async () => {
    soProntidao();
    const { user } = renderApp('/admin/pedidosCirurgia?prontidao=3', { as: 'roberto.pereira' });
    const table = await tabela();
    const row = linha(table, '2027322');
    expect(within(row).queryByRole('button', { name: /^Conferência/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Resumo do pedido 2027322' }));
    // The first dialog loads the dialogs' code.
    const resumo = await screen.findByRole('dialog', { name: 'Resumo do pedido nº 2027322' }, { timeout: 10_000 });
    expect(await within(resumo).findByText('TEREZINHA ALVES CORDEIRO')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(resumo).not.toBeInTheDocument());
    await user.click(within(row).getByRole('button', { name: 'Histórico (pedido 2027322)' }));
    const historico = await screen.findByRole('dialog', { name: /Histórico do pedido/ });
    expect(await within(historico).findByText('CONFERIDO')).toBeInTheDocument();
  });

  it("reads OPME in the background for the window's requests only, once each: 'OPME: verificando' until read", async () => {
    soProntidao();
    // 2027326 is past the 3-day window (still within the list's period): not read.
    const depois = db.pedidos.find((p) => p.id === PRONTIDAO_PRIMEIRO_ID + 6);
    if (depois?.dataHoraSugerida)
      depois.dataHoraSugerida = depois.dataCirurgia = addMinutes(depois.dataHoraSugerida, 10 * 1440);
    slowDown('GET /api/itemPedidoCirurgiaCaixaOPME/:id', 300);
    renderApp('/admin/pedidosCirurgia?prontidao=3', { as: 'mariana.lima' });
    const table = await tabela();
    // The rows show first; a request whose OPME area has an opinion is never read and is ready at once.
    expect(within(linha(table, '2027325')).getByText('OPME: verificando')).toBeInTheDocument();
    expect(within(linha(table, '2027325')).queryByText('Pronto')).not.toBeInTheDocument();
    expect(within(linha(table, '2027320')).getByText('Pronto')).toBeInTheDocument();
    expect(await within(linha(table, '2027325')).findByText('Sem parecer OPME')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('OPME: verificando')).not.toBeInTheDocument());
    const lidos = (grupo: string) =>
      journal()
        .filter((c) => c.path.startsWith(`/api/itemPedidoCirurgia${grupo}/`))
        .map((c) => Number(c.path.split('/').at(-1)))
        .sort((a, b) => a - b);
    const semOpiniaoOpme = [1, 2, 5, 7].map((i) => PRONTIDAO_PRIMEIRO_ID + i);
    expect(lidos('CaixaOPME')).toEqual(semOpiniaoOpme);
    expect(lidos('MaterialConsumivel')).toEqual(semOpiniaoOpme);
  });

  it('a failed OPME read is unknown (grey, dashed), in plain words, never Pronto', async () => {
    soProntidao();
    failAlways('GET /api/itemPedidoCirurgiaMaterialConsumivel/:id', 500);
    renderApp('/admin/pedidosCirurgia?prontidao=3', { as: 'mariana.lima' });
    const table = await tabela();
    const chip = await within(linha(table, '2027322')).findByText(
      'Não foi possível saber se a OPME precisa dar parecer',
    );
    expect(chip).toHaveClass('prontidao-chip--desconhecido');
    expect(within(linha(table, '2027320')).getByText('Pronto')).toBeInTheDocument();
  });

  it("an opinion list absent from the row is unknown, not 'no opinion'; an empty one is none", async () => {
    soProntidao();
    const pronto = db.pedidos.find((p) => p.id === PRONTIDAO_PRIMEIRO_ID)!;
    const vazio = db.pedidos.find((p) => p.id === PRONTIDAO_PRIMEIRO_ID + 6)!;
    db.pareceres = db.pareceres.filter((x) => x.pedidoCirurgia !== vazio.id);
    vazio.codigoLeitoInternacao = null;
    vazio.modalidadeAtendimento = 2;
    server.use(
      http.post('*/api/pedidoCirurgiaGerenteCentroCirurgico', () => {
        const rows = [pronto, vazio].map((p) => {
          const { pareceresPedido, ...semPareceres } = gerenteRow(p);
          return p === pronto ? semPareceres : { ...semPareceres, pareceresPedido };
        });
        return json(rows);
      }),
    );
    renderApp('/admin/pedidosCirurgia?prontidao=3', { as: 'mariana.lima' });
    const table = await tabela();
    await opmeLido(table);
    expect(chipsDe(table, '2027320')).toEqual(['Não foi possível ler os pareceres']);
    // Its empty list (null or '' in the second dialect) is no opinion: nothing owed, the SLA alone.
    expect(chipsDe(table, '2027326')).toEqual(['SLA fora do prazo']);
  });

  it("exports the view with 'Exportar CSV': every row's room, pendências and holder in words", async () => {
    soProntidao();
    const arquivos: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          arquivos.push(b);
          return 'blob:csv';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const baixados: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      baixados.push(this.download);
    });
    onTestFinished(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });
    const { user } = renderApp('/admin/pedidosCirurgia?prontidao=3', { as: 'mariana.lima' });
    await opmeLido(await tabela());
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(arquivos).toHaveLength(1));
    expect(baixados).toEqual([`mapa-de-pendencias-${saoPauloIsoDay()}.csv`]);
    const csv = Papa.parse<string[]>((await arquivos[0].text()).replace(/^\ufeff/, ''), { delimiter: ';' }).data;
    expect(csv[0]).toEqual([
      'Nº Pedido',
      'Data Cirurgia',
      'Sala',
      'Paciente',
      'Procedimento',
      'Cirurgião',
      'Pendências',
      'Quem está com o pedido',
    ]);
    expect(csv).toHaveLength(9);
    const opme = csv.find((l) => l[0] === '2027325');
    expect(opme?.[2]).toBe('SALA 02');
    expect(opme?.[6]).toBe('Sem parecer OPME; Sem leito');
    expect(opme?.[7]).toMatch(/^OPME há /);
    expect(csv.find((l) => l[0] === '2027320')?.[6]).toBe('Pronto');
  });

  it("Anotações opens the request's notes, and a manager's note reaches the back-end", async () => {
    soProntidao();
    const { user } = renderApp('/admin/pedidosCirurgia?prontidao=3', { as: 'mariana.lima' });
    const table = await tabela();
    await user.click(within(linha(table, '2027322')).getByRole('button', { name: 'Anotações (pedido 2027322)' }));
    const notas = await screen.findByRole('dialog', { name: 'Anotações do pedido nº 2027322' }, { timeout: 10_000 });
    await user.type(within(notas).getByRole('textbox', { name: /^Anotação/ }), 'Confirmar reserva de sangue.');
    await user.click(within(notas).getByRole('button', { name: 'Salvar anotação' }));
    expect(await within(notas).findByText('Confirmar reserva de sangue.')).toBeInTheDocument();
    const post = journal().find((c) => c.method === 'POST' && c.path === '/api/anotacao');
    expect(post?.body).toMatchObject({ anotacao: 'Confirmar reserva de sangue.' });
    expect(String(post?.body.pedidoCirurgia)).toBe(String(PRONTIDAO_PRIMEIRO_ID + 2));
  });

  it("groups today's surgeries under 'Hoje' and prints the day map, one page per room", async () => {
    soProntidao();
    const hoje = saoPauloIsoDay();
    for (const [i, hora] of [
      [2, '08:00'],
      [5, '09:30'],
    ] as const) {
      const p = db.pedidos.find((x) => x.id === PRONTIDAO_PRIMEIRO_ID + i)!;
      p.dataHoraSugerida = p.dataCirurgia = `${hoje}T${hora}:00`;
    }
    const print = vi.fn();
    const real = window.print;
    window.print = print;
    onTestFinished(() => {
      window.print = real;
    });
    const { user } = renderApp('/admin/pedidosCirurgia?prontidao=3', { as: 'mariana.lima' });
    const table = await tabela();
    await opmeLido(table);
    const [d, m, a] = [hoje.slice(8, 10), hoje.slice(5, 7), hoje.slice(0, 4)];
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent)
        .slice(0, 3),
    ).toEqual([`Hoje, ${d}/${m}/${a}`, 'SALA 01', 'SALA 02']);
    expect(codigosDas(table).slice(0, 2)).toEqual(['2027322', '2027325']);
    await user.click(screen.getByRole('button', { name: 'Imprimir mapa do dia' }));
    const mapa = await screen.findByRole('region', { name: 'Impressão do mapa do dia' });
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    const paginas = within(mapa).getAllByRole('region');
    expect(paginas.map((p) => p.getAttribute('aria-label'))).toEqual(['SALA 01', 'SALA 02']);
    const celulas = (pagina: HTMLElement) =>
      within(pagina)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );
    expect(
      within(paginas[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Hora',
      'Nº Pedido',
      'Paciente',
      'Procedimento',
      'Cirurgião',
      'Conferência',
      'OPME',
      'Sangue',
      'Leito',
      'Parecer anestésico',
    ]);
    const [ane] = celulas(paginas[0]);
    expect([ane[0], ane[1], ane[2]]).toEqual(['08:00', '2027322', 'TEREZINHA ALVES CORDEIRO']);
    expect(ane.slice(5)).toEqual(['OK', 'OK', 'OK', 'OK', 'Parecer ANE pendente']);
    const [opme] = celulas(paginas[1]);
    expect([opme[0], opme[1]]).toEqual(['09:30', '2027325']);
    expect(opme.slice(5)).toEqual(['OK', 'Sem parecer OPME', 'OK', 'Sem leito', 'OK']);
  });
});
