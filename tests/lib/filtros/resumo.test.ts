import { linhaDoResumo, resumirFiltros } from '@/lib/filtros/resumo';
import { ROTINA } from '@/lib/filtros/toggles';

const NOMES = {
  centro: (id: number) => ({ 1: 'CENTRO CIRÚRGICO CENTRAL', 2: 'CENTRO OBSTÉTRICO' })[id],
  convenio: (id: number) => ({ 5: 'SUS' })[id],
  campanha: (id: number) => ({ 7: 'MUTIRÃO DE CATARATA' })[id],
};

describe("a list's filters folded into one line above its table", () => {
  it('says the period in dd/mm, the centres by count, every plan when none is chosen', () => {
    const partes = resumirFiltros(
      { periodo: { inicio: '2026-11-02', fim: '2026-12-02' }, centros: [1, 2, 3], convenios: [], campanhas: [] },
      NOMES,
    );
    expect(linhaDoResumo(partes)).toBe('Período 02/11–02/12 · 3 centros · Todos os convênios');
  });

  it('names a single choice, counts several in words that agree, and adds the other filters and ONCO', () => {
    expect(
      resumirFiltros(
        {
          periodo: { inicio: '2026-12-20', fim: '2027-01-10', nome: 'Inclusão' },
          centros: [2],
          convenios: [5, 9],
          campanhas: [ROTINA],
          outros: ['Pareceres: Sem Parecer'],
          onco: true,
        },
        NOMES,
      ),
    ).toEqual([
      'Inclusão 20/12/2026–10/01/2027',
      'CENTRO OBSTÉTRICO',
      '2 convênios',
      'Rotina',
      'Pareceres: Sem Parecer',
      'Somente ONCO',
    ]);
    expect(resumirFiltros({ convenios: [9], campanhas: [7, 8] }, NOMES)).toEqual(['convênio nº 9', '2 campanhas']);
  });

  it('says nothing of the plans where the screen has no plan filter', () => {
    expect(resumirFiltros({ centros: [1] }, NOMES)).toEqual(['CENTRO CIRÚRGICO CENTRAL']);
  });
});
