import { describe, expect, it } from 'vitest';
import { ehCancelado, explicacaoStatus } from '@/features/rastreamento/model/explicacao-status';

describe('a status in words a patient understands (decision 012)', () => {
  it('gives the line of a known status whatever its accents, case or spacing', () => {
    const linha = 'O pedido chegou ao centro cirúrgico e será conferido pela equipe.';
    expect(explicacaoStatus('AGUARDANDO CONFERÊNCIA')).toBe(linha);
    expect(explicacaoStatus(' aguardando  conferencia ')).toBe(linha);
  });

  it('gives every status of the flow a line of its own', () => {
    const fluxo = [
      'AGUARDANDO CONFERÊNCIA',
      'CONFERIDO',
      'REVISÃO TÉCNICA',
      'AGUARDANDO PARECER',
      'APROVADO',
      'AGENDADO',
      'REAGENDADO',
      'FINALIZADO',
      'CANCELADO',
    ];
    const linhas = fluxo.map(explicacaoStatus);
    expect(linhas).not.toContain(null);
    expect(new Set(linhas).size).toBe(fluxo.length);
  });

  it('gives none for a status it does not know, or none at all', () => {
    expect(explicacaoStatus('EM ANÁLISE')).toBeNull();
    expect(explicacaoStatus(null)).toBeNull();
  });

  it('knows the cancellation by its name', () => {
    expect(ehCancelado('Cancelado')).toBe(true);
    expect(ehCancelado('CANCELADO ')).toBe(true);
    expect(ehCancelado('FINALIZADO')).toBe(false);
    expect(ehCancelado(null)).toBe(false);
  });
});
