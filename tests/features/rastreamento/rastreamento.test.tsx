// Rastreamento (requester-side.md §2 'Order tracking page', §8 'Tracking load failure' and
// docs/decisions/012-rastreamento-failure.md): what a patient who opens a tracking link sees, without signing in.
import { journal } from '@mocks/journal';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cat, db } from '@mocks/db/db';
import { CODIGOS_RASTREIO } from '@mocks/handlers/main/rastreio';
import { server } from '@mocks/node';
import { setDialect } from '@mocks/dialect';
import { json, route } from '@mocks/handlers/http-helpers';
import { failNext } from '@mocks/scenarios';
import { renderApp } from '../../utils/render-app';

const FALHA = 'Não foi possível consultar o pedido. Tente novamente mais tarde.';
const NAO_ENCONTRADO = 'Pedido não encontrado. Confira o número do link.';
// The seeded patient of request 2027004 (mocks/db), as the page shows them.
const PACIENTE_2027004_RESERVADO = 'LUIZ F. O.';
const pedidoDe = (codigo: string) => db.pedidos.find((p) => p.codigo === codigo)!;

describe('Rastreamento do pedido', () => {
  // A failed consultation is logged to the console (without the response); the tests below fail some on purpose.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the current step of the request with n of m, its data and its history', async () => {
    const codigo = CODIGOS_RASTREIO.porStatus[5];
    const pedido = pedidoDe(codigo);
    renderApp(`/rastreamento/${codigo}`);
    const etapas = await screen.findByRole('list', { name: 'Etapas do pedido' });
    expect(screen.getByRole('heading', { level: 1, name: 'Rastreamento do pedido' })).toBeInTheDocument();
    expect(screen.getByText(`Pedido nº ${codigo}`)).toBeInTheDocument();
    expect(screen.getByText('Etapa 3 de 6')).toBeInTheDocument();
    const passos = within(etapas).getAllByRole('listitem');
    expect(passos.map((li) => li.textContent)).toEqual([
      '1AGUARDANDO CONFERÊNCIA',
      '2CONFERIDO',
      '3AGUARDANDO PARECER',
      '4APROVADO',
      '5AGENDADO',
      '6FINALIZADO',
    ]);
    expect(passos[2]).toHaveAttribute('aria-current', 'step');
    const dados = screen.getByRole('region', { name: 'Dados do pedido' });
    const procedimento = cat.procedimentos.find((p) => p.id === pedido.procedimentoPrincipal)!;
    expect(within(dados).getByText(procedimento.descricao)).toBeInTheDocument();
    const [ano, mes, dia] = pedido.dataInclusao.slice(0, 10).split('-');
    expect(within(dados).getByText(`${dia}/${mes}/${ano}`)).toBeInTheDocument();
    const historico = within(screen.getByRole('region', { name: 'Histórico' })).getAllByRole('listitem');
    // A step whose date the back-end did not send shows its name alone.
    expect(historico.map((li) => li.textContent?.replace(/^\d\d\/\d\d\/\d{4} \d\d:\d\d/, ''))).toEqual([
      'AGUARDANDO CONFERÊNCIA',
      'CONFERIDO',
      'AGUARDANDO PARECER',
    ]);
    expect(screen.queryByText(/Data não informada/)).not.toBeInTheDocument();
    // Public: no session, no sign-in page.
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('shows the patient’s first name and initials only, and the diagnosis only once asked for', async () => {
    const codigo = CODIGOS_RASTREIO.porStatus[5];
    const pedido = pedidoDe(codigo);
    const cid = cat.cids.find((c) => c.id === pedido.cidPrincipal)!;
    const { user } = renderApp(`/rastreamento/${codigo}`);
    const dados = await screen.findByRole('region', { name: 'Dados do pedido' });
    expect(within(dados).getByText(PACIENTE_2027004_RESERVADO)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(pedido.paciente!.nome);
    expect(document.body).not.toHaveTextContent(cid.descricao);

    const mostrar = within(dados).getByRole('button', { name: 'Mostrar diagnóstico' });
    expect(mostrar).toHaveAttribute('aria-expanded', 'false');
    await user.click(mostrar);
    expect(within(dados).getByText(`${cid.codigo} - ${cid.descricao}`)).toBeInTheDocument();
    await user.click(within(dados).getByRole('button', { name: 'Ocultar diagnóstico' }));
    expect(document.body).not.toHaveTextContent(cid.descricao);
  });

  it('is kept out of search engines and sends no Referer', async () => {
    renderApp(`/rastreamento/${CODIGOS_RASTREIO.porStatus[1]}`);
    await screen.findByRole('region', { name: 'Dados do pedido' });
    // What a search engine and the browser read: the head's meta elements, which have no role.
    const meta = (name: string) =>
      // eslint-disable-next-line testing-library/no-node-access
      document.head.querySelector(`meta[name="${name}"]`);
    expect(meta('robots')).toHaveAttribute('content', 'noindex, nofollow');
    expect(meta('referrer')).toHaveAttribute('content', 'no-referrer');
  });

  it('says in plain words what the status means and what happens next', async () => {
    renderApp(`/rastreamento/${CODIGOS_RASTREIO.porStatus[1]}`);
    const situacao = await screen.findByRole('region', { name: 'Situação' });
    expect(
      within(situacao).getByText('O pedido chegou ao centro cirúrgico e será conferido pela equipe.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a text', 'Paciente optou por outro hospital'],
    ['a labelled reference', { id: 3, descricao: 'Paciente optou por outro hospital' }],
  ])('a cancelled request shows the reason the answer carries as %s', async (_forma, motivoCancelamento) => {
    server.use(
      http.get('*/api/rastreioPedido/:codigoPedido', () =>
        HttpResponse.json({
          statusPedido: 'CANCELADO',
          listaStatusRastreio: ['AGUARDANDO CONFERÊNCIA', 'CANCELADO'],
          stepAtualPedido: 1,
          motivoCancelamento,
        }),
      ),
    );
    renderApp('/rastreamento/123');
    const situacao = await screen.findByRole('region', { name: 'Situação' });
    expect(within(situacao).getByText('Motivo do cancelamento: Paciente optou por outro hospital')).toBeInTheDocument();
  });

  it('a cancelled request shows its two steps, the second current', async () => {
    renderApp(`/rastreamento/${CODIGOS_RASTREIO.porStatus[9]}`);
    expect(await screen.findByText('Etapa 2 de 2')).toBeInTheDocument();
    const etapas = within(screen.getByRole('list', { name: 'Etapas do pedido' })).getAllByRole('listitem');
    expect(etapas[1]).toHaveTextContent('CANCELADO');
    expect(etapas[1]).toHaveAttribute('aria-current', 'step');
    // The mock's answer carries no reason (the specification's response names none): none is shown.
    expect(screen.queryByText(/Motivo do cancelamento/)).not.toBeInTheDocument();
  });

  it('an unknown code: the request is not found, and the retry asks again', async () => {
    const { user } = renderApp(`/rastreamento/${CODIGOS_RASTREIO.desconhecido}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(NAO_ENCONTRADO);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NAO_ENCONTRADO);
    const chamadas = journal().filter((c) => c.path === `/api/rastreioPedido/${CODIGOS_RASTREIO.desconhecido}`);
    expect(chamadas).toHaveLength(2);
  });

  it('a failing back-end: the message, then the retry shows the request', async () => {
    failNext('GET /api/rastreioPedido/:codigoPedido', 500);
    const { user } = renderApp(`/rastreamento/${CODIGOS_RASTREIO.porStatus[1]}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(FALHA);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Etapa 1 de 6')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('a request without steps shows its status and says the steps were not given', async () => {
    server.use(
      http.get('*/api/rastreioPedido/:codigoPedido', () =>
        HttpResponse.json({ statusPedido: 'EM ANÁLISE', listaStatusRastreio: [], stepAtualPedido: null }),
      ),
    );
    renderApp('/rastreamento/123');
    expect(await screen.findByText('EM ANÁLISE')).toBeInTheDocument();
    expect(screen.getByText('Etapas não informadas.')).toBeInTheDocument();
    expect(screen.getByText('Sem histórico.')).toBeInTheDocument();
    expect(screen.queryByText(/^Etapa \d+ de/)).not.toBeInTheDocument();
  });

  // The answer of a back-end holding data no seed has, served in each dialect (ids, lists and dates in their other form).
  describe.each(['default', 'alt'] as const)('an answer without status or steps (%s dialect)', (dialect) => {
    beforeEach(() => setDialect(dialect));

    it('still shows what it has, and that the situation was not given', async () => {
      server.use(
        http.get(route('main', '/api/rastreioPedido/:codigoPedido'), () =>
          json({
            statusPedido: null,
            listaStatusRastreio: [],
            stepAtualPedido: null,
            paciente: 'ISADORA & " DIAS {',
            procedimento: 'ARTROSCOPIA DE JOELHO',
            dataInclusao: '2026-11-20',
            cidPrincipal: { codigo: 'M23.2', descricao: 'TRANSTORNO DO MENISCO' },
          }),
        ),
      );
      renderApp('/rastreamento/123');
      const dados = await screen.findByRole('region', { name: 'Dados do pedido' });
      expect(within(dados).getByText('ISADORA D.')).toBeInTheDocument();
      expect(within(dados).getByText('ARTROSCOPIA DE JOELHO')).toBeInTheDocument();
      expect(within(dados).getByText('20/11/2026')).toBeInTheDocument();
      expect(within(dados).getByRole('button', { name: 'Mostrar diagnóstico' })).toBeInTheDocument();
      expect(screen.getByText('Situação não informada')).toBeInTheDocument();
      expect(screen.getByText('Etapas não informadas.')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('an answer with nothing to read is a failed consultation, not a wrong link', async () => {
    server.use(
      http.get('*/api/rastreioPedido/:codigoPedido', () =>
        HttpResponse.json({ statusPedido: null, listaStatusRastreio: [], paciente: '', procedimento: null }),
      ),
    );
    renderApp('/rastreamento/123');
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent(FALHA);
    // Only a 404 speaks of the link.
    expect(alerta).not.toHaveTextContent(/link/);
  });
});
