import { describe, expect, it } from 'vitest';
import { checklistPayload, filtrosIniciais, problemaDoPeriodo } from '@/features/checklist/model/filtros';
import { escolherCampanhas, ROTINA } from '@/lib/filtros/toggles';
import { parecerCelula, parecerDaArea, COR_SEM_PARECER } from '@/api/pareceres/parecer-celula';

const area = { id: 2, nome: 'OPME' };
const parecer = (areaId: number, descricao: string | null, cor: string | null, justificativa: string | null) => ({
  areaTecnica: { id: areaId, descricao: '' },
  parecerTecnico: { id: 1, descricao, cor },
  justificativa,
});

describe('checklist filters', () => {
  it('open on today to today + diasPeriodoFiltroChecklist with the own centres', () => {
    expect(filtrosIniciais('2026-11-23', 15, [1, 2])).toEqual({
      dataInicio: '2026-11-23',
      dataFim: '2026-12-08',
      centros: [1, 2],
      convenios: [],
      campanhas: [],
    });
    expect(filtrosIniciais('2026-12-30', null, [1]).dataFim).toBe('2027-01-14');
  });

  it('send centres as a comma list and Rotina as filtrarPedidosSemCampanha', () => {
    const base = filtrosIniciais('2026-11-23', 15, [1, 3]);
    expect(checklistPayload({ ...base, convenios: [3], campanhas: [ROTINA] })).toEqual({
      centrosCirurgicos: '1,3',
      dataInicio: '2026-11-23',
      dataFim: '2026-12-08',
      convenios: [3],
      campanhas: [],
      filtrarPedidosSemCampanha: true,
    });
    expect(checklistPayload({ ...base, campanhas: [1, 2] })).toMatchObject({
      campanhas: [1, 2],
      filtrarPedidosSemCampanha: false,
    });
  });

  it('take Rotina alone or other campaigns', () => {
    expect(escolherCampanhas([1, 2], [1, 2, ROTINA])).toEqual([ROTINA]);
    expect(escolherCampanhas([ROTINA], [ROTINA, 2])).toEqual([2]);
    expect(escolherCampanhas([1, 2], [2])).toEqual([2]);
  });

  it('check the period', () => {
    expect(problemaDoPeriodo({ dataInicio: '', dataFim: '2026-12-01' })).toBe('A Data Início não pode ser vazia');
    expect(problemaDoPeriodo({ dataInicio: '2026-12-01', dataFim: '' })).toBe('A Data Fim não pode ser vazia');
    expect(problemaDoPeriodo({ dataInicio: '2026-12-02', dataFim: '2026-12-01' })).toBe(
      'A Data Início não pode ser maior que a Data Fim',
    );
    expect(problemaDoPeriodo({ dataInicio: '2026-12-01', dataFim: '2026-12-01' })).toBeNull();
  });
});

describe('opinion dots', () => {
  it("give the opinion's colour and a tooltip with area, opinion and justification", () => {
    const pareceres = [parecer(1, 'APROVADO', '#2e7d32', 'Ok.'), parecer(2, 'REJEITADO', '#c62828', ' Sem estoque. ')];
    expect(parecerCelula(area, parecerDaArea(pareceres, 2))).toEqual({
      cor: '#c62828',
      texto: 'OPME: REJEITADO — Justificativa: Sem estoque.',
      opiniao: 'REJEITADO',
    });
  });

  it('an area without an opinion is a grey Sem parecer; the latest opinion wins', () => {
    expect(parecerCelula(area, parecerDaArea([parecer(1, 'APROVADO', '#2e7d32', null)], 2))).toEqual({
      cor: COR_SEM_PARECER,
      texto: 'OPME: Sem parecer',
      opiniao: 'Sem parecer',
    });
    const dois = [parecer(2, 'PENDENTE', '#f9a825', 'Exames.'), parecer(2, 'APROVADO', '#2e7d32', '')];
    expect(parecerCelula(area, parecerDaArea(dois, 2)).texto).toBe('OPME: APROVADO — Justificativa: Não informado');
  });

  it('an unreadable colour or opinion still shows a dot', () => {
    expect(parecerCelula(area, parecer(2, null, null, 'x'))).toEqual({
      cor: COR_SEM_PARECER,
      texto: 'OPME: Não informado — Justificativa: x',
      opiniao: 'Não informado',
    });
  });
});
