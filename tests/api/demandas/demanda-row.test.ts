// A Demandas row read by the names §3 'Demand' gives (wizards-and-management.md): the requester first.
import { describe, expect, it } from 'vitest';
import { demandaRowSchema } from '@/api/demandas/demanda-row';

const read = (raw: unknown) => demandaRowSchema.parse(raw);

describe('demandaRowSchema', () => {
  it('names the requester by profissionalInclusao, else profissionalRequisitante, else requisitante', () => {
    expect(read({ id: 1, profissionalInclusao: { id: 3, nome: 'ANA' }, requisitante: 'X' }).requisitante).toBe('ANA');
    expect(read({ id: 1, profissionalRequisitante: 'BIA', requisitante: 'X' }).requisitante).toBe('BIA');
    expect(read({ id: 1, requisitante: 'X' }).requisitante).toBe('X');
  });

  it('reads the procedure and surgery date by their §3 names', () => {
    const row = read({
      id: '2',
      procedimentoPrincipal: { id: 6, descricao: 'ARTRO' },
      dataHoraSugerida: '2026-09-01T10:00:00',
    });
    expect(row).toMatchObject({ id: 2, procedimento: 'ARTRO', dataCirurgia: '2026-09-01T10:00:00' });
    expect(row.registro.procedimentoPrincipal).toMatchObject({ id: 6 });
  });
});
