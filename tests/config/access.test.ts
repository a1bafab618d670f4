import { describe, expect, it } from 'vitest';
import type { Profissional } from '@/api/session/profissional';
import {
  destinoDaVersao,
  firstPermittedPath,
  isAllowed,
  observadorDeAnotacoes,
  observadorDeDemandas,
  observadorDePareceres,
  observadorDePedidos,
  visibleMenu,
} from '@/config/access';
import { APP_VERSION } from '@/config/paths';

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

  it.each([
    ['Pedidos de Cirurgias', observadorDePedidos, 'acessoPedidosCirurgia'],
    ['Demandas', observadorDeDemandas, 'acessoTodasDemandas'],
    ['Parecer Área Técnica', observadorDePareceres, 'acessoParecerAreaTecnica'],
  ] as const)('the observer of %s is its flag at V, in any case, and no other value', (_tela, observador, flag) => {
    expect(observador({ ...base, [flag]: 'V' })).toBe(true);
    expect(observador({ ...base, [flag]: 'v' })).toBe(true);
    expect(observador({ ...base, [flag]: 'S' })).toBe(false);
    expect(observador({ ...base, [flag]: 'N' })).toBe(false);
    expect(observador(base)).toBe(false);
    // Another screen's V says nothing about this one.
    const outras = ['acessoPedidosCirurgia', 'acessoTodasDemandas', 'acessoParecerAreaTecnica'].filter(
      (f) => f !== flag,
    );
    expect(observador({ ...base, [flag]: 'S', ...Object.fromEntries(outras.map((f) => [f, 'V'])) })).toBe(false);
  });

  it('an observer of the notes is a profissionalObservador or the manager list viewer', () => {
    expect(observadorDeAnotacoes({ profissionalObservador: true, acessoPedidosCirurgia: 'S' })).toBe(true);
    expect(observadorDeAnotacoes({ profissionalObservador: false, acessoPedidosCirurgia: 'V' })).toBe(true);
    expect(observadorDeAnotacoes({ profissionalObservador: null, acessoPedidosCirurgia: 'S' })).toBe(false);
    expect(observadorDeAnotacoes({ acessoTodasDemandas: 'V', acessoParecerAreaTecnica: 'V' })).toBe(false);
    expect(observadorDeAnotacoes({})).toBe(false);
  });

  it("a server version other than the app's sends to the update notice; an unread one does not", () => {
    expect(destinoDaVersao('00.00.01')).toBe('/auth/avisoAtualizacaoOpera');
    expect(destinoDaVersao(APP_VERSION)).toBeNull();
    expect(destinoDaVersao(undefined)).toBeNull();
  });
});
