// docs/decisions/030-um-escritor-do-rascunho.md: a run's seed is written once, by its start, and never patched: every
// write of the draft while the run creates its request and moves on keeps the seed as the loader wrote it, the
// request created on the way beside the form.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY } from '@/features/wizard/draft/draft-key';
import { readWizardDraft } from '@/features/wizard/draft/draft-storage';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { renderApp } from '../../utils/render-app';

afterEach(() => vi.restoreAllMocks());

describe.each(['default', 'alt'] as const)('a new request’s run (%s)', (dialeto) => {
  it('every write of the draft keeps the seed its start wrote; the request created sits beside the form', async () => {
    setDialect(dialeto);
    const escritas: { seed: unknown; registro?: unknown }[] = [];
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === DRAFT_KEY) escritas.push(JSON.parse(value));
      setItem.call(this, key, value);
    });
    const antes = db.pedidos.length;
    renderApp('/admin/wizard', { as: 'julia.souza' });
    await waitFor(() => expect(db.pedidos.length).toBe(antes + 1));
    const criado = db.pedidos.at(-1)!;
    await screen.findByRole('heading', { name: `Pedido de Cirurgia nº ${criado.codigo}` });
    await waitFor(() => expect(readWizardDraft()?.registro?.pedido).toEqual({ id: criado.id, codigo: criado.codigo }));
    const [inicio, ...depois] = escritas;
    expect(depois.length).toBeGreaterThan(0);
    for (const escrita of depois) expect(escrita.seed).toEqual(inicio.seed);
    expect(inicio.seed).not.toHaveProperty('pedido');
  });
});
