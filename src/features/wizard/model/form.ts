// The form's shapes are the zod schema's (form-schema.ts): one definition, read back from the draft through it.
export type {
  ItemEscolhidoForm,
  WizardAgendamento,
  WizardAtendimento,
  WizardForm,
  WizardInternacao,
  WizardPaciente,
} from './form-schema';
import type { ItemEscolhidoForm, WizardForm, WizardPaciente } from './form-schema';

/** The six item groups of step 3, in the order they are shown. */
export const ITEM_GROUPS = [
  'opme',
  'consumivel',
  'caixaCirurgica',
  'hemocomponentes',
  'equipamentos',
  'exames',
] as const;
export type ItemGroup = (typeof ITEM_GROUPS)[number];
export type WizardItens = Record<ItemGroup, ItemEscolhidoForm[]>;

export const EMPTY_ITENS: WizardItens = {
  opme: [],
  consumivel: [],
  caixaCirurgica: [],
  hemocomponentes: [],
  equipamentos: [],
  exames: [],
};

export const EMPTY_PACIENTE: WizardPaciente = {
  seqPaciente: null,
  numeroProntuario: '',
  nome: '',
  dataNascimento: '',
  sexo: '',
  nomeMae: '',
  cpf: '',
  cns: '',
  telefone: '',
  celular: '',
  email: '',
  peso: '',
  convenio: null,
  gmr: false,
  codLeito: null,
};

export function emptyWizardForm(defaults: { convenio?: number | null; carater?: number | null } = {}): WizardForm {
  return {
    tipoPedido: '0',
    paciente: { ...EMPTY_PACIENTE, convenio: defaults.convenio ?? null },
    novoPaciente: false,
    atendimento: null,
    internacao: null,
    exames: [],
    ids: { paciente: null, atendimento: null, internacao: null },
    procedimentoPrincipal: null,
    quantidadePrincipal: 1,
    secundarios: [],
    duracaoEstimada: null,
    diariasPrevistas: null,
    responsavel: null,
    centro: null,
    sala: null,
    carater: defaults.carater ?? null,
    modalidade: null,
    lateralidade: null,
    indicacao: '',
    prioridade: null,
    cidPrincipal: null,
    cidsSecundarios: [],
    oncologica: null,
    sinais: '',
    resultados: '',
    recursos: '',
    historia: '',
    areaMedica: null,
    tipoAnestesia: null,
    avaliacaoAnestesica: false,
    motivoAvaliacao: '',
    dataInternacao: '',
    motivoAntecipacao: null,
    acomodacao: null,
    leitoUTI: false,
    dataHoraSugerida: '',
    agendamento: null,
    itens: EMPTY_ITENS,
  };
}
