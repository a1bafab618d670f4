import { z } from 'zod';
import { readDateTime } from '@/lib/dates/read';
import { maximo, obrigatorio, TEXTO_MAX, textoObrigatorio } from './campos';

export const DATA_RETROATIVA = 'A data não pode ser retroativa';

/** The answers of the pregnancy and transfusion history questions (requester-side.md §3 'RPH print'). */
export const RESPOSTAS = [
  { value: 'S', label: 'Sim' },
  { value: 'N', label: 'Não' },
  { value: 'SI', label: 'Sem Informações' },
] as const;
type Resposta = (typeof RESPOSTAS)[number]['value'];

export const VALORES = [
  ['valorHB', 'Hb'],
  ['valorHT', 'Ht'],
  ['valorPlaquetas', 'Plaquetas'],
  ['valorINR', 'INR'],
  ['valorFibrinogenio', 'Fibrinogênio'],
] as const;

export const ANTECEDENTES = [
  ['antecedenteTransfusaoQuando', 'Quando'],
  ['antecedenteTransfusaoReacao', 'Reação'],
  ['antecedenteTransfusaoTipoReacao', 'Tipo de reação'],
] as const;

const numerico = (campo: string) =>
  z
    .string()
    .trim()
    .min(1, obrigatorio(campo))
    .regex(/^\d+([.,]\d+)?$/, `O campo ${campo} deve ser numérico.`);

const resposta = (campo: string) =>
  z
    .enum(['S', 'N', 'SI'])
    .nullable()
    .refine((v) => v !== null, obrigatorio(campo));

/** Whether a date-time ('yyyy-MM-ddTHH:mm', São Paulo wall clock) is not in the future. */
export function dataRetroativa(value: string, now: Date = new Date()): boolean {
  return value.slice(0, 16) <= (readDateTime(now) ?? '').slice(0, 16);
}

/** The RPH form's rules (requester-side.md §5 'RPH form'); `programada` is the configured scheduled transfusion type. */
export function rphSchema(programada: number | null | undefined, now: () => Date = () => new Date()) {
  return z
    .object({
      indicacaoTransfusao: textoObrigatorio('indicação'),
      valorHB: numerico('Hb'),
      valorHT: numerico('Ht'),
      valorPlaquetas: numerico('Plaquetas'),
      valorINR: numerico('INR'),
      valorFibrinogenio: numerico('Fibrinogênio'),
      antecedenteGestacao: resposta('gestações anteriores'),
      antecedenteTransfusao: resposta('transfusões anteriores'),
      antecedenteTransfusaoQuando: z.string().trim(),
      antecedenteTransfusaoReacao: z.string().trim(),
      antecedenteTransfusaoTipoReacao: z.string().trim(),
      idTipoTransfusao: z
        .number()
        .nullable()
        .refine((v) => v !== null, obrigatorio('tipo de transfusão')),
      transfusaoData: z.string(),
    })
    .superRefine((f, ctx) => {
      if (f.antecedenteTransfusao === 'S') {
        for (const [name, campo] of ANTECEDENTES) {
          if (!f[name]) ctx.addIssue({ code: 'custom', path: [name], message: obrigatorio(campo) });
        }
      }
      for (const [name, campo] of ANTECEDENTES) {
        if (f[name].length > TEXTO_MAX)
          ctx.addIssue({ code: 'custom', path: [name], message: maximo(campo, TEXTO_MAX) });
      }
      if (programada && f.idTipoTransfusao === programada) {
        if (!f.transfusaoData) {
          ctx.addIssue({ code: 'custom', path: ['transfusaoData'], message: obrigatorio('data da transfusão') });
        } else if (dataRetroativa(f.transfusaoData, now())) {
          ctx.addIssue({ code: 'custom', path: ['transfusaoData'], message: DATA_RETROATIVA });
        }
      }
    });
}

export type RphForm = z.input<ReturnType<typeof rphSchema>>;
export type RphValues = z.output<ReturnType<typeof rphSchema>>;

export const RPH_VAZIO: RphForm = {
  indicacaoTransfusao: '',
  valorHB: '',
  valorHT: '',
  valorPlaquetas: '',
  valorINR: '',
  valorFibrinogenio: '',
  antecedenteGestacao: null,
  antecedenteTransfusao: null,
  antecedenteTransfusaoQuando: '',
  antecedenteTransfusaoReacao: '',
  antecedenteTransfusaoTipoReacao: '',
  idTipoTransfusao: null,
  transfusaoData: '',
};

/** PUT /api/dadosImpressaoRPH/{id}'s fields (requester-side.md §3 'RPH print'). */
export const RPH_CAMPOS = [
  'indicacaoTransfusao',
  'valorHB',
  'valorHT',
  'valorPlaquetas',
  'valorINR',
  'valorFibrinogenio',
  'antecedenteGestacao',
  'antecedenteTransfusao',
  'antecedenteTransfusaoQuando',
  'antecedenteTransfusaoReacao',
  'antecedenteTransfusaoTipoReacao',
  'idTipoTransfusao',
  'transfusaoData',
] as const;

/**
 * The form-encoded body of PUT /api/dadosImpressaoRPH/{id}: decimals with a point, the history answered only when
 * there were transfusions, the date (yyyy-MM-ddTHH:mm:ss, São Paulo) only for the scheduled type.
 */
export function rphPayload(f: RphValues, programada: number | null | undefined): Record<string, string> {
  const comAntecedente = f.antecedenteTransfusao === 'S';
  const decimal = (v: string) => v.replace(',', '.');
  const answer = (v: Resposta | null) => v ?? '';
  return {
    indicacaoTransfusao: f.indicacaoTransfusao,
    valorHB: decimal(f.valorHB),
    valorHT: decimal(f.valorHT),
    valorPlaquetas: decimal(f.valorPlaquetas),
    valorINR: decimal(f.valorINR),
    valorFibrinogenio: decimal(f.valorFibrinogenio),
    antecedenteGestacao: answer(f.antecedenteGestacao),
    antecedenteTransfusao: answer(f.antecedenteTransfusao),
    antecedenteTransfusaoQuando: comAntecedente ? f.antecedenteTransfusaoQuando : '',
    antecedenteTransfusaoReacao: comAntecedente ? f.antecedenteTransfusaoReacao : '',
    antecedenteTransfusaoTipoReacao: comAntecedente ? f.antecedenteTransfusaoTipoReacao : '',
    idTipoTransfusao: String(f.idTipoTransfusao ?? ''),
    transfusaoData:
      programada && f.idTipoTransfusao === programada && f.transfusaoData ? `${f.transfusaoData.slice(0, 16)}:00` : '',
  } satisfies Record<(typeof RPH_CAMPOS)[number], string>;
}
