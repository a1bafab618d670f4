import { describe, expect, it } from 'vitest';
import {
  descricaoDoParecer,
  MAX_AGENDA,
  MAX_LISTA,
  maximoExcedido,
  PARECER_OBRIGATORIO,
  SELECIONE_PARECER,
} from '@/features/areaTecnica/model/descricao';
import { filtrosIniciais, fimEnviado, parecerPayload } from '@/features/areaTecnica/model/filtros';
import {
  MOTIVO_APROVACAO_SISTEMA,
  MOTIVO_CANCELADO,
  MOTIVO_DATA_PASSADA,
  MOTIVO_FINALIZADO,
  MOTIVO_OBSERVADOR,
  podeDarParecer,
  pontoHabilitado,
  type HabilitacaoInput,
} from '@/features/areaTecnica/model/habilitacao';

const config = {
  statusFinalizado: 8,
  statusCancelado: 9,
  parecerAprovacaoSistema: 4,
  areasTecnicasSemBloqueioParecer: [3],
};
const base: HabilitacaoInput = {
  statusId: 2,
  diaCirurgia: '2026-12-10',
  hoje: '2026-11-24',
  parecerAtual: null,
  areaId: 1,
  observador: false,
  config,
};

describe('the opinion dot (pontoHabilitado)', () => {
  it('opens with no opinion yet', () => {
    expect(pontoHabilitado(base)).toEqual({ habilitado: true });
  });
  it('opens over an opinion that is not the automatic approval', () => {
    expect(pontoHabilitado({ ...base, parecerAtual: 3 })).toEqual({ habilitado: true });
  });
  it('is read-only over the automatic approval', () => {
    expect(pontoHabilitado({ ...base, parecerAtual: 4 })).toEqual({
      habilitado: false,
      motivo: MOTIVO_APROVACAO_SISTEMA,
    });
  });
  it('opens over the automatic approval for an area exempt from opinion blocking', () => {
    expect(pontoHabilitado({ ...base, parecerAtual: 4, areaId: 3 })).toEqual({ habilitado: true });
  });
  it('is read-only once the request is finalised, whatever the opinion', () => {
    expect(pontoHabilitado({ ...base, statusId: 8 })).toEqual({ habilitado: false, motivo: MOTIVO_FINALIZADO });
    expect(pontoHabilitado({ ...base, statusId: 8, areaId: 3, parecerAtual: 4 })).toMatchObject({ habilitado: false });
  });
  it('is read-only for a viewer (V), even where a professional could give the opinion', () => {
    expect(pontoHabilitado({ ...base, observador: true })).toEqual({ habilitado: false, motivo: MOTIVO_OBSERVADOR });
  });
  it('is read-only for a cancelled request', () => {
    expect(pontoHabilitado({ ...base, statusId: 9 })).toEqual({ habilitado: false, motivo: MOTIVO_CANCELADO });
  });
  it('is read-only when the surgery day is past, open on the day itself', () => {
    expect(pontoHabilitado({ ...base, diaCirurgia: '2026-11-23' })).toEqual({
      habilitado: false,
      motivo: MOTIVO_DATA_PASSADA,
    });
    expect(pontoHabilitado({ ...base, diaCirurgia: '2026-11-24' })).toEqual({ habilitado: true });
  });
});

describe('an opinion from the agenda (podeDarParecer)', () => {
  it('needs only a future surgery and a request not cancelled', () => {
    expect(podeDarParecer({ ...base, statusId: 8 })).toEqual({ habilitado: true });
    expect(podeDarParecer({ ...base, statusId: 9 })).toMatchObject({ habilitado: false });
    expect(podeDarParecer({ ...base, diaCirurgia: '2026-01-01' })).toMatchObject({ habilitado: false });
    // Minha Agenda's 'Parecer' and the list's dot share the viewer rule (§6).
    expect(podeDarParecer({ ...base, observador: true })).toEqual({ habilitado: false, motivo: MOTIVO_OBSERVADOR });
  });
});

describe('the period sent to the lists', () => {
  it('sends the chosen end plus one day, across months and years', () => {
    expect(fimEnviado('2026-11-24')).toBe('2026-11-25');
    expect(fimEnviado('2026-11-30')).toBe('2026-12-01');
    expect(fimEnviado('2026-12-31')).toBe('2027-01-01');
    expect(fimEnviado('2028-02-28')).toBe('2028-02-29');
  });
  it('builds the body: centres as a comma list, Rotina as filtrarPedidosSemCampanha, the end shifted', () => {
    const form = { ...filtrosIniciais('2026-11-24', 30, [1, 2]), convenios: [3], campanhas: [0] };
    expect(form.dataFim).toBe('2026-12-24');
    expect(form.situacao).toBe('sem');
    expect(parecerPayload(form)).toEqual({
      filtros: {
        centrosCirurgicos: '1,2',
        periodoDataInicio: '2026-11-24',
        periodoDataFim: '2026-12-25',
        convenios: [3],
        campanhas: [],
        filtrarPedidosSemCampanha: true,
      },
    });
    expect(parecerPayload({ ...form, campanhas: [1, 2] }).filtros).toMatchObject({
      campanhas: [1, 2],
      filtrarPedidosSemCampanha: false,
    });
  });
});

describe('the opinion description', () => {
  const cfg = { parecerRejeicao: 2, parecerPendente: 3 };
  it('is required for rejection and pending, blank text counting as none', () => {
    expect(descricaoDoParecer(2, '', cfg, MAX_LISTA)).toEqual({ ok: false, erro: PARECER_OBRIGATORIO });
    expect(descricaoDoParecer(3, '   ', cfg, MAX_LISTA)).toEqual({ ok: false, erro: PARECER_OBRIGATORIO });
    expect(descricaoDoParecer(3, ' Aguardando exames. ', cfg, MAX_LISTA)).toEqual({
      ok: true,
      justificativa: 'Aguardando exames.',
    });
  });
  it("is sent as '-' when another opinion has none", () => {
    expect(descricaoDoParecer(1, '  ', cfg, MAX_LISTA)).toEqual({ ok: true, justificativa: '-' });
  });
  it('asks for an opinion first', () => {
    expect(descricaoDoParecer(null, 'x', cfg, MAX_LISTA)).toEqual({ ok: false, erro: SELECIONE_PARECER });
  });
  it('keeps to the limit of each dialog', () => {
    expect(descricaoDoParecer(1, 'a'.repeat(300), cfg, MAX_AGENDA)).toMatchObject({ ok: true });
    expect(descricaoDoParecer(1, 'a'.repeat(301), cfg, MAX_AGENDA)).toEqual({ ok: false, erro: maximoExcedido(300) });
    expect(descricaoDoParecer(1, 'a'.repeat(4000), cfg, MAX_LISTA)).toMatchObject({ ok: true });
    expect(descricaoDoParecer(1, 'a'.repeat(4001), cfg, MAX_LISTA)).toEqual({ ok: false, erro: maximoExcedido(4000) });
  });
});
