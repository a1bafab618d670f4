import { describe, expect, it } from 'vitest';
import type { Profissional } from '@/api/session/profissional';
import { firstPermittedPath, isAllowed, visibleMenu } from '@/config/access';

const base: Profissional = { userid: 1, username: 'x', profissional_id: 1, nome: 'X', centrosCirurgicos: [] };

describe('access flags', () => {
  it('a flag allows when present and not N', () => {
    expect(isAllowed({ ...base, acessoDashBoard: 'S' }, 'acessoDashBoard')).toBe(true);
    expect(isAllowed({ ...base, acessoDashBoard: 'V' }, 'acessoDashBoard')).toBe(true);
    expect(isAllowed({ ...base, acessoDashBoard: 'N' }, 'acessoDashBoard')).toBe(false);
    expect(isAllowed({ ...base, acessoDashBoard: null }, 'acessoDashBoard')).toBe(false);
    expect(isAllowed(base, 'acessoDashBoard')).toBe(false);
  });

  it('the first permitted screen follows the specification order', () => {
    expect(firstPermittedPath({ ...base, acessoRelatorios: 'S', acessoDashBoard: 'S' })).toBe('/admin/dashboard');
    expect(firstPermittedPath({ ...base, acessoSalasCirurgicas: 'S', acessoMeusPedidos: 'S' })).toBe(
      '/admin/mapaDeSalas',
    );
    expect(firstPermittedPath({ ...base, acessoAgendaMedico: 'S', acessoDemandaMedico: 'S' })).toBe(
      '/admin/minhasDemandas',
    );
    expect(firstPermittedPath({ ...base, acessoRelatorios: 'S' })).toBe('/admin/relatorioDemandaCirurgica');
    expect(firstPermittedPath(base)).toBeNull();
  });

  it('the menu lists only the permitted entries, in order', () => {
    const menu = visibleMenu({
      ...base,
      acessoTodasDemandas: 'V',
      acessoMeusPedidos: 'S',
      acessoPedidosResidentes: 'N',
    });
    expect(menu.map((m) => m.label)).toEqual(['Meus Pedidos', 'Demandas']);
  });
});
