import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { AttentionDialog } from '@/components/dialogs/attention-dialog';

function Documentos({ onClose }: { onClose: () => void }) {
  const [atencao, setAtencao] = useState<string | null>('Tamanho de arquivo excedeu o tamanho máximo (5MB)');
  return (
    <AppDialog header="Documentos" onClose={onClose}>
      <p>Lista</p>
      <AttentionDialog message={atencao} onClose={() => setAtencao(null)} />
    </AppDialog>
  );
}

/** Lets React commit what a click scheduled (its render runs in a microtask), and nothing later. */
async function microtasks() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('app dialog over another', () => {
  it('Esc pressed as soon as OK closed the top dialog closes the one below, not the one fading out', async () => {
    const onClose = vi.fn();
    render(<Documentos onClose={onClose} />);
    const ok = await screen.findByRole('button', { name: 'OK' });
    // Outside act, as a browser delivers them: the click, React's commit, then the key, before any later task.
    const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const antes = actEnv.IS_REACT_ACT_ENVIRONMENT;
    actEnv.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      ok.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await microtasks();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    } finally {
      actEnv.IS_REACT_ACT_ENVIRONMENT = antes;
    }
  });
});
