import { describe, expect, it } from 'vitest';
import { avisoDeFinalizacao, logDaFinalizacao } from '@/features/gerente/model/pareceres-em-falta';

// Finalising with opinions missing (docs/decisions.md): the question and the log say what was missing.
const nada = { areas: [], incertos: [] };

describe('FINALIZADO with opinions missing', () => {
  it('asks nothing and logs the bare status when every opinion is in', () => {
    expect(avisoDeFinalizacao(nada)).toBeNull();
    expect(logDaFinalizacao('FINALIZADO', nada)).toBe('FINALIZADO');
  });

  it('names the areas, then what could not be known, and logs them with the choice', () => {
    const falta = { areas: ['OPME', 'NIR'], incertos: ['OPME: verificando'] };
    expect(avisoDeFinalizacao({ ...falta, incertos: [] })).toBe(
      'Pareceres pendentes: OPME, NIR. Finalizar assim mesmo?',
    );
    expect(avisoDeFinalizacao(falta)).toBe('Pareceres pendentes: OPME, NIR. OPME: verificando. Finalizar assim mesmo?');
    expect(logDaFinalizacao('FINALIZADO', { ...falta, incertos: [] })).toBe(
      'FINALIZADO - finalizado com pareceres pendentes: OPME, NIR',
    );
  });
});
