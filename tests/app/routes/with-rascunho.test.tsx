// Meus Pedidos' wait for the wizard's draft notice (docs/decisions/026-aviso-do-rascunho-antes-da-lista.md): the
// screen waits for the notice's code only when the wizard's draft module says the tab keeps a draft of this user.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { startWizardDraft } from '@/features/wizard/draft/draft-storage';
import { renderApp, signInAs } from '../../utils/render-app';

// The notice's code never arrives: a screen that waits for it never shows its rows.
vi.mock('@/features/wizard/components/rascunho-aviso', () => new Promise(() => {}));

describe("Meus Pedidos and the wizard's draft", () => {
  it("a draft another user left in the tab does not hold the list for the notice's code", async () => {
    signInAs('julia.souza');
    startWizardDraft({ pedido: { id: 77, codigo: '2027077' } }, paths.wizard);
    renderApp(paths.meusPedidos, { as: 'carlos.mendes' });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText(/está em rascunho/)).not.toBeInTheDocument();
  });
});
