import { describe, expect, it } from 'vitest';
import { CONFIG_PRONTIDAO } from './prontidao-config';
import type { ParecerPedido } from '@/api/pareceres/parecer-pedido';
import {
  pendenciaConferencia,
  pendenciaData,
  pendenciaLeito,
  pendenciasDeParecer,
  pendenciaSla,
  siglaDaArea,
  type PedidoProntidao,
  type ProntidaoConfig,
} from '@/features/gerente/model/prontidao-pendencias';
import { pendenciasExigidas } from '@/features/gerente/model/prontidao-exigencias';
import { pendenciasDoPedido } from '@/features/gerente/model/prontidao-regras';

const config = CONFIG_PRONTIDAO;

const parecer = (area: number | null, opiniao: number | null, justificativa: string | null = null): ParecerPedido => ({
  areaTecnica: area === null ? null : { id: area, descricao: `ÁREA ${area}` },
  parecerTecnico: { id: opiniao, descricao: null, cor: null },
  justificativa,
});

const pronto: PedidoProntidao = {
  primeiraConferencia: '2026-11-20T10:00:00',
  status_id: 2,
  pareceresPedido: [parecer(1, 1), parecer(3, 1)],
  necessariaAvaliacaoAnestesica: true,
  modalidadeAtendimento: { id: 1, recursosBloqueados: [] },
  codigoLeitoInternacao: '204',
  possuiHemoterapico: false,
  opme: 'sem',
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
  it("is 'Sem conferência' until the first conference, while the status is from before it", () => {
    expect(pendenciaConferencia(com({ primeiraConferencia: null, status_id: 1 }), config)?.rotulo).toBe(
      'Sem conferência',
    );
    expect(pendenciaConferencia(com({ primeiraConferencia: null, status_id: 3 }), config)?.rotulo).toBe(
      'Sem conferência',
    );
    expect(pendenciaConferencia(pronto, config)).toBeNull();
  });

  it('is none for a status past the conference (APROVADO, REAGENDADO) whatever primeiraConferencia says', () => {
    expect(pendenciaConferencia(com({ primeiraConferencia: null, status_id: 6 }), config)).toBeNull();
    expect(pendenciaConferencia(com({ primeiraConferencia: null, status_id: 4 }), config)).toBeNull();
  });

  it('is unknown, in plain words, without a conference when the status or its configuration cannot be read', () => {
    const semStatus = com({ primeiraConferencia: null, status_id: null });
    expect(pendenciaConferencia(semStatus, config)).toMatchObject({
      tipo: 'desconhecido',
      rotulo: 'Não foi possível saber se o pedido passou pela conferência',
    });
    const semConfig = { ...config, statusInicial: null };
    expect(pendenciaConferencia(com({ primeiraConferencia: null }), semConfig)?.tipo).toBe('desconhecido');
    expect(pendenciaConferencia(pronto, semConfig)).toBeNull();
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

  it('makes unknown, in plain words, what cannot be read: the list, an opinion, an area, the configuration', () => {
    expect(rotulos(com({ pareceresPedido: null }))).toEqual(['Não foi possível ler os pareceres']);
    expect(rotulos(com({ pareceresPedido: [parecer(2, null)] }))).toEqual(['Não foi possível ler o parecer OPME']);
    expect(rotulos(com({ pareceresPedido: [parecer(null, 3)] }))).toEqual([
      'Não foi possível saber de que área é um parecer',
    ]);
    expect(rotulos(pronto, { ...config, parecerPendente: null })).toEqual(['Não foi possível ler os pareceres']);
    expect(pendenciasDeParecer(com({ pareceresPedido: null }), config)[0].tipo).toBe('desconhecido');
  });
});

const exigidas = (p: PedidoProntidao, c: ProntidaoConfig = config) => pendenciasExigidas(p, c).map((x) => x.rotulo);

describe('pendenciasExigidas: anaesthesia', () => {
  const sem = com({ pareceresPedido: [parecer(2, 1), parecer(3, 1)] });

  it('is owed by the anaesthesia area when the evaluation is needed and it has recorded no opinion', () => {
    expect(pendenciasExigidas(sem, config)).toMatchObject([
      { tipo: 'avaliacaoAnestesica', rotulo: 'Avaliação anestésica sem parecer', area: { id: 1, sigla: 'ANE' } },
    ]);
  });

  it('is none once anaesthesia has an opinion (pending ones are counted as opinions), or when not needed', () => {
    expect(exigidas(pronto)).toEqual([]);
    expect(exigidas(com({ pareceresPedido: [parecer(1, 3), parecer(3, 1)] }))).toEqual([]);
    expect(exigidas(com({ ...sem, necessariaAvaliacaoAnestesica: false }))).toEqual([]);
  });

  it('is none when the modality blocks the anaesthetic evaluation', () => {
    expect(exigidas(com({ ...sem, modalidadeAtendimento: { id: 3, recursosBloqueados: [2] } }))).toEqual([]);
  });

  it('is unknown when the flag or the anaesthesia area cannot be read; left to the opinions when they cannot', () => {
    expect(exigidas(com({ ...sem, necessariaAvaliacaoAnestesica: null }))).toEqual([
      'Não foi possível saber se a anestesia precisa dar parecer',
    ]);
    expect(exigidas(sem, { ...config, areaTecnicaAnestesia: null })).toEqual([
      'Não foi possível saber qual área é a anestesia',
    ]);
    expect(exigidas(com({ pareceresPedido: null }))).toEqual([]);
  });
});

describe('pendenciasExigidas: NIR, blood bank, OPME', () => {
  const anestesiaOk = [parecer(1, 1)];

  it('owes a NIR opinion for a request with a bed code above 0 and no NIR opinion, unless admission is blocked', () => {
    const comLeito = com({ pareceresPedido: anestesiaOk });
    expect(pendenciasExigidas(comLeito, config)).toMatchObject([
      { tipo: 'parecerExigido', rotulo: 'Sem parecer NIR', area: { id: 3, sigla: 'NIR' } },
    ]);
    expect(exigidas(com({ ...comLeito, codigoLeitoInternacao: '0' }))).toEqual([]);
    expect(exigidas(com({ ...comLeito, codigoLeitoInternacao: null }))).toEqual([]);
    expect(exigidas(com({ ...comLeito, modalidadeAtendimento: { id: 3, recursosBloqueados: [1] } }))).toEqual([]);
    // Any opinion of the NIR settles it here (a pending or rejected one is the recorded opinions' chip).
    expect(exigidas(com({ pareceresPedido: [...anestesiaOk, parecer(3, 3)] }))).toEqual([]);
  });

  it('cannot say whether NIR is owed with a bed and a modality that cannot be read', () => {
    expect(exigidas(com({ pareceresPedido: anestesiaOk, modalidadeAtendimento: null }))).toEqual([
      'Não foi possível saber se o NIR precisa dar parecer',
    ]);
  });

  it('owes the blood bank an opinion for a request with blood products; unknown when the flag cannot be read', () => {
    expect(exigidas(com({ possuiHemoterapico: true }))).toEqual(['Sem parecer HEM']);
    expect(
      exigidas(com({ possuiHemoterapico: true, pareceresPedido: [...pronto.pareceresPedido!, parecer(4, 1)] })),
    ).toEqual([]);
    expect(exigidas(com({ possuiHemoterapico: null }))).toEqual([
      'Não foi possível saber se a hemoterapia precisa dar parecer',
    ]);
  });

  it("owes OPME an opinion for OPME boxes or materials: 'OPME: verificando' until read, unknown when a read fails", () => {
    expect(exigidas(com({ opme: 'com' }))).toEqual(['Sem parecer OPME']);
    expect(pendenciasExigidas(com({ opme: 'verificando' }), config)).toMatchObject([
      { tipo: 'verificando', rotulo: 'OPME: verificando' },
    ]);
    expect(exigidas(com({ opme: 'falhou' }))).toEqual(['Não foi possível saber se a OPME precisa dar parecer']);
    expect(
      exigidas(com({ opme: 'verificando', pareceresPedido: [...pronto.pareceresPedido!, parecer(2, 1)] })),
    ).toEqual([]);
  });

  it('maps each area to the catalogue by code; an owed area the catalogue lacks is unknown', () => {
    const semNir = { ...config, codigosArea: new Map([[1, 'ANESTESIA']]) };
    expect(exigidas(com({ pareceresPedido: anestesiaOk }), semNir)).toEqual([
      'Não foi possível saber qual área é o NIR',
    ]);
    const outroId = {
      ...config,
      codigosArea: new Map([
        [1, 'ANESTESIA'],
        [9, ' NIR '],
      ]),
    };
    expect(pendenciasExigidas(com({ pareceresPedido: anestesiaOk }), outroId)).toMatchObject([
      { rotulo: 'Sem parecer NIR', area: { id: 9 } },
    ]);
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
  it('lists every kind in order: date, conference, opinions, owed opinions, bed, SLA', () => {
    const tudo = com({
      dataCirurgiaExibida: null,
      primeiraConferencia: null,
      status_id: 1,
      pareceresPedido: [parecer(2, 3)],
      codigoLeitoInternacao: null,
      possuiHemoterapico: true,
      sla: 'prazoLimite',
    });
    expect(pendenciasDoPedido(tudo, config).map((p) => p.tipo)).toEqual([
      'desconhecido',
      'conferencia',
      'parecerPendente',
      'avaliacaoAnestesica',
      'parecerExigido',
      'leito',
      'sla',
    ]);
  });
});
