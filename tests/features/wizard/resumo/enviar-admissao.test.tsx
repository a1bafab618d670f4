// The admission chosen at Cirurgia is a write of the submission (wizards-and-management.md §3 'Admission, sent', §4
// 'Submission of a request', §7 'POST /api/internacao … The responses carry id'): created first, named by the request,
// and not created twice when Enviar resumes after a failure; in both mock dialects (the answered id's form differs).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResumoStep } from '@/features/wizard/components/resumo/resumo-step';
import { db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import {
  contexto,
  gravarEscritas,
  novoPedido,
  PEDIDO_COMPLETO,
  renderResumo,
  enviarAteMeusPedidos,
  rota,
  usarDialeto,
} from './harness';

/** Chosen at Cirurgia, with no admission record saved before (no legacy admission at Paciente). */
const ESCOLHIDO = { ...PEDIDO_COMPLETO, acomodacao: 2, leitoUTI: true, diariasPrevistas: 4 };

describe.each(['default', 'alt'] as const)('Enviar writes the admission chosen at Cirurgia (%s dialect)', (dialect) => {
  usarDialeto(dialect);

  it('creates it first, with what was chosen, and the request names it', async () => {
    const pedido = await novoPedido();
    const chamadas = await enviarAteMeusPedidos(ESCOLHIDO, contexto({ pedido }));
    expect(chamadas.slice(0, 2).map(rota)).toEqual(['POST /api/internacao', `PUT /api/pedidoCirurgia/${pedido.id}`]);
    expect(chamadas[0].body).toMatchObject({
      tipoAcomodacao: 2,
      leitoUTI: true,
      diariasPrevistas: 4,
      dataInternacao: '2026-11-29T07:00:00',
    });
    const criada = db.internacoesSalvas.at(-1)!;
    expect(criada).toMatchObject({ tipoAcomodacao: 2, leitoUTI: true, diariasPrevistas: 4 });
    expect(chamadas[1].body).toMatchObject({ internacao: String(criada.id) });
    // The request now holds that admission (what its summary shows).
    expect(db.pedidos.find((p) => p.id === pedido.id)!.internacao).toMatchObject({
      id: criada.id,
      tipoAcomodacao: 2,
      leitoUTI: true,
      diariasPrevistas: 4,
    });
  });

  it('a failed request update resumes: the admission is not created again, the request still names it', async () => {
    const pedido = await novoPedido();
    failNext('PUT /api/pedidoCirurgia/:id', 500);
    const escritas = gravarEscritas();
    const { user } = renderResumo(<ResumoStep />, ESCOLHIDO, contexto({ pedido }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Atenção!' });
    await user.click(within(dialogo).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Atenção!' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: 'Meus Pedidos' })).toBeInTheDocument();
    const chamadas = await escritas.chamadas();
    expect(chamadas.filter((c) => c.path.startsWith('/api/internacao')).map(rota)).toEqual(['POST /api/internacao']);
    const criada = db.internacoesSalvas.at(-1)!;
    const puts = chamadas.filter((c) => rota(c) === `PUT /api/pedidoCirurgia/${pedido.id}`);
    expect(puts.map((c) => c.body.internacao)).toEqual([String(criada.id), String(criada.id)]);
  });
});
