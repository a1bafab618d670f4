import { describe, expect, it } from 'vitest';
import { dataRetroativa, RPH_VAZIO, rphPayload, rphSchema } from '@/features/impressao/model/rph';
import { internacaoPayload, internacaoSchema } from '@/features/impressao/model/internacao';

const NOW = new Date('2026-11-22T13:00:00Z'); // 10:00 in São Paulo
const schema = rphSchema(2, () => NOW);
const valido = {
  ...RPH_VAZIO,
  indicacaoTransfusao: 'ANEMIA',
  valorHB: '7,5',
  valorHT: '22',
  valorPlaquetas: '150000',
  valorINR: '1.1',
  valorFibrinogenio: '250',
  antecedenteGestacao: 'N' as const,
  antecedenteTransfusao: 'N' as const,
  idTipoTransfusao: 1,
};
/** The first message of each field, as the form shows it. */
const erros = (v: object) =>
  Object.fromEntries((schema.safeParse(v).error?.issues ?? []).reverse().map((i) => [i.path.join('.'), i.message]));

describe('RPH form rules', () => {
  it('every clinical value is required and numeric; answers and type required', () => {
    expect(erros(RPH_VAZIO)).toEqual({
      indicacaoTransfusao: 'O campo indicação é obrigatório.',
      valorHB: 'O campo Hb é obrigatório.',
      valorHT: 'O campo Ht é obrigatório.',
      valorPlaquetas: 'O campo Plaquetas é obrigatório.',
      valorINR: 'O campo INR é obrigatório.',
      valorFibrinogenio: 'O campo Fibrinogênio é obrigatório.',
      antecedenteGestacao: 'O campo gestações anteriores é obrigatório.',
      antecedenteTransfusao: 'O campo transfusões anteriores é obrigatório.',
      idTipoTransfusao: 'O campo tipo de transfusão é obrigatório.',
    });
    expect(erros({ ...valido, valorHB: 'sete' })).toEqual({ valorHB: 'O campo Hb deve ser numérico.' });
    expect(erros({ ...valido, indicacaoTransfusao: 'x'.repeat(501) })).toEqual({
      indicacaoTransfusao: 'O campo indicação deve ter no máximo 500 caracteres.',
    });
    expect(erros(valido)).toEqual({});
  });

  it("previous transfusions 'S' require when, reaction and reaction type, ≤ 500 each", () => {
    expect(erros({ ...valido, antecedenteTransfusao: 'S' })).toEqual({
      antecedenteTransfusaoQuando: 'O campo Quando é obrigatório.',
      antecedenteTransfusaoReacao: 'O campo Reação é obrigatório.',
      antecedenteTransfusaoTipoReacao: 'O campo Tipo de reação é obrigatório.',
    });
    expect(
      erros({
        ...valido,
        antecedenteTransfusao: 'S',
        antecedenteTransfusaoQuando: '2019',
        antecedenteTransfusaoReacao: 'x'.repeat(501),
        antecedenteTransfusaoTipoReacao: 'URTICÁRIA',
      }),
    ).toEqual({ antecedenteTransfusaoReacao: 'O campo Reação deve ter no máximo 500 caracteres.' });
  });

  it('the scheduled type needs a future date-time (São Paulo clock)', () => {
    expect(erros({ ...valido, idTipoTransfusao: 2 })).toEqual({
      transfusaoData: 'O campo data da transfusão é obrigatório.',
    });
    expect(erros({ ...valido, idTipoTransfusao: 2, transfusaoData: '2026-11-22T10:00' })).toEqual({
      transfusaoData: 'A data não pode ser retroativa',
    });
    expect(dataRetroativa('2026-11-22T10:01', NOW)).toBe(false);
    expect(dataRetroativa('2026-11-22T09:59', NOW)).toBe(true);
    expect(erros({ ...valido, idTipoTransfusao: 1, transfusaoData: '' })).toEqual({});
  });

  it('the payload: decimals with a point, history only after transfusions, the date only for the scheduled type', () => {
    const body = rphPayload(
      schema.parse({ ...valido, antecedenteTransfusaoQuando: 'ESQUECIDO', transfusaoData: '2099-01-01T08:00' }),
      2,
    );
    expect(body).toMatchObject({
      valorHB: '7.5',
      antecedenteTransfusao: 'N',
      antecedenteTransfusaoQuando: '',
      idTipoTransfusao: '1',
      transfusaoData: '',
    });
    const programada = rphPayload(
      schema.parse({ ...valido, idTipoTransfusao: 2, transfusaoData: '2099-01-01T08:00' }),
      2,
    );
    expect(programada.transfusaoData).toBe('2099-01-01T08:00:00');
  });
});

describe('hospitalisation request form', () => {
  it('signs and symptoms and CRM required; the area goes as its id', () => {
    const vazio = {
      principaisSinaisSintomas: '',
      principaisResultadosProvasDiagnosticas: '',
      recursosNecessariosAtendimentoPaciente: '',
      historiaClinica: '',
      crm: '',
      equipePrestadora: '',
      areaMedica: null,
    };
    const issues = internacaoSchema.safeParse(vazio).error?.issues.map((i) => i.message);
    expect(issues).toEqual(['O campo principais sinais e sintomas é obrigatório.', 'O campo CRM é obrigatório.']);
    const values = internacaoSchema.parse({ ...vazio, principaisSinaisSintomas: 'DOR', crm: '123', areaMedica: 3 });
    expect(internacaoPayload(values)).toMatchObject({ principaisSinaisSintomas: 'DOR', crm: '123', areaMedica: '3' });
    expect(internacaoPayload({ ...values, areaMedica: null }).areaMedica).toBe('');
  });
});
