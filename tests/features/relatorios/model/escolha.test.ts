import { describe, expect, it } from 'vitest';
import { relatorioEscolhido } from '@/features/relatorios/model/escolha';

const relatorios = [
  { descricao: 'Demandas cirúrgicas', link: '/relatorios/demandas.csv' },
  { descricao: 'Pedidos por status', link: '/relatorios/pedidos.csv' },
];

describe('the report to download', () => {
  it('is the one whose link was chosen', () => {
    expect(relatorioEscolhido(relatorios, '/relatorios/pedidos.csv')).toEqual({ ok: true, relatorio: relatorios[1] });
  });

  it.each([null, undefined, '', '/relatorios/retirado.csv'])('must be chosen first (chosen: %s)', (link) => {
    expect(relatorioEscolhido(relatorios, link)).toEqual({ ok: false, erro: 'Selecione um relatório!' });
  });
});
