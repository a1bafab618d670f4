import { z } from 'zod';
import type { PedidoRow } from '@/api/pedidos/pedido-row';
import { readDate } from '@/lib/dates/read';
import type { PacienteAih } from '../api/get-paciente-aih';
import { aihPacienteShape } from './aih-paciente';
import { obrigatorio, textoObrigatorio } from './campos';
import type { AIH_JUSTIFICATIVA_CAMPOS, AIH_PROCEDIMENTO_CAMPOS } from './escritas-campos';

const justificativaShape = {
  principaisSinaisSintomas: textoObrigatorio('principais sinais e sintomas'),
  justificativasInternacao: textoObrigatorio('condições que justificam a internação'),
  principaisResultadosProvasDiagnosticas: textoObrigatorio('principais resultados de provas diagnósticas'),
  cidPrincipal: z
    .number()
    .nullable()
    .refine((v) => v !== null, obrigatorio('CID principal')),
  diagnosticoInicial: z.string(),
  cidSecundario: z.number().nullable(),
  cidCausasAssociadas: z.number().nullable(),
} satisfies Record<(typeof AIH_JUSTIFICATIVA_CAMPOS)[number], z.ZodType>;

const procedimentoShape = {
  descricaoProcedimentoSolicitado: textoObrigatorio('descrição do procedimento solicitado'),
  codigoProcedimento: textoObrigatorio('código do procedimento'),
  clinica: textoObrigatorio('clínica'),
  caraterInternacao: textoObrigatorio('caráter da internação'),
  documento: textoObrigatorio('documento'),
  numeroDocumentoProfissional: textoObrigatorio('número do documento do profissional'),
  nomeProfissional: textoObrigatorio('nome do profissional'),
} satisfies Record<(typeof AIH_PROCEDIMENTO_CAMPOS)[number], z.ZodType>;

export const aihSchema = z.object({ ...aihPacienteShape, ...justificativaShape, ...procedimentoShape });
export type AihForm = z.input<typeof aihSchema>;
export type AihValues = z.output<typeof aihSchema>;
type Campo = keyof AihForm;

const keys = <S extends object>(shape: S) =>
  Object.keys(shape).filter((k): k is Extract<keyof S, string> => k in shape);

/** The three steps (requester-side.md §2 'AIH request dialog'), each validating only its own fields. */
export const AIH_ETAPAS: readonly { titulo: string; campos: readonly Campo[] }[] = [
  { titulo: 'Identificação do paciente', campos: keys(aihPacienteShape) },
  { titulo: 'Justificativa da internação', campos: keys(justificativaShape) },
  { titulo: 'Procedimento solicitado', campos: keys(procedimentoShape) },
];

/** The default professional document (requester-side.md §5). */
export const DOCUMENTO_PADRAO = 'CPF';

const up = (v: string | null | undefined) => (v ?? '').toUpperCase();
const sexo = (v: string | null | undefined) => (v === 'M' || v === 'F' ? v : null);

/** The form filled from the patient/AIH API and the request row. */
export function aihDefaults(p: PacienteAih | undefined, row: PedidoRow): AihForm {
  return {
    ...justificativaVazia,
    ...procedimentoVazio,
    numeroProntuario: up(p?.prontuario),
    nome: up(p?.nome ?? row.paciente),
    cns: up(p?.cns),
    raca: up(p?.raca),
    etnia: '',
    nomeMae: up(p?.nomeMae),
    telefoneMae: (p?.telefone ?? '').replace(/\D/g, ''),
    nomeResponsavel: '',
    telefoneResponsavel: '',
    endereco: up(p?.endereco),
    municipioResidencia: up(p?.municipio),
    codigoMunicipioIBGE: up(p?.codigoIBGE),
    uf: up(p?.uf),
    cep: up(p?.cep),
    dataNascimento: p?.dataNascimento ?? '',
    sexo: sexo(p?.sexo),
    cidPrincipal: row.cidPrincipal?.id ?? null,
    diagnosticoInicial: up(row.cidPrincipal?.descricao),
    descricaoProcedimentoSolicitado: up(row.procedimento),
    codigoProcedimento: up(row.codigoProcedimento),
    caraterInternacao: up(row.caraterAtendimento),
    numeroDocumentoProfissional: '',
    nomeProfissional: up(row.requisitante),
  };
}

const justificativaVazia = {
  principaisSinaisSintomas: '',
  justificativasInternacao: '',
  principaisResultadosProvasDiagnosticas: '',
  cidSecundario: null,
  cidCausasAssociadas: null,
};
const procedimentoVazio = { clinica: '', documento: DOCUMENTO_PADRAO };

/** POST /api/dadosImpressaoSolicitacaoAIH (requester-side.md §3 'AIH request'): the patient nested, ids for CIDs. */
export function aihPayload(v: AihValues, pedidoId: number) {
  const entries = Object.entries(v);
  const paciente = Object.fromEntries(entries.filter(([k]) => k in aihPacienteShape));
  return {
    ...Object.fromEntries(entries.filter(([k]) => !(k in aihPacienteShape))),
    paciente: { ...paciente, dataNascimento: readDate(v.dataNascimento) },
    pedidoCirurgia: pedidoId,
  };
}
