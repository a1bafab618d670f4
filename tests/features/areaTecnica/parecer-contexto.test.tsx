// What an area reads before its opinion (wizards-and-management.md §2 'Technical-area opinions table' and
// 'Technical-area agenda'): the proposed anaesthesia in every form a back-end may send it, and a part that fails to
// load said as such, with 'Tentar novamente', and no opinion until it is read (DESIGN.md 'Screens').
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cat, db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { json, route } from '@mocks/handlers/http-helpers';
import { server } from '@mocks/node';
import { failNext } from '@mocks/scenarios';
import { renderApp } from '../../utils/render-app';
import { abrirEventoAberto, pedidoSemParecer } from './helpers';

const tabela = () => screen.findByRole('table', { name: 'Pareceres da área técnica' }, { timeout: 15_000 });

/** Opens the opinion dialog of a request the user's area still owes an opinion on, from Parecer Área Técnica. */
async function abrirParecer(username: 'paulo.nunes' | 'fernanda.santos', area: string) {
  const pedido = pedidoSemParecer(username);
  const { user } = renderApp('/admin/pareceresAreaTecnica', { as: username });
  const table = await tabela();
  await user.click(
    await within(table).findByRole('button', { name: `Dar parecer no pedido ${pedido.codigo} (${area}: Sem parecer)` }),
  );
  const dialog = await screen.findByRole('dialog', { name: `Parecer do pedido nº ${pedido.codigo}` });
  return { user, dialog, pedido };
}

/** The anaesthesia details as a back-end that names the type as the request does: {id, descricao}. */
function detalhesComTipo(tipo: unknown) {
  server.use(
    http.get(route('main', '/api/detalhesParecerAnestesia/:pedidoId'), ({ params }) => {
      const p = db.pedidos.find((x) => x.id === Number(params.pedidoId))!;
      return json({
        codigo: p.codigo,
        paciente: p.paciente?.nome,
        tipoAnestesia: tipo,
        motivoAvaliacaoAnestesica: null,
      });
    }),
  );
}

describe.each(['default', 'alt'] as const)('The anaesthesia details (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));
  afterEach(() => setDialect('default'));

  it('names the proposed anaesthesia sent as tipoAnestesia {id, descricao}', async () => {
    detalhesComTipo({ id: 3, descricao: 'PERIDURAL CONTÍNUA' });
    const { dialog } = await abrirParecer('paulo.nunes', 'ANESTESIA');
    expect(await within(dialog).findByText('PERIDURAL CONTÍNUA')).toBeInTheDocument();
  });

  it("falls back to the list row's type of anaesthesia when the details name none", async () => {
    detalhesComTipo(null);
    const { dialog, pedido } = await abrirParecer('paulo.nunes', 'ANESTESIA');
    const tipo = cat.tiposAnestesia.find((t) => t.id === pedido.tipoAnestesia)!.descricao;
    expect(await within(dialog).findByText(tipo)).toBeInTheDocument();
  });
});

describe('A part of the opinion context that fails to load', () => {
  it('the anaesthesia details: says so, saves nothing, and Tentar novamente reads them', async () => {
    failNext('GET /api/detalhesParecerAnestesia/:pedidoId', 500);
    const { user, dialog } = await abrirParecer('paulo.nunes', 'ANESTESIA');
    const alerta = await within(dialog).findByRole('alert');
    expect(alerta).toHaveTextContent('Não foi possível carregar os detalhes da anestesia.');
    expect(within(dialog).queryByText('Não informado')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.click(within(alerta).getByRole('button', { name: /Tentar novamente/ }));
    expect(await within(dialog).findByText('Anestesia proposta')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it("the area's items in the list's dialog: says so and saves nothing", async () => {
    failNext('GET /api/itensParecerAreaTecnica/:areaTecnicaId/:pedidoId', 500);
    const { dialog } = await abrirParecer('fernanda.santos', 'OPME');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os itens desta área.',
    );
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });
});

describe("Minha Agenda's event", () => {
  it("the area's items: says so and offers no Parecer", async () => {
    failNext('GET /api/itensMinhaAgenda/:areaTecnicaId/:eventoId', 500);
    const { dialog } = await abrirEventoAberto('fernanda.santos');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os itens desta área.',
    );
    expect(within(dialog).getByRole('button', { name: 'Parecer' })).toBeDisabled();
  });

  it('the evaluation reason: says so and offers no Parecer', async () => {
    failNext('GET /api/motivoAvaliacaoPreAnestesicaMinhaAgenda/:eventoId', 500);
    const { dialog } = await abrirEventoAberto('paulo.nunes');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o motivo da avaliação pré-anestésica.',
    );
    expect(within(dialog).getByRole('button', { name: 'Parecer' })).toBeDisabled();
  });

  it('an item whose quantity cannot be read shows it as unknown, not as 1', async () => {
    server.use(
      http.get(route('main', '/api/itensMinhaAgenda/:areaTecnicaId/:eventoId'), () =>
        json([{ id: 1, codigo: '900', descricao: 'PLACA DE TITÂNIO', quantidade: 'várias' }]),
      ),
    );
    const { dialog } = await abrirEventoAberto('fernanda.santos');
    expect(await within(dialog).findByText('PLACA DE TITÂNIO — quantidade desconhecida')).toBeInTheDocument();
  });
});
