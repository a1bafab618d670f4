// 'A fazer' on Meus Pedidos (docs/decisions.md 'A fazer'): a request's chips from its row, the counters that filter
// the list, and a chip that opens the form it names, in both mock dialects. The suites' day is Tuesday 24/11/2026.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { renderApp } from '../../utils/render-app';
import { recordOpenedWindows } from '../impressao/helpers';
import { rowOf } from './helpers';

const pedido = (id: number) => db.pedidos.find((p) => p.id === id)!;

describe.each(['default', 'alt'] as const)("Meus Pedidos' A fazer (%s dialect)", (dialect) => {
  beforeEach(() => {
    setDialect(dialect);
    // 2027019 is finalised, its notice never printed; its surgery on Thursday 26/11, two working days away.
    Object.assign(pedido(1019), {
      dataHoraSugerida: '2026-11-26T07:00:00',
      dataImpressaoPedidoInternacao: '2026-11-20T10:00:00',
      dataImpressaoAvisoCirurgico: null,
    });
  });

  it("'Imprimir aviso de cirurgia' opens the notice's form; once printed, the chip goes", async () => {
    const opened = recordOpenedWindows();
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const linha = await rowOf(user, '2027019');
    const tarefas = within(linha).getByRole('list', { name: 'A fazer (pedido 2027019)' });
    await user.click(within(tarefas).getByRole('button', { name: 'Imprimir aviso de cirurgia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aviso de Cirurgia — pedido nº 2027019' });
    await user.click(within(dialog).getByLabelText(/Observações/));
    await user.paste('LEVAR EXAMES');
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(opened).toEqual(['/avisoCirurgia/1019']));
    await waitFor(() =>
      expect(within(linha).queryByRole('button', { name: 'Imprimir aviso de cirurgia' })).not.toBeInTheDocument(),
    );
  });

  it('a counter filters the list by its task, and pressed again shows every request', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const contadores = await screen.findByRole('group', { name: 'A fazer' });
    const aviso = within(contadores).getByRole('button', { name: /^Imprimir aviso de cirurgia · \d+$/ });
    await user.click(aviso);
    expect(aviso).toHaveAttribute('aria-pressed', 'true');
    const linhas = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(linhas.length).toBeGreaterThan(0);
    for (const l of linhas) expect(within(l).getByRole('button', { name: 'Imprimir aviso de cirurgia' })).toBeVisible();
    await user.click(aviso);
    expect(aviso).toHaveAttribute('aria-pressed', 'false');
  });

  it("a flag that cannot be read is a grey 'desconhecido' chip, never a pass", async () => {
    Object.assign(pedido(1019), { necessariaAvaliacaoAnestesica: 'talvez' });
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const linha = await rowOf(user, '2027019');
    expect(within(linha).getByText('Avaliação anestésica: desconhecido')).toBeInTheDocument();
  });
});
