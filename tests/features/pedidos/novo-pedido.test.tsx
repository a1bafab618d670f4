import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readWizardDraft, startWizardDraft } from '@/features/wizard/draft/draft-storage';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { failNext } from '@mocks/scenarios';
import { recordRequests } from './helpers';
import { renderApp, signInAs, naRota } from '../../utils/render-app';

describe('new request from Meus Pedidos', () => {
  it('opening the list keeps a wizard draft and offers to continue or discard it', async () => {
    signInAs('carlos.mendes');
    startWizardDraft({ pedido: { id: 77, codigo: '2027077' }, defaults: { convenio: 1 } }, '/admin/wizard');
    const { user, router } = renderApp('/admin/meusPedidos');
    await screen.findByRole('table');
    expect(await screen.findByText(/O pedido nº 2027077 está em rascunho neste navegador\./)).toBeInTheDocument();
    expect(readWizardDraft()?.seed.pedido).toEqual({ id: 77, codigo: '2027077' });
    await user.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    expect(readWizardDraft()).toBeNull();
    expect(screen.queryByText(/está em rascunho/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/meusPedidos');
  });

  it('Continuar pedido opens the wizard on the kept draft', async () => {
    signInAs('carlos.mendes');
    startWizardDraft({ pedido: { id: 77, codigo: '2027077' } }, '/admin/wizard');
    const { user, router } = renderApp('/admin/meusPedidos');
    await user.click(await screen.findByRole('button', { name: 'Continuar pedido' }));
    await naRota(router, '/admin/wizard');
    expect(await screen.findByRole('heading', { name: 'Pedido de Cirurgia nº 2027077' })).toBeInTheDocument();
  });

  it('new request fills the default plan, care character and team and opens the wizard', async () => {
    const { user, router } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Novo pedido' }));
    await screen.findByRole('heading', { name: 'Paciente', level: 2 });
    expect(router.state.location).toMatchObject({ pathname: '/admin/wizard', search: '' });
    expect(readWizardDraft()?.seed).toMatchObject({ defaults: { convenio: 1, carater: 1, equipe: 1 } });
  });

  it('new request from a team favourite creates the request and opens the wizard on it', async () => {
    const { user, router } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Novo a partir de favorito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo pedido a partir de favorito' });
    await user.click(await within(dialog).findByRole('button', { name: 'Usar favorito FRATURA DE TÍBIA - EQUIPE' }));
    const criado = db.pedidos.at(-1)!;
    expect(await screen.findByRole('heading', { name: `Pedido de Cirurgia nº ${criado.codigo}` })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/wizard');
    expect(criado).toMatchObject({
      confirmado: false,
      profissionalRequisitante: 101,
      procedimentoPrincipal: db.pedidos.find((p) => p.id === 1005)!.procedimentoPrincipal,
    });
    // The run's kind and its favourite are in the address (docs/decisions/018-wizard-run-specs.md); the draft holds the request.
    expect(new URLSearchParams(router.state.location.search).get('favorito')).toBe('2');
    // Its people resolved at the start (model/pessoas.ts): the favourite's request is the signed-in surgeon's own.
    const { pessoas, ...seed } = readWizardDraft()!.seed;
    expect(seed).toEqual({ pedido: { id: criado.id, codigo: criado.codigo } });
    expect(pessoas?.requisitante.envio).toEqual({ profissional: 101, equipe: 1 });
  });

  it('a failed creation from a favourite is only logged and keeps the dialog open', async () => {
    failNext('POST /api/incluirPedidoCirurgiaPorPedidoFavorito', 500);
    const { user, router } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Novo a partir de favorito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo pedido a partir de favorito' });
    const before = db.pedidos.length;
    await user.click(
      await within(dialog).findByRole('button', { name: 'Usar favorito ARTROPLASTIA DE JOELHO PADRÃO' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Usar favorito ARTROPLASTIA DE JOELHO PADRÃO' })).toBeEnabled(),
    );
    expect(db.pedidos).toHaveLength(before);
    expect(router.state.location.pathname).toBe('/admin/meusPedidos');
  });

  it("new request from one of the team's models stores its defaults and allowed lists", async () => {
    const { user, router } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Novo a partir de modelo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo pedido a partir de modelo' });
    expect(within(dialog).queryByText('MUTIRÃO DE HÉRNIAS 2026')).not.toBeInTheDocument();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Usar modelo ARTROPLASTIA DE JOELHO - PADRÃO' }),
    );
    await screen.findByRole('heading', { name: 'Paciente', level: 2 });
    expect(router.state.location).toMatchObject({ pathname: '/admin/wizard', search: '' });
    expect(readWizardDraft()?.seed.modelo).toMatchObject({
      id: 1,
      procedimentosPermitidos: [6, 7, 17],
      duracaoEstimadaMinima: 180,
    });
  });
});

// The answer's shape is open (requester-side.md §7 names the calls only): read in both mock dialects.
describe.each(['default', 'alt'] as const)("a favourite's items (%s dialect)", (dialect) => {
  beforeEach(() => setDialect(dialect));

  it("'Ver itens' shows a favourite's items, read from its five item endpoints", async () => {
    const chamadas = recordRequests();
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await screen.findByRole('table', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Novo a partir de favorito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo pedido a partir de favorito' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Ver itens do favorito ARTROPLASTIA DE JOELHO PADRÃO' }),
    );
    const itens = await within(dialog).findByRole('region', {
      name: 'Itens do favorito ARTROPLASTIA DE JOELHO PADRÃO',
    });
    expect(within(itens).getByRole('heading', { name: 'Caixas OPME' })).toBeInTheDocument();
    expect(within(itens).getByRole('listitem')).toHaveTextContent('CAIXA OPME PLACA BLOQUEADA TIBIA — 1');
    expect(chamadas.filter((c) => /^GET \/api\/item\w+PedidoFavorito\/1$/.test(c))).toHaveLength(5);
  });
});
