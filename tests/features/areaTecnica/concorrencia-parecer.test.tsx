import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { chamadasDaqui } from '@mocks/journal';
import { renderApp } from '../../utils/render-app';
import { abrirEventoAberto, pedidoSemParecer } from './helpers';

// An opinion given, in Parecer Área Técnica's dialog and in Minha Agenda's, after a colleague of the same area gave
// one from another PC (docs/decisions/031-pedido-alterado-antes-da-escrita.md): nothing is written, who and when are
// said, the text stays, and Salvar once more gives the opinion on the new state.

/** A colleague of the area gives an opinion, as the back-end records it: the opinion and the history's entry. */
function colegaDaParecer(pedidoId: number, areaTecnica: number, parecerTecnico: number, descricao: string) {
  db.pareceres.push({ id: 99_002, pedidoCirurgia: pedidoId, areaTecnica, parecerTecnico, justificativa: '' });
  db.logs.push({
    id: 99_003,
    createdAt: `${saoPauloIsoDay()}T09:42:00`,
    id_usuario: 8,
    username: 'ana.costa',
    id_pedido: pedidoId,
    tipo: 'Parecer',
    descricao,
  });
}

const escritas = (chamadas: () => { method: string; path: string; body: Record<string, unknown> }[]) =>
  chamadas().filter((c) => c.method !== 'GET' && !c.path.startsWith('/api/pedidoCirurgiaAreaTecnica'));

describe.each(['default', 'alt'] as const)('an opinion given meanwhile by a colleague (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));
  afterEach(() => setDialect('default'));

  it('Parecer Área Técnica: nothing is posted, the colleague is named, the text stays; Salvar again posts it', async () => {
    const pedido = pedidoSemParecer('paulo.nunes');
    db.pedidos = [pedido];
    const { user } = renderApp('/admin/pareceresAreaTecnica', { as: 'paulo.nunes' });
    const table = await screen.findByRole('table', { name: 'Pareceres da área técnica' }, { timeout: 15_000 });
    await user.click(
      await within(table).findByRole('button', {
        name: `Dar parecer no pedido ${pedido.codigo} (ANESTESIA: Sem parecer)`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Parecer do pedido nº ${pedido.codigo}` });
    await user.click(await within(dialog).findByRole('radio', { name: 'REJEITADO' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Descrição' }));
    await user.paste('Sem vaga de UTI.');
    colegaDaParecer(pedido.id, 1, 1, 'APROVADO');
    const chamadas = chamadasDaqui();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este pedido foi alterado por ana.costa às 09:42: parecer APROVADO.',
    );
    expect(escritas(chamadas)).toEqual([]);
    expect(within(dialog).getByRole('textbox', { name: 'Descrição' })).toHaveValue('Sem vaga de UTI.');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(escritas(chamadas).map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/parecerAreaTecnica',
      'POST /logpedido',
    ]);
    expect(escritas(chamadas)[0]?.body).toMatchObject({ justificativa: 'Sem vaga de UTI.', parecerTecnico: 2 });
  });

  it('Minha Agenda: nothing is posted, the colleague is named, the text stays; Salvar again posts it', async () => {
    const { user, dialog } = await abrirEventoAberto('fernanda.santos');
    const codigo = /^Código: (\S+)$/.exec(within(dialog).getByText(/^Código:/).textContent ?? '')?.[1];
    const pedido = db.pedidos.find((p) => p.codigo === codigo);
    if (!pedido) throw new Error('evento sem pedido');
    await user.click(within(dialog).getByRole('button', { name: 'Parecer' }));
    const parecer = await screen.findByRole('dialog', { name: /^Parecer do pedido nº / });
    await user.click(await within(parecer).findByRole('radio', { name: 'APROVADO' }));
    await user.click(within(parecer).getByRole('textbox', { name: 'Descrição' }));
    await user.paste('Caixa disponível.');
    colegaDaParecer(pedido.id, 2, 2, 'REJEITADO');
    const chamadas = chamadasDaqui();
    await user.click(within(parecer).getByRole('button', { name: 'Salvar' }));
    expect(await within(parecer).findByRole('alert')).toHaveTextContent(
      'Este pedido foi alterado por ana.costa às 09:42: parecer REJEITADO.',
    );
    expect(escritas(chamadas)).toEqual([]);
    expect(within(parecer).getByRole('textbox', { name: 'Descrição' })).toHaveValue('Caixa disponível.');
    await user.click(within(parecer).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Parecer do pedido/ })).not.toBeInTheDocument());
    expect(escritas(chamadas).map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/parecerAreaTecnica',
      'POST /logpedido',
    ]);
    expect(escritas(chamadas)[0]?.body).toMatchObject({ justificativa: 'Caixa disponível.', parecerTecnico: 1 });
  });
});
