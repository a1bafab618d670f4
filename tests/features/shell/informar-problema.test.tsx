import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { renderApp } from '../../utils/render-app';

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /carlos.mendes/ }));
  const [item] = await screen.findAllByRole('menuitem', { name: 'Informar problema', hidden: true });
  await user.click(within(item).getByText('Informar problema'));
  return screen.findByRole('dialog', { name: 'Informar problema' });
}

describe('Informar problema', () => {
  it('is required', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const dialog = await openDialog(user);
    // The dialog opens on its field, ready for typing (not on its close button).
    await waitFor(() => expect(within(dialog).getByLabelText('Descrição do problema')).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Descreva o problema.')).toBeInTheDocument();
    expect(db.problemasInformados).toHaveLength(0);
  });

  it('stops at 300 characters and sends name, line break, description', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const dialog = await openDialog(user);
    const field = within(dialog).getByLabelText('Descrição do problema');
    expect(field).toHaveAttribute('maxLength', '300');
    await user.type(field, 'A agenda não abre no Chrome.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Problema informado com sucesso!')).toBeInTheDocument();
    await waitFor(() =>
      expect(db.problemasInformados).toEqual([
        { userid: 1, problemaInformado: 'CARLOS EDUARDO MENDES\nA agenda não abre no Chrome.' },
      ]),
    );
  });
});
