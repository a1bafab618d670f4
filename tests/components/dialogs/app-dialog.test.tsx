import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { slowDown } from '@mocks/scenarios';
import { renderApp } from '../../utils/render-app';

async function openInformarProblema(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /carlos.mendes/ }));
  const [item] = await screen.findAllByRole('menuitem', { name: 'Informar problema', hidden: true });
  await user.click(within(item).getByText('Informar problema'));
  return screen.findByRole('dialog', { name: 'Informar problema' });
}

const informarProblema = () => screen.queryByRole('dialog', { name: 'Informar problema' });

describe('app dialog', () => {
  it('takes the standard width, shows its footer buttons, takes the focus and closes with Esc', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const dialog = await openInformarProblema(user);
    expect(dialog).toHaveClass('app-dialog', 'app-dialog--standard');
    expect(dialog).toHaveStyle({ width: '65vw' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    // The focus goes to the field to fill, not to the close button.
    await waitFor(() => expect(within(dialog).getByLabelText('Descrição do problema')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(informarProblema()).not.toBeInTheDocument());
  });

  it('a footer button (Cancelar) closes it without sending anything', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const dialog = await openInformarProblema(user);
    await user.type(within(dialog).getByLabelText('Descrição do problema'), 'Rascunho');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(informarProblema()).not.toBeInTheDocument());
    expect(db.problemasInformados).toHaveLength(0);
  });

  it('the small width, with the focus in its first field', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await user.click(await screen.findByRole('button', { name: 'Buscar pedido pelo código' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buscar pedido pelo código' });
    expect(dialog).toHaveClass('app-dialog--small');
    expect(dialog).toHaveStyle({ width: '25vw' });
    await waitFor(() => expect(within(dialog).getByLabelText('Código do pedido')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Buscar pedido pelo código' })).not.toBeInTheDocument(),
    );
  });

  it('Esc does not close it while its write is pending, and the write completes', async () => {
    slowDown('POST /api/enviarEmailInformarProblema', 500, 1);
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const dialog = await openInformarProblema(user);
    await user.type(within(dialog).getByLabelText('Descrição do problema'), 'A agenda não abre.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await user.keyboard('{Escape}');
    expect(informarProblema()).toBeInTheDocument();
    expect(await screen.findByText('Problema informado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(informarProblema()).not.toBeInTheDocument());
    expect(db.problemasInformados).toHaveLength(1);
  });
});
