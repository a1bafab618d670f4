import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppDialog } from '@/components/dialogs/app-dialog';

/** A screen that mounts its dialog only while shown (as most screens do) or keeps it mounted and hidden. */
function Tela({ montado }: { montado: boolean }) {
  const [aberto, setAberto] = useState(false);
  const dialog = (
    <AppDialog
      header="Detalhes"
      visible={aberto}
      onClose={() => setAberto(false)}
      footer={[{ label: 'Fechar detalhes', onClick: () => setAberto(false) }]}
    >
      <p>Conteúdo</p>
    </AppDialog>
  );
  return (
    <>
      <Button label="Abrir detalhes" onClick={() => setAberto(true)} />
      <Button label="Outro botão" />
      {montado || aberto ? dialog : null}
    </>
  );
}

describe('app dialog — the focus goes back to what opened it', () => {
  it.each([
    ['mounted only while shown', false],
    ['kept mounted and hidden', true],
  ])('%s: closed with Esc or a footer button', async (_, montado) => {
    const user = userEvent.setup();
    render(<Tela montado={montado} />);
    const abrir = screen.getByRole('button', { name: 'Abrir detalhes' });
    abrir.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Detalhes' });
    await waitFor(() => expect(abrir).not.toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(abrir).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Fechar detalhes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(abrir).toHaveFocus());
  });
});
