import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResumoStep } from '@/features/wizard/components/resumo/resumo-step';
import { failNext } from '@mocks/scenarios';
import {
  contexto,
  gravarEscritas,
  MODELO_APROVACAO,
  novoPedido,
  PEDIDO_COMPLETO,
  renderResumo,
  type Chamada,
} from './harness';

const rota = (c: Chamada) => `${c.method} ${c.path}`;

// The wizard draft's storage entry (src/api/wizard-draft/draft-storage.ts), its content opaque here.
const RASCUNHO = 'opera.wizard.draft';
const guardarRascunho = () => sessionStorage.setItem(RASCUNHO, '{"rascunho":"do pedido"}');
/** The ids of the writes recorded as done (src/features/wizard/draft/submission-progress.ts), in any request. */
const escritasFeitas = () =>
  Object.keys(sessionStorage)
    .filter((k) => k.startsWith('opera.wizard.envio:'))
    .flatMap((k) => Object.keys(JSON.parse(sessionStorage.getItem(k) ?? '{}')));

describe('Enviar (§4 Submission of a request, §5 Final submit, §8 Atenção!)', () => {
  it('with a missing field shows its message and sends nothing', async () => {
    const escritas = gravarEscritas();
    const { user } = renderResumo(<ResumoStep />, { ...PEDIDO_COMPLETO, carater: null }, contexto());
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('O campo carater é obrigatório.')).toBeInTheDocument();
    expect(await escritas.chamadas()).toEqual([]);
  });

  it('sends the documented calls in order, clears the draft and goes to Meus Pedidos', async () => {
    const pedido = await novoPedido();
    guardarRascunho();
    const escritas = gravarEscritas();
    const { user, router } = renderResumo(<ResumoStep />, PEDIDO_COMPLETO, contexto({ pedido }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: 'Meus Pedidos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/meusPedidos');

    const chamadas = await escritas.chamadas();
    expect(chamadas.map(rota)).toEqual([
      // The admission chosen at Cirurgia (§3 'Admission, sent') comes first: the request names it.
      'POST /api/internacao',
      `PUT /api/pedidoCirurgia/${pedido.id}`,
      'POST /api/agendamentoSalaCirurgia',
      'POST /api/itemPedidoCirurgia',
      'POST /api/itemPedidoCirurgia',
      'POST /api/itemPedidoCirurgia',
      'POST /logpedido',
    ]);
    const [, put, agendamento, opme, hemo, equipamento, log] = chamadas;
    // Form-encoded: every value is text, the lists are JSON text.
    expect(put.body).toMatchObject({
      status: '1',
      statusInicial: '1',
      confirmado: '1',
      caraterAtendimento: '1',
      profissionalRequisitante: '101',
      profissionalResponsavel: '101',
      equipeRequisitante: '1',
      centroCirurgico: '1',
      salaCirurgia: '1',
      dataHoraSugerida: '2026-11-30T07:00:00',
      procedimentoPrincipal: '6',
      procedimentoSecundario: '[]',
      cidSecundario: '[]',
      duracaoEstimada: '240',
      eOncologica: '2',
    });
    expect(agendamento.body).toEqual({
      inicioCirurgia: '2026-11-30T07:00:00',
      finalEfetivoCirurgia: '2026-11-30T11:00:00',
      pedidoCirurgia: pedido.id,
    });
    expect(opme.body).toEqual({ item: 602, quantidade: 1, pedidoCirurgia: pedido.id });
    expect(hemo.body).toEqual({ item: 401, quantidade: 2, unidadeMedida: 3, pedidoCirurgia: pedido.id });
    expect(equipamento.body).toEqual({ item: 503, quantidade: 1, pedidoCirurgia: pedido.id });
    expect(log.body).toEqual({
      id_usuario: expect.any(Number),
      username: 'carlos.mendes',
      id_pedido: pedido.id,
      tipo: 'Status',
      descricao: 'PEDIDO',
    });
    expect(sessionStorage.getItem(RASCUNHO)).toBeNull();
    expect(escritasFeitas()).toEqual([]);
  });

  it('a 500 on item creation shows Atenção!, keeps the draft, and Enviar after a reload resumes without a second PUT', async () => {
    const pedido = await novoPedido();
    guardarRascunho();
    failNext('POST /api/itemPedidoCirurgia', 500, { times: 1, mensagem: 'Item indisponível' });
    const escritas = gravarEscritas();
    const { user, router, unmount } = renderResumo(<ResumoStep />, PEDIDO_COMPLETO, contexto({ pedido }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(within(dialogo).getByText('Erro ao confirmar pedido: Item indisponível')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/wizard');
    expect(sessionStorage.getItem(RASCUNHO)).toBe('{"rascunho":"do pedido"}');
    expect(escritasFeitas()).toEqual(['internacao', '=internacao', 'pedido', 'agendamento']);
    await user.click(within(dialogo).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Atenção!' })).not.toBeInTheDocument());

    // The page is reloaded: what succeeded is still known.
    unmount();
    const view = renderResumo(<ResumoStep />, PEDIDO_COMPLETO, contexto({ pedido }));
    await view.user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: 'Meus Pedidos' })).toBeInTheDocument();
    const rotas = (await escritas.chamadas()).map(rota);
    expect(rotas).toEqual([
      'POST /api/internacao',
      `PUT /api/pedidoCirurgia/${pedido.id}`,
      'POST /api/agendamentoSalaCirurgia',
      'POST /api/itemPedidoCirurgia',
      // Second Enviar: from the failed item on.
      'POST /api/itemPedidoCirurgia',
      'POST /api/itemPedidoCirurgia',
      'POST /api/itemPedidoCirurgia',
      'POST /logpedido',
    ]);
  });

  it('an urgency request is finalised as urgency/emergency, without a room booking', async () => {
    const pedido = await novoPedido();
    const urgencia = {
      ...PEDIDO_COMPLETO,
      carater: 2,
      agendamento: null,
      itens: { ...PEDIDO_COMPLETO.itens, opme: [] },
    };
    const ctx = contexto({ pedido, flags: { ...contexto().flags, eletivo: false } });
    const escritas = gravarEscritas();
    const { user } = renderResumo(<ResumoStep />, urgencia, ctx);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: 'Meus Pedidos' })).toBeInTheDocument();
    expect((await escritas.chamadas()).map(rota)).toEqual([
      'POST /api/internacao',
      `PUT /api/pedidoCirurgia/${pedido.id}`,
      'POST /api/itemPedidoCirurgia',
      'POST /api/itemPedidoCirurgia',
      `PUT /api/finalizarPedidoUrgenciaEmergencia/${pedido.id}`,
      'POST /logpedido',
    ]);
  });

  it('finalises the source demand and runs the model’s automatic approval', async () => {
    const pedido = await novoPedido();
    const escritas = gravarEscritas();
    const ctx = contexto({ pedido, idDemanda: 40, modelo: MODELO_APROVACAO });
    const { user } = renderResumo(<ResumoStep />, PEDIDO_COMPLETO, ctx);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: 'Meus Pedidos' })).toBeInTheDocument();
    const chamadas = await escritas.chamadas();
    expect(chamadas.map(rota)).toEqual([
      // The admission chosen at Cirurgia (§3 'Admission, sent') comes first: the request names it.
      'POST /api/internacao',
      `PUT /api/pedidoCirurgia/${pedido.id}`,
      'POST /api/agendamentoSalaCirurgia',
      'PUT /api/finalizarTransformacaoDemanda',
      'POST /api/itemPedidoCirurgia',
      'POST /api/itemPedidoCirurgia',
      'POST /api/itemPedidoCirurgia',
      `PUT /api/aprovacaoAutomaticaModeloPedidoCirurgia/${pedido.id}`,
      'POST /logpedido',
    ]);
    expect(chamadas[1].body).toMatchObject({ idModeloPedidoCirurgia: '77' });
    expect(chamadas[3].body).toEqual({ idDemanda: '40', idPedido: String(pedido.id), idProfissional: '101' });
  });

  it.each([
    ['PUT /api/pedidoCirurgia/:id', 'Erro ao confirmar pedido'],
    ['POST /api/agendamentoSalaCirurgia', 'Erro ao agendar sala de cirurgia'],
    ['PUT /api/finalizarTransformacaoDemanda', 'Erro ao finalizar demanda. Demanda ID: 40'],
    [
      'PUT /api/aprovacaoAutomaticaModeloPedidoCirurgia/:id',
      'Erro ao confirmar pedido: Erro interno do servidor (500)',
    ],
  ])('a failure of %s shows Atenção! with “%s” and stays', async (rotaFalha, mensagem) => {
    const pedido = await novoPedido();
    failNext(rotaFalha, 500);
    const ctx = contexto({ pedido, idDemanda: 40, modelo: MODELO_APROVACAO });
    const { user, router } = renderResumo(<ResumoStep />, PEDIDO_COMPLETO, ctx);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(within(dialogo).getByText(mensagem)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/wizard');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('a failed log entry is console-only: the request still completes', async () => {
    const pedido = await novoPedido();
    failNext('POST /logpedido', 500);
    const erros = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderResumo(<ResumoStep />, PEDIDO_COMPLETO, contexto({ pedido }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: 'Meus Pedidos' })).toBeInTheDocument();
    expect(erros).toHaveBeenCalledWith('Falha ao registrar o histórico do pedido', 'Erro interno do servidor (500)');
    erros.mockRestore();
  });
});
