import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { createQueryClient } from '@/app/query-client';
import { ouvirChamadas } from '@mocks/journal';
import { failNext } from '@mocks/scenarios';
import { signInAs } from '../utils/render-app';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('catalogues', () => {
  it('are loaded once and kept in local storage for the session', async () => {
    signInAs('carlos.mendes');
    const { result } = renderHook(() => useCatalogue('tipoAnestesia'), { wrapper });
    await waitFor(() => expect(result.current.data?.map((t) => t.descricao)).toContain('RAQUIDIANA'));
    expect(JSON.parse(localStorage.getItem('catalogo:/api/tipoAnestesia') ?? '[]')).toHaveLength(6);
  });

  it('are used from the cache first, without a call', async () => {
    signInAs('carlos.mendes');
    localStorage.setItem('catalogo:/api/tipoAnestesia', JSON.stringify([{ id: 9, descricao: 'EM CACHE' }]));
    let calls = 0;
    ouvirChamadas((c) => {
      if (c.path === '/api/tipoAnestesia') calls += 1;
    });
    const { result } = renderHook(() => useCatalogue('tipoAnestesia'), { wrapper });
    expect(result.current.data).toEqual([{ id: 9, descricao: 'EM CACHE' }]);
    // A load on mount would show as fetching from the first render on.
    expect(result.current.isFetching).toBe(false);
    expect(calls).toBe(0);
  });

  it('a failed load is silent: the picker just stays empty', async () => {
    signInAs('carlos.mendes');
    failNext('GET /api/cid', 500);
    const { result } = renderHook(() => useCatalogue('cid'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data ?? []).toEqual([]);
  });
});
