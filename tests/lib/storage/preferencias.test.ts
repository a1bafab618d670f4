import { afterEach, describe, expect, it } from 'vitest';
import { readPreferencia, storePreferencia } from '@/lib/storage/preferencias';
import { clearStorageKeepingPreferencias } from '@/lib/storage/preferencias-prefixo';

describe('users’ preferences in local storage', () => {
  afterEach(() => localStorage.clear());

  it('are kept per user and survive the clearing of everything else', () => {
    storePreferencia('7', 'colunas:pedidosCirurgia', ['carater']);
    localStorage.setItem('profissional', '{"nome":"MARIANA"}');
    localStorage.setItem('checklist:pedidoEscolhido', '{"id":1}');
    clearStorageKeepingPreferencias();
    expect(localStorage.getItem('profissional')).toBeNull();
    expect(localStorage.getItem('checklist:pedidoEscolhido')).toBeNull();
    expect(readPreferencia('7', 'colunas:pedidosCirurgia')).toEqual(['carater']);
    expect(readPreferencia('8', 'colunas:pedidosCirurgia')).toBeNull();
  });

  it('read as null when not JSON', () => {
    localStorage.setItem('preferencias:7:colunas:x', '{');
    expect(readPreferencia('7', 'colunas:x')).toBeNull();
  });
});
