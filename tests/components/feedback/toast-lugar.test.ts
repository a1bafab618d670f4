import { describe, expect, it } from 'vitest';
import { distanciaDoFundo } from '@/components/feedback/toast-lugar';

// A toast lies bottom right, above the buttons of that corner (docs/decisions.md 'Where toasts appear and how many').
const JANELA = { largura: 1366, altura: 900, toast: 400 };
const fundo = (...caixas: { top: number; bottom: number; left: number; right: number }[]) =>
  distanciaDoFundo(caixas, JANELA.largura, JANELA.altura, JANELA.toast);

describe('where the toast lies', () => {
  it('in the corner, 0.5rem from the bottom, when nothing it must not cover is there', () => {
    expect(fundo()).toBe(8);
    // Buttons high on the screen, or at the bottom but left of the toast.
    expect(fundo({ top: 300, bottom: 340, left: 1100, right: 1340 })).toBe(8);
    expect(fundo({ top: 850, bottom: 890, left: 300, right: 900 })).toBe(8);
  });

  it('just above the buttons that reach into its corner, above the highest of them', () => {
    expect(fundo({ top: 850, bottom: 890, left: 1100, right: 1340 })).toBe(900 - 850 + 8);
    const dois = fundo(
      { top: 850, bottom: 890, left: 1100, right: 1340 },
      { top: 780, bottom: 820, left: 900, right: 1300 },
    );
    expect(dois).toBe(900 - 780 + 8);
  });

  it('ignores what is off screen or has no box', () => {
    expect(fundo({ top: 950, bottom: 990, left: 1100, right: 1340 })).toBe(8);
    expect(fundo({ top: 0, bottom: 0, left: 0, right: 0 })).toBe(8);
  });
});
