// From the dashboard's answers to what each chart and its table show (wizards-and-management.md §2 'Dashboard', §7).
import { describe, expect, it } from 'vitest';
import * as ler from '@/features/dashboard/api/leitores';
import {
  cortarRotulo,
  serieCategorias,
  serieConvertidas,
  serieTemporal,
  serieTotais,
  vazia,
} from '@/features/dashboard/model/series';

const LONGO = 'ARTROPLASTIA TOTAL PRIMARIA DO QUADRIL NAO CIMENTADA / HIBRIDA';

describe('cortarRotulo', () => {
  it('keeps 50 characters and marks the cut; 50 or fewer stay whole', () => {
    expect(cortarRotulo(LONGO)).toBe('ARTROPLASTIA TOTAL PRIMARIA DO QUADRIL NAO CIMENTA…');
    expect(cortarRotulo('x'.repeat(50))).toBe('x'.repeat(50));
    expect(cortarRotulo('x'.repeat(51))).toBe(`${'x'.repeat(50)}…`);
  });
});

describe('series of each chart', () => {
  it('demands per team: one slice per team in the answer’s order, a repeated team summed, unreadable rows counted', () => {
    const linhas = ler.lerDemandasPorEquipe([
      { equipe: 'CIRURGIA GERAL', quantidadedemandas: 12 },
      { equipe: 'UROLOGIA', quantidadedemandas: '3' },
      { equipe: 'CIRURGIA GERAL', quantidadedemandas: 1 },
      { equipe: null, quantidadedemandas: 4 },
      'lixo',
    ]);
    expect(serieCategorias(linhas, 'Demandas', true)).toEqual({
      rotulos: ['CIRURGIA GERAL', 'UROLOGIA'],
      completos: ['CIRURGIA GERAL', 'UROLOGIA'],
      conjuntos: [{ nome: 'Demandas', valores: [13, 3] }],
      omitidos: 2,
    });
  });

  it('pie labels are cut, the full text kept for the tooltip and the table', () => {
    const linhas = ler.lerProcedimentosDemanda([{ Demanda_procedimentoPrincipal: LONGO, quantidadedemandas: 2 }]);
    const serie = serieCategorias(linhas, 'Demandas', true);
    expect(serie.rotulos).toEqual([cortarRotulo(LONGO)]);
    expect(serie.completos).toEqual([LONGO]);
  });

  it('a series over time is ordered by date and reads dd/MM/yyyy, whatever form the dates come in', () => {
    const linhas = ler.lerPedidosFinalizados([
      { data_finalizado: '2026-11-03', quantidade_pedido: 2 },
      { data_finalizado: '01/11/2026', quantidade_pedido: '5' },
      { data_finalizado: '2026-11-02T00:00:00Z', quantidade_pedido: 1 },
    ]);
    expect(serieTemporal(linhas, 'Pedidos finalizados')).toMatchObject({
      rotulos: ['01/11/2026', '02/11/2026', '03/11/2026'],
      conjuntos: [{ nome: 'Pedidos finalizados', valores: [5, 1, 2] }],
      omitidos: 0,
    });
  });

  it('included requests and registered demands read their own fields', () => {
    expect(ler.lerPedidosIncluidos([{ data_inclusao: '2026-10-01', quantidade_pedido: 4 }])).toEqual([
      { rotulo: '2026-10-01', valor: 4 },
    ]);
    expect(ler.lerDemandasCadastradas([{ data_inclusao: '2026-10-01', quantidade_demanda: 7 }])).toEqual([
      { rotulo: '2026-10-01', valor: 7 },
    ]);
    expect(ler.lerEletivoUrgencia([{ descricao: 'ELETIVO', quantidade: 9 }])).toEqual([
      { rotulo: 'ELETIVO', valor: 9 },
    ]);
    expect(
      ler.lerProcedimentosRealizados([
        { procedimento: { id: 3, descricao: 'PARTO CESARIANO' }, quantidade_procedimento: 2 },
      ]),
    ).toEqual([{ rotulo: 'PARTO CESARIANO', valor: 2 }]);
  });

  it('converted demands: open and converted, from one record or a list', () => {
    expect(serieConvertidas(ler.lerConvertidas({ demanda_aberto: 8, demanda_finalizada: '3' }))).toMatchObject({
      rotulos: ['Demandas em aberto', 'Demandas convertidas em pedido'],
      conjuntos: [{ valores: [8, 3] }],
    });
    expect(vazia(serieConvertidas(ler.lerConvertidas([])))).toBe(true);
  });

  it('the combined totals: requests per day and the accumulated demands carried over the days not sent', () => {
    const serie = serieTotais(
      ler.lerTotalPedido([
        { dataInclusao: '2026-11-02', totalPedidoHoje: 3 },
        { dataInclusao: '2026-11-01', totalPedidoHoje: 1 },
      ]),
      ler.lerTotalDemanda([{ dataInclusao: '2026-11-01', totaldemandaacumulada: 40 }]),
    );
    expect(serie).toMatchObject({
      rotulos: ['01/11/2026', '02/11/2026'],
      conjuntos: [
        { nome: 'Pedidos incluídos', valores: [1, 3] },
        { nome: 'Demandas acumuladas (desde o início)', valores: [40, 40] },
      ],
    });
  });

  it('nothing, or only zeros, is an empty chart', () => {
    expect(vazia(serieTemporal([], 'x'))).toBe(true);
    expect(vazia(serieCategorias([{ rotulo: 'ELETIVO', valor: 0 }], 'x'))).toBe(true);
    expect(vazia(serieCategorias([{ rotulo: 'ELETIVO', valor: 1 }], 'x'))).toBe(false);
  });
});
