// How the dashboard's charts are drawn so that they can be read (wizards-and-management.md §2 'Dashboard',
// constants.md 'Pie chart labels'): what each chart hands Chart.js, and the pies' own legend.
import { describe, expect, it } from 'vitest';
import { coresDistintas, legendaPizza, linhasDoRotulo } from '@/features/dashboard/model/apresentacao';
import {
  configuracaoBarras,
  configuracaoCombinado,
  configuracaoLinha,
  configuracaoPizza,
} from '@/features/dashboard/model/configuracao-grafico';
import { serieCategorias, serieTemporal, serieTotais } from '@/features/dashboard/model/series';

const LONGO = 'TRATAMENTO CIRÚRGICO DE FRATURA DA DIÁFISE DA TÍBIA COM HASTE INTRAMEDULAR';
const nove = Array.from({ length: 12 }, (_, i) => ({ rotulo: `PROCEDIMENTO ${i + 1}`, valor: i + 1 }));

describe('pies', () => {
  it('give every slice its own colour, however many slices there are', () => {
    const { data } = configuracaoPizza(serieCategorias(nove, 'Demandas', true));
    const cores = data.datasets[0].backgroundColor;
    expect(cores).toHaveLength(12);
    expect(new Set(Array.isArray(cores) ? cores : []).size).toBe(12);
    expect(new Set(coresDistintas(200)).size).toBe(200);
  });

  it('list each slice in the legend with its colour, its label cut at 50 characters, the whole text, value and share', () => {
    const serie = serieCategorias(
      [
        { rotulo: LONGO, valor: 3 },
        { rotulo: 'ELETIVO', valor: 1 },
      ],
      'Demandas',
      true,
    );
    const legenda = legendaPizza(serie);
    expect(legenda.map(({ rotulo, completo, valor }) => ({ rotulo, completo, valor }))).toEqual([
      { rotulo: 'TRATAMENTO CIRÚRGICO DE FRATURA DA DIÁFISE DA TÍBI…', completo: LONGO, valor: '3 (75%)' },
      { rotulo: 'ELETIVO', completo: 'ELETIVO', valor: '1 (25%)' },
    ]);
    expect(legenda.map((e) => e.cor)).toEqual(configuracaoPizza(serie).data.datasets[0].backgroundColor);
  });

  it('draw no legend of their own on the canvas; the tooltip gives the whole label, the value and the share', () => {
    const serie = serieCategorias(
      [
        { rotulo: LONGO, valor: 2 },
        { rotulo: 'X', valor: 6 },
      ],
      'Demandas',
      true,
    );
    const { options } = configuracaoPizza(serie);
    expect(options.plugins?.legend?.display).toBe(false);
    const tooltip = options.plugins?.tooltip?.callbacks;
    const item = { dataIndex: 0, parsed: 2 };
    expect(Reflect.apply(tooltip?.title ?? (() => ''), null, [[item]])).toBe(LONGO);
    expect(Reflect.apply(tooltip?.label ?? (() => ''), null, [item])).toBe('2 (25%)');
  });
});

describe('horizontal bars', () => {
  it('cut a label at 50 characters and break it over lines that fit beside the bars; the tooltip has it whole', () => {
    const serie = serieCategorias([{ rotulo: LONGO, valor: 2 }], 'Procedimentos realizados');
    const { data, options } = configuracaoBarras(serie);
    expect(data.labels).toEqual([['TRATAMENTO CIRÚRGICO DE', 'FRATURA DA DIÁFISE DA', 'TÍBI…']]);
    expect(options.indexAxis).toBe('y');
    const title = options.plugins?.tooltip?.callbacks?.title ?? (() => '');
    expect(Reflect.apply(title, null, [[{ dataIndex: 0 }]])).toBe(LONGO);
  });

  it('count on an axis of whole numbers', () => {
    const { options } = configuracaoBarras(serieCategorias([{ rotulo: 'A', valor: 1 }], 'Procedimentos'));
    expect(options.scales?.x).toMatchObject({ beginAtZero: true, ticks: { precision: 0 } });
  });

  it('split a word longer than a line, and keep short labels whole', () => {
    expect(linhasDoRotulo('X'.repeat(30))).toEqual(['X'.repeat(26), 'XXXX']);
    expect(linhasDoRotulo('PARTO CESARIANO')).toEqual(['PARTO CESARIANO']);
    expect(linhasDoRotulo(LONGO).every((l) => l.length <= 26)).toBe(true);
  });
});

describe('charts over days', () => {
  const periodo = { dataInicio: '2026-11-01', dataFim: '2026-11-05' };

  it('show every day of the period, a day without data at zero, joined by straight segments on whole-number ticks', () => {
    const serie = serieTemporal(
      [
        { rotulo: '2026-11-02', valor: 1 },
        { rotulo: '2026-11-04', valor: 1 },
      ],
      'Demandas cadastradas',
      periodo,
    );
    const { data, options } = configuracaoLinha(serie);
    expect(data.labels).toEqual(['01/11/2026', '02/11/2026', '03/11/2026', '04/11/2026', '05/11/2026']);
    expect(data.datasets[0]).toMatchObject({ data: [0, 1, 0, 1, 0], tension: 0 });
    expect(options.scales?.y).toMatchObject({ beginAtZero: true, ticks: { precision: 0 } });
  });

  it('the totals: every day of the period, counts on whole-number ticks on both axes', () => {
    const serie = serieTotais([{ rotulo: '2026-11-03', valor: 2 }], [{ rotulo: '2026-11-02', valor: 40 }], periodo);
    const { data, options } = configuracaoCombinado(serie);
    expect(data.labels).toHaveLength(5);
    expect(data.datasets.map((d) => d.data)).toEqual([
      [0, 0, 2, 0, 0],
      [0, 40, 40, 40, 40],
    ]);
    expect(options.scales.y).toMatchObject({ beginAtZero: true, ticks: { precision: 0 } });
    expect(options.scales.y1).toMatchObject({ beginAtZero: true, ticks: { precision: 0 } });
  });
});
