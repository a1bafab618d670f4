import { descreverFiltros } from '@/lib/filtros/descricao';
import { ROTINA } from '@/lib/filtros/toggles';

const NOMES = {
  centro: (id: number) => ({ 1: 'CENTRO CIRÚRGICO CENTRAL', 2: 'CENTRO OBSTÉTRICO' })[id],
  convenio: (id: number) => ({ 5: 'SUS' })[id],
  campanha: (id: number) => ({ 7: 'MUTIRÃO DE CATARATA' })[id],
};

describe("a list screen's filters in its print header", () => {
  it('names the period, centres, plans, campaigns and ONCO, after the other filters given', () => {
    expect(
      descreverFiltros(
        {
          outros: ['Pareceres: Sem Parecer'],
          periodo: { inicio: '2026-11-24', fim: '2026-12-09' },
          centros: [1, 2],
          convenios: [5, 9],
          campanhas: [ROTINA, 7],
          onco: true,
        },
        NOMES,
      ),
    ).toEqual([
      'Pareceres: Sem Parecer',
      'Período: 24/11/2026 a 09/12/2026',
      'Centros cirúrgicos: CENTRO CIRÚRGICO CENTRAL, CENTRO OBSTÉTRICO',
      'Convênios: SUS, nº 9',
      'Campanhas: Rotina, MUTIRÃO DE CATARATA',
      'Somente ONCO',
    ]);
  });

  it('leaves out an empty choice and names the period as the screen does', () => {
    expect(
      descreverFiltros(
        {
          periodo: { inicio: '2026-11-01', fim: '2026-11-30', nome: 'Período de inclusão' },
          convenios: [],
          onco: false,
        },
        NOMES,
      ),
    ).toEqual(['Período de inclusão: 01/11/2026 a 30/11/2026']);
  });
});
