import { describe, expect, it } from 'vitest';
import { CONFIG_PRONTIDAO } from './prontidao-config';
import type { ParecerPedido } from '@/api/pareceres/parecer-pedido';
import {
  pendenciaAvaliacaoAnestesica,
  pendenciaConferencia,
  pendenciaData,
  pendenciaLeito,
  pendenciasDeParecer,
  pendenciasDoPedido,
  pendenciaSla,
  siglaDaArea,
  type PedidoProntidao,
  type ProntidaoConfig,
} from '@/features/gerente/model/prontidao-pendencias';

const config = CONFIG_PRONTIDAO;

const parecer = (area: number | null, opiniao: number | null, justificativa: string | null = null): ParecerPedido => ({
  areaTecnica: area === null ? null : { id: area, descricao: `ÁREA ${area}` },
  parecerTecnico: { id: opiniao, descricao: null, cor: null },
  justificativa,
});

const pronto: PedidoProntidao = {
  primeiraConferencia: '2026-11-20T10:00:00',
  pareceresPedido: [parecer(1, 1)],
  necessariaAvaliacaoAnestesica: true,
  modalidadeAtendimento: { id: 1, recursosBloqueados: [] },
  codigoLeitoInternacao: '204',
  sla: 'prazoNormal',
  dataCirurgiaExibida: '2026-11-25T08:00:00',
};
const com = (extra: Partial<PedidoProntidao>): PedidoProntidao => ({ ...pronto, ...extra });
const rotulos = (p: PedidoProntidao, c: ProntidaoConfig = config) => pendenciasDeParecer(p, c).map((x) => x.rotulo);

describe('siglaDaArea', () => {
  it("keeps a code of up to four letters, cuts a longer one to three, and falls back to the row's name, then the id", () => {
    expect(siglaDaArea('OPME', null, 2)).toBe('OPME');
    expect(siglaDaArea('ANESTESIA', 'ANESTESIOLOGIA', 1)).toBe('ANE');
    expect(siglaDaArea('CENTRO MATERIAL', null, 5)).toBe('CENTRO MATERIAL');
    expect(siglaDaArea(null, 'AGÊNCIA TRANSFUSIONAL', 4)).toBe('AGÊNCIA TRANSFUSIONAL');
    expect(siglaDaArea('  ', null, 9)).toBe('Área 9');
  });
});

describe('a ready request', () => {
  it('has no pendência', () => {
    expect(pendenciasDoPedido(pronto, config)).toEqual([]);
  });
});

describe('pendenciaConferencia', () => {
  it("is 'Sem conferência' until the first conference", () => {
    expect(pendenciaConferencia(com({ primeiraConferencia: null }))?.rotulo).toBe('Sem conferência');
    expect(pendenciaConferencia(pronto)).toBeNull();
  });
});

describe('pendenciaSla', () => {
  it("names 'expirando' and 'fora do prazo', not 'no prazo' nor a request without SLA", () => {
    expect(pendenciaSla(com({ sla: 'prazoAlerta' }))?.rotulo).toBe('SLA expirando');
    expect(pendenciaSla(com({ sla: 'prazoLimite' }))?.rotulo).toBe('SLA fora do prazo');
    expect(pendenciaSla(pronto)).toBeNull();
    expect(pendenciaSla(com({ sla: null }))).toBeNull();
  });
});

describe('pendenciaData', () => {
  it('makes a request without a surgery date unknown', () => {
    expect(pendenciaData(com({ dataCirurgiaExibida: null }))).toMatchObject({ tipo: 'desconhecido' });
    expect(pendenciaData(pronto)).toBeNull();
  });
});

describe('pendenciasDeParecer', () => {
  it('names each area whose last opinion is pending or rejected, with its justification in the tooltip', () => {
    const p = com({ pareceresPedido: [parecer(1, 3, 'Aguardando exames.'), parecer(2, 2)] });
    const [ane, opme] = pendenciasDeParecer(p, config);
    expect(ane).toMatchObject({ tipo: 'parecerPendente', rotulo: 'Parecer ANE pendente', area: { id: 1 } });
    expect(ane.dica).toBe('A área ANE deixou o parecer pendente. Justificativa: Aguardando exames.');
    expect(opme).toMatchObject({ tipo: 'parecerRejeitado', rotulo: 'Parecer OPME rejeitado' });
    expect(opme.dica).toBe('A área OPME rejeitou o pedido.');
  });

  it("counts approvals and the system's automatic approval as given, and reads only each area's last opinion", () => {
    expect(rotulos(com({ pareceresPedido: [parecer(1, 1), parecer(2, 4)] }))).toEqual([]);
    expect(rotulos(com({ pareceresPedido: [parecer(2, 3), parecer(2, 1)] }))).toEqual([]);
    expect(rotulos(com({ pareceresPedido: [parecer(2, 1), parecer(2, 2)] }))).toEqual(['Parecer OPME rejeitado']);
  });

  it('has nothing to say of a request with no opinion recorded', () => {
    expect(rotulos(com({ pareceresPedido: [] }))).toEqual([]);
  });

  it('makes unknown what cannot be read: the list, an opinion, an area, the configuration', () => {
    expect(rotulos(com({ pareceresPedido: null }))).toEqual(['Pareceres desconhecidos']);
    expect(rotulos(com({ pareceresPedido: [parecer(2, null)] }))).toEqual(['Parecer OPME desconhecido']);
    expect(rotulos(com({ pareceresPedido: [parecer(null, 3)] }))).toEqual(['Parecer de área desconhecida']);
    expect(rotulos(pronto, { ...config, parecerPendente: null })).toEqual(['Pareceres desconhecidos']);
    expect(pendenciasDeParecer(com({ pareceresPedido: null }), config)[0].tipo).toBe('desconhecido');
  });
});

