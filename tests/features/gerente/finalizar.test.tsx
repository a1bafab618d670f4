// FINALIZADO with technical opinions missing (docs/decisions.md 'Finalising with opinions missing'), in both mock
// dialects: the dialog asks with Prontidão's rules, the manager may finalise anyway, and the log says what was missing.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, nextId } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { pickOption } from '../../utils/primereact';
import { renderApp } from '../../utils/render-app';
import { chooseRowAction } from '../../components/table/row-actions-menu';
import { linhaDe } from './helpers';

const ID = 3007;
const logs = () => db.logs.filter((l) => l.id_pedido === ID).map((l) => l.descricao);
const APROVADO = 1;
const REJEITADO = 2;

/** 2027307's opinions: one per area (1 anaesthesia, 2 OPME, 3 NIR, 4 blood bank), each as given. */
function pareceres(opinioes: Record<number, number>) {
  db.pareceres = db.pareceres.filter((p) => p.pedidoCirurgia !== ID);
  for (const [area, parecerTecnico] of Object.entries(opinioes)) {
    db.pareceres.push({
      id: nextId(),
      pedidoCirurgia: ID,
      areaTecnica: Number(area),
      parecerTecnico,
      justificativa: '',
    });
  }
}

async function finalizar() {
  const { user } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
  await chooseRowAction(user, await linhaDe(user, '2027307'), 'Trocar de Status');
  const dialog = await screen.findByRole('dialog', { name: 'Selecione o Novo Status' });
  await pickOption(user, 'Novo status *', 'FINALIZADO');
  await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  return { user, dialog };
}

describe.each(['default', 'alt'] as const)('FINALIZADO and the opinions (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));

  it('every opinion in: finalised at once, logged FINALIZADO', async () => {
    pareceres({ 1: APROVADO, 2: APROVADO, 3: APROVADO, 4: APROVADO });
    await finalizar();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logs().filter((d) => d.startsWith('FINALIZADO'))).toEqual(['FINALIZADO']);
  });

  it('an opinion rejected: asked first, finalised on the second Salvar, the log names the area', async () => {
    pareceres({ 1: APROVADO, 2: REJEITADO, 3: APROVADO, 4: APROVADO });
    const { user, dialog } = await finalizar();
    expect(await within(dialog).findByText(/^Pareceres pendentes: OPME\. Finalizar assim mesmo\?/)).toBeInTheDocument();
    expect(db.pedidos.find((p) => p.id === ID)?.status).not.toBe(8);
    expect(logs().filter((d) => d.startsWith('FINALIZADO'))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logs().filter((d) => d.startsWith('FINALIZADO'))).toEqual([
      'FINALIZADO - finalizado com pareceres pendentes: OPME',
    ]);
  });
});
