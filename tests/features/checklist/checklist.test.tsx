import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { cat, db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import { ouvirChamadas } from '@mocks/journal';
import { renderApp } from '../../utils/render-app';

/**
 * The seed's second request (index 1) carries an opinion of every colour: ANESTESIA approved, OPME rejected, NIR
 * pending, HEMOTERAPIA automatic (mocks/db/checklist-tables.ts). Its surgery is moved to today, in centre 1, and
 * the list is cut to the seed's first eight requests.
 */
function pedidoDeTodasAsCores() {
  // A short list keeps the role queries quick; the opinions are seeded by request id.
  db.pedidos = db.pedidos.slice(0, 8);
  const p = db.pedidos[1];
  p.dataCirurgia = `${saoPauloIsoDay()}T10:00:00`;
  p.dataHoraSugerida = p.dataCirurgia;
  p.centroCirurgico = 1;
  return p;
}

function recordBodies(): unknown[] {
  const bodies: unknown[] = [];
  ouvirChamadas((c) => {
    if (c.path.startsWith('/api/pedidoCirurgiaChecklist/')) bodies.push(c.body);
  });
  return bodies;
}

async function openChecklist() {
  const view = renderApp('/admin/checkListGeral', { as: 'mariana.lima' });
  const table = await screen.findByRole('table', { name: 'Checklist' });
  return { ...view, table };
}

describe('Checklist (/admin/checkListGeral)', () => {
  it('shows one dot per technical area whose tooltip gives area, opinion and justification', async () => {
    const p = pedidoDeTodasAsCores();
    const bodies = recordBodies();
    const { table, user } = await openChecklist();
    for (const header of [
      'Código',
      'Paciente',
      'Requisitante',
      'Data Cirurgia',
      ...cat.areasTecnicas.map((a) => a.codigo),
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const codigo = await within(table).findByRole('button', { name: `Resumo do pedido ${p.codigo}` });
    const row = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByRole('button', { name: `Resumo do pedido ${p.codigo}` }))!;
    expect(codigo).toBeInTheDocument();
    expect(within(row).getByText(p.paciente!.nome)).toBeInTheDocument();
    const dots = within(row)
      .getAllByRole('img')
      .map((d) => d.getAttribute('aria-label'));
    expect(dots).toEqual([
      'ANESTESIA: APROVADO — Justificativa: Sem restrições.',
      'OPME: REJEITADO — Justificativa: Material não disponível no estoque.',
      'NIR: PENDENTE — Justificativa: Aguardando exames complementares.',
      'HEMOTERAPIA: APROVAÇÃO AUTOMÁTICA DO SISTEMA — Justificativa: -',
    ]);
    await user.hover(within(row).getAllByRole('img')[1]);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(dots[1]!);
    expect(bodies[0]).toMatchObject({
      filtros: {
        centrosCirurgicos: '1,2,3',
        dataInicio: saoPauloIsoDay(),
        convenios: [],
        campanhas: [],
        filtrarPedidosSemCampanha: false,
      },
    });
  });

  it('says on screen what each dot colour means, each opinion once', async () => {
    pedidoDeTodasAsCores();
    const { table } = await openChecklist();
    await within(table).findAllByRole('img');
    const legenda = await screen.findByRole('group', { name: 'Legenda dos pareceres' });
    const itens = within(legenda)
      .getAllByRole('listitem')
      .map((i) => i.textContent);
    for (const opiniao of ['APROVADO', 'REJEITADO', 'PENDENTE', 'APROVAÇÃO AUTOMÁTICA DO SISTEMA']) {
      expect(itens).toContain(opiniao);
    }
    expect(new Set(itens).size).toBe(itens.length);
  });

  it("Buscar sends the chosen filters: 'Rotina' replaces the other campaigns", async () => {
    pedidoDeTodasAsCores();
    const bodies = recordBodies();
    const { user } = await openChecklist();
    // PrimeReact's multi-select has no role or label on the wrapper that opens it.
    // eslint-disable-next-line testing-library/no-node-access
    await user.click(screen.getByLabelText('Campanhas').closest('.p-multiselect')!);
    for (const nome of ['MUTIRÃO DE HÉRNIAS 2026', 'Rotina']) {
      const [opcao] = await screen.findAllByRole('option', { name: nome, hidden: true });
      await user.click(opcao);
    }
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await expect.poll(() => bodies.length).toBe(2);
    expect(bodies[1]).toMatchObject({ filtros: { campanhas: [], filtrarPedidosSemCampanha: true } });
  });

  it('says Sem pedidos when nothing is in the period', async () => {
    db.pedidos = [];
    renderApp('/admin/checkListGeral', { as: 'mariana.lima' });
    expect(await screen.findByText('Sem pedidos')).toBeInTheDocument();
  });

  it('a failing load shows the error with a retry', async () => {
    failNext('POST /api/pedidoCirurgiaChecklist/:id', 500, { mensagem: 'Serviço indisponível.' });
    renderApp('/admin/checkListGeral', { as: 'mariana.lima' });
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tentar novamente/ })).toBeInTheDocument();
  });

  it('a code opens Resumo do pedido with its cards; its notes and the summary page follow', async () => {
    const p = pedidoDeTodasAsCores();
    const { user, table } = await openChecklist();
    await user.click(await within(table).findByRole('button', { name: `Resumo do pedido ${p.codigo}` }));
    const dialog = await screen.findByRole('dialog', { name: `Resumo do pedido nº ${p.codigo}` });
    for (const card of ['Solicitante', 'Paciente', 'Atendimento', 'Dados Solicitação', 'Anestesia']) {
      expect(await within(dialog).findByRole('region', { name: card })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('region', { name: 'Data da Cirurgia e Internação' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Itens Cirurgia' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Anotações' }));
    const notas = await screen.findByRole('dialog', { name: `Anotações do pedido nº ${p.codigo}` });
    expect(within(notas).getByRole('button', { name: 'Salvar anotação' })).toBeInTheDocument();
    await user.click(within(notas).getByRole('button', { name: 'Fechar' }));

    await user.click(within(dialog).getByRole('button', { name: 'Abrir em página' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Resumo do pedido nº ${p.codigo}` }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Paciente' })).toBeInTheDocument();
  });

  it('/admin/resumoCheckList with no request chosen returns to the checklist', async () => {
    renderApp('/admin/resumoCheckList', { as: 'mariana.lima' });
    expect(await screen.findByRole('table', { name: 'Checklist' })).toBeInTheDocument();
  });

  it('two tabs that chose different requests each open the summary of their own', async () => {
    const b = pedidoDeTodasAsCores();
    const a = db.pedidos[2];
    Object.assign(a, { dataCirurgia: b.dataCirurgia, dataHoraSugerida: b.dataCirurgia, centroCirurgico: 1 });
    const {
      container: abaA,
      user: userA,
      router: routerA,
    } = renderApp('/admin/checkListGeral', { as: 'mariana.lima' });
    const tabelaA = await within(abaA).findByRole('table', { name: 'Checklist' });
    await userA.click(await within(tabelaA).findByRole('button', { name: `Resumo do pedido ${a.codigo}` }));
    const dialogA = await screen.findByRole('dialog', { name: `Resumo do pedido nº ${a.codigo}` });

    // The second tab chooses after the first: the first still opens its own.
    const { container: abaB, user: userB } = renderApp('/admin/checkListGeral', { as: 'mariana.lima' });
    const tabelaB = await within(abaB).findByRole('table', { name: 'Checklist' });
    await userB.click(await within(tabelaB).findByRole('button', { name: `Resumo do pedido ${b.codigo}` }));
    expect(await screen.findByRole('dialog', { name: `Resumo do pedido nº ${b.codigo}` })).toBeInTheDocument();

    await userA.click(within(dialogA).getByRole('button', { name: 'Abrir em página' }));
    expect(
      await within(abaA).findByRole('heading', { level: 1, name: `Resumo do pedido nº ${a.codigo}` }),
    ).toBeInTheDocument();
    expect(routerA.state.location.search).toBe(`?pedido=${a.id}`);
  });

  it('/admin/resumoCheckList naming a request the back-end does not know says so, with a way back', async () => {
    renderApp('/admin/resumoCheckList?pedido=987654', { as: 'mariana.lima' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Pedido não encontrado.');
    expect(screen.getByRole('heading', { level: 1, name: 'Resumo do pedido' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar ao checklist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anotações' })).not.toBeInTheDocument();
  });

  it("an observer reads a request's notes from the checklist without the form", async () => {
    const p = pedidoDeTodasAsCores();
    const roberto = db.users.find((u) => u.profissional.username === 'roberto.pereira')!;
    roberto.profissional.acessoChecklistGeral = 'S';
    const { user } = renderApp('/admin/checkListGeral', { as: 'roberto.pereira' });
    await user.click(await screen.findByRole('button', { name: `Resumo do pedido ${p.codigo}` }));
    const dialog = await screen.findByRole('dialog', { name: `Resumo do pedido nº ${p.codigo}` });
    await user.click(within(dialog).getByRole('button', { name: 'Anotações' }));
    const notas = await screen.findByRole('dialog', { name: `Anotações do pedido nº ${p.codigo}` });
    expect(await within(notas).findByRole('table', { name: 'Anotações' })).toBeInTheDocument();
    expect(within(notas).queryByRole('button', { name: 'Salvar anotação' })).not.toBeInTheDocument();
  });
});