describe('pendenciaAvaliacaoAnestesica', () => {
  const sem = com({ pareceresPedido: [parecer(2, 1)] });

  it('is owed by the anaesthesia area when the evaluation is needed and it has recorded no opinion', () => {
    expect(pendenciaAvaliacaoAnestesica(sem, config)).toMatchObject({
      tipo: 'avaliacaoAnestesica',
      rotulo: 'Avaliação anestésica sem parecer',
      area: { id: 1, sigla: 'ANE' },
    });
  });

  it('is none once anaesthesia has an opinion (pending ones are counted as opinions), or when not needed', () => {
    expect(pendenciaAvaliacaoAnestesica(pronto, config)).toBeNull();
    expect(pendenciaAvaliacaoAnestesica(com({ pareceresPedido: [parecer(1, 3)] }), config)).toBeNull();
    expect(pendenciaAvaliacaoAnestesica(com({ ...sem, necessariaAvaliacaoAnestesica: false }), config)).toBeNull();
  });

  it('is none when the modality blocks the anaesthetic evaluation', () => {
    const bloqueada = com({ ...sem, modalidadeAtendimento: { id: 3, recursosBloqueados: [2] } });
    expect(pendenciaAvaliacaoAnestesica(bloqueada, config)).toBeNull();
  });

  it('is unknown when the flag or the anaesthesia area cannot be read; left to the opinions when they cannot', () => {
    expect(pendenciaAvaliacaoAnestesica(com({ ...sem, necessariaAvaliacaoAnestesica: null }), config)?.tipo).toBe(
      'desconhecido',
    );
    expect(pendenciaAvaliacaoAnestesica(sem, { ...config, areaTecnicaAnestesia: null })?.tipo).toBe('desconhecido');
    expect(pendenciaAvaliacaoAnestesica(com({ pareceresPedido: null }), config)).toBeNull();
  });
});

describe('pendenciaLeito', () => {
  const semLeito = com({ codigoLeitoInternacao: null });

  it("is 'Sem leito' for a hospital request without a bed", () => {
    expect(pendenciaLeito(semLeito, config)?.rotulo).toBe('Sem leito');
    expect(pendenciaLeito(pronto, config)).toBeNull();
  });

  it('is none for an ambulatory request or one whose modality blocks the admission', () => {
    expect(
      pendenciaLeito(com({ ...semLeito, modalidadeAtendimento: { id: 2, recursosBloqueados: [] } }), config),
    ).toBeNull();
    expect(
      pendenciaLeito(com({ ...semLeito, modalidadeAtendimento: { id: 3, recursosBloqueados: [1] } }), config),
    ).toBeNull();
  });

  it('is unknown without a bed when the modality cannot be read', () => {
    expect(pendenciaLeito(com({ ...semLeito, modalidadeAtendimento: null }), config)?.tipo).toBe('desconhecido');
    expect(
      pendenciaLeito(com({ ...semLeito, modalidadeAtendimento: { id: null, recursosBloqueados: [] } }), config)?.tipo,
    ).toBe('desconhecido');
  });
});

describe('pendenciasDoPedido', () => {
  it('lists every kind in order: date, conference, opinions, evaluation, bed, SLA', () => {
    const tudo = com({
      dataCirurgiaExibida: null,
      primeiraConferencia: null,
      pareceresPedido: [parecer(2, 3)],
      codigoLeitoInternacao: null,
      sla: 'prazoLimite',
    });
    expect(pendenciasDoPedido(tudo, config).map((p) => p.tipo)).toEqual([
      'desconhecido',
      'conferencia',
      'parecerPendente',
      'avaliacaoAnestesica',
      'leito',
      'sla',
    ]);
  });
});
