// The address of the checklist’s summary page (wizards-and-management.md §2 Routes, spec decision 11): the chosen request's
// id only, and what an address that names none reads as.
import { describe, expect, it } from 'vitest';
import { pedidoDaBusca, resumoCheckListHref } from '@/features/checklist/model/escolhido';

describe('the summary page’s address', () => {
  it('names the request by its id and reads it back', () => {
    expect(resumoCheckListHref(4021)).toBe('/admin/resumoCheckList?pedido=4021');
    expect(pedidoDaBusca('?pedido=4021')).toBe(4021);
  });

  it('reads no request from an address without one or with one that cannot be an id', () => {
    for (const busca of ['', '?pedido=', '?pedido=0', '?pedido=-3', '?pedido=12a', '?pedido=1.5', '?codigo=2027000']) {
      expect(pedidoDaBusca(busca)).toBeNull();
    }
  });
});
