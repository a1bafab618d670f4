// The name a downloaded report is saved under (wizards-and-management.md §7 'Login, reports, password').
import { describe, expect, it } from 'vitest';
import { nomeDoArquivo } from '@/features/relatorios/model/arquivo';

describe('nomeDoArquivo', () => {
  it('is the server’s name: quoted, bare, or RFC 5987 (which wins)', () => {
    expect(nomeDoArquivo('attachment; filename="pedidos.pdf"', null, 'x')).toBe('pedidos.pdf');
    expect(nomeDoArquivo('attachment; filename=demandas.csv', null, 'x')).toBe('demandas.csv');
    expect(
      nomeDoArquivo(`attachment; filename="relatorio.csv"; filename*=UTF-8''relat%C3%B3rio%20m%C3%AAs.csv`, null, 'x'),
    ).toBe('relatório mês.csv');
  });

  it('keeps no path or forbidden character from the server', () => {
    expect(nomeDoArquivo('attachment; filename="../../etc/passwd"', null, 'x')).toBe('.._.._etc_passwd');
  });

  it('without a name, the report’s description with the extension of its type', () => {
    expect(nomeDoArquivo(null, 'text/csv; charset=utf-8', 'Demandas por equipe')).toBe('Demandas por equipe.csv');
    expect(nomeDoArquivo('inline', 'application/pdf', 'Pedidos/2026')).toBe('Pedidos_2026.pdf');
    expect(nomeDoArquivo(null, null, 'Relatório')).toBe('Relatório');
  });
});
