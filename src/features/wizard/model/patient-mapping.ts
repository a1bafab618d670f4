import type { CorpoDe } from '@/api/escritas/campos';
import { toIsoDay } from '@/lib/dates/format';
import { dataHoraEnviada } from '@/lib/dates/read';
import type { INTERNACAO_CAMPOS, PACIENTE_CAMPOS } from './escritas-campos';
import type { WizardAtendimento, WizardForm, WizardInternacao, WizardPaciente } from './form';

interface LegacyPacienteLike {
  SEQ_PACIENTE: number;
  NRO_PRONTUARIO: string;
  NOM_PESSOA: string;
  NOM_MAE?: string | null;
  DAT_NASCIMENTO?: string | null;
  COD_SEXO?: string | null;
  NRO_CPF?: string | null;
  EMAIL?: string | null;
  TELEFONE?: string | null;
  CELULAR?: string | null;
  COD_LEITO?: string | null;
  GMR?: boolean | null;
}

/** The legacy record as the wizard's patient (COD_SEXO 'M' is male, anything else female). */
export function fromLegacyPaciente(p: LegacyPacienteLike, convenio: number | null): WizardPaciente {
  return {
    seqPaciente: p.SEQ_PACIENTE,
    numeroProntuario: p.NRO_PRONTUARIO,
    nome: p.NOM_PESSOA,
    dataNascimento: toIsoDay(p.DAT_NASCIMENTO),
    sexo: p.COD_SEXO === 'M' ? 'M' : 'F',
    nomeMae: p.NOM_MAE ?? '',
    cpf: p.NRO_CPF ?? '',
    cns: '',
    telefone: p.TELEFONE ?? '',
    celular: p.CELULAR ?? '',
    email: p.EMAIL ?? '',
    peso: '',
    convenio,
    gmr: p.GMR === true,
    codLeito: p.COD_LEITO ?? null,
  };
}

export function fromLegacyAtendimento(a: {
  SEQ_ATENDIMENTO: number;
  DAT_HORA_ATENDIMENTO: string | null;
  NRO_FAA: string | null;
  NOM_CARATER_ATENDIMENTO?: string | null;
  SEQ_CARATER_ATENDIMENTO?: number | null;
  NOM_CENTRO_CUSTO?: string | null;
}): WizardAtendimento {
  return {
    seq: a.SEQ_ATENDIMENTO,
    data: a.DAT_HORA_ATENDIMENTO ?? '',
    faa: a.NRO_FAA ?? '',
    carater: a.NOM_CARATER_ATENDIMENTO ?? '',
    caraterId: a.SEQ_CARATER_ATENDIMENTO ?? null,
    centroCusto: a.NOM_CENTRO_CUSTO ?? '',
  };
}

export function fromLegacyInternacao(i: {
  SEQ_INTERNACAO: number;
  NRO_INTERNACAO: string | null;
  DAT_HORA_INTERNACAO: string | null;
  COD_LEITO?: string | null;
  INTERNACAO_ABERTA?: boolean | null;
}): WizardInternacao {
  return {
    seq: i.SEQ_INTERNACAO,
    numero: i.NRO_INTERNACAO ?? '',
    data: i.DAT_HORA_INTERNACAO ?? '',
    leito: i.COD_LEITO ?? null,
    aberta: i.INTERNACAO_ABERTA === true,
  };
}

/** Matches legacy exam ids (SEQ_EXAME) to catalogue items by idLegado. */
export function matchExames(
  seqExames: readonly number[],
  catalogo: readonly { id: number; idLegado?: number | null }[],
): number[] {
  const wanted = new Set(seqExames);
  return catalogo
    .filter((c) => c.idLegado !== null && c.idLegado !== undefined && wanted.has(c.idLegado))
    .map((c) => c.id);
}

/** The patient record the API receives (dates yyyy-mm-dd, GMR boolean). */
export function toPacientePayload(p: WizardPaciente) {
  return {
    idLegado: p.seqPaciente,
    numeroProntuario: p.numeroProntuario,
    nome: p.nome,
    dataNascimento: p.dataNascimento,
    sexo: p.sexo,
    email: p.email,
    telefone: p.telefone,
    celular: p.celular,
    cpf: p.cpf,
    cns: p.cns,
    nomeMae: p.nomeMae,
    GMR: p.gmr,
  } satisfies CorpoDe<typeof PACIENTE_CAMPOS>;
}

/**
 * The admission record the API receives (wizards-and-management.md §3: diariasPrevistas, leitoUTI, tipoAcomodacao,
 * dataInternacao, idLegado, numeroInternacao, convenio, peso), with what the user chose; null when there is nothing
 * to send yet (no legacy admission, nothing typed, no record saved before): no empty admission is ever created.
 */
export function admissionPayload(
  v: Pick<
    WizardForm,
    'internacao' | 'ids' | 'diariasPrevistas' | 'leitoUTI' | 'acomodacao' | 'dataInternacao' | 'paciente'
  >,
  peso: number | null,
) {
  const typed = v.diariasPrevistas !== null || v.leitoUTI || v.acomodacao !== null || v.dataInternacao !== '';
  if (!v.internacao && !typed && !v.ids.internacao) return null;
  return {
    idLegado: v.internacao?.seq ?? null,
    numeroInternacao: v.internacao?.numero ?? null,
    dataInternacao: dataHoraEnviada(v.dataInternacao || v.internacao?.data),
    diariasPrevistas: v.diariasPrevistas,
    leitoUTI: v.leitoUTI,
    tipoAcomodacao: v.acomodacao,
    convenio: v.paciente.convenio,
    peso,
  } satisfies CorpoDe<typeof INTERNACAO_CAMPOS>;
}
