import { describe, expect, it } from 'vitest';
import {
  etapaAtual,
  etapasAlcancadas,
  rotuloEtapa,
  type EtapaRastreio,
} from '@/features/rastreamento/model/etapa-atual';

const etapa = (descricao: string | null): EtapaRastreio => ({ descricao, cor: null, data: null });
const etapas = ['AGUARDANDO CONFERÊNCIA', 'CONFERIDO', 'AGUARDANDO PARECER', 'APROVADO'].map(etapa);

describe('the tracking stepper’s current step (requester-side.md §4)', () => {
  it('is the step the server reports (stepAtualPedido, 0-based), even when the status names another', () => {
    expect(etapaAtual(etapas, 2, 'AGUARDANDO PARECER')).toBe(2);
    expect(etapaAtual(etapas, 0, 'APROVADO')).toBe(0);
    expect(etapaAtual(etapas, 3, null)).toBe(3);
  });

  it('falls back to the step named like the status when the reported step is missing or outside the list', () => {
    expect(etapaAtual(etapas, null, 'conferido')).toBe(1);
    expect(etapaAtual(etapas, 4, ' Aprovado ')).toBe(3);
    expect(etapaAtual(etapas, -1, 'AGUARDANDO CONFERÊNCIA')).toBe(0);
  });

  it('marks no step when neither the reported step nor the status names one', () => {
    expect(etapaAtual(etapas, null, 'REAGENDADO')).toBeNull();
    expect(etapaAtual(etapas, 9, null)).toBeNull();
    expect(etapaAtual([], 0, 'CONFERIDO')).toBeNull();
    expect(etapaAtual([etapa(null)], null, '')).toBeNull();
  });

  it('says which step of how many, counting from 1', () => {
    expect(rotuloEtapa(0, 6)).toBe('Etapa 1 de 6');
    expect(rotuloEtapa(2, 6)).toBe('Etapa 3 de 6');
    expect(rotuloEtapa(5, 6)).toBe('Etapa 6 de 6');
  });

  it('the history holds the steps reached, up to the current one', () => {
    expect(etapasAlcancadas(etapas, 1).map((e) => e.descricao)).toEqual(['AGUARDANDO CONFERÊNCIA', 'CONFERIDO']);
    expect(etapasAlcancadas(etapas, 3)).toHaveLength(4);
    expect(etapasAlcancadas(etapas, null)).toEqual([]);
  });
});
