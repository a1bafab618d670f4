/** The patient chosen or registered in step 0. */
export interface WizardPaciente {
  seqPaciente: number | null;
  numeroProntuario: string;
  nome: string;
  dataNascimento: string; // yyyy-mm-dd
  sexo: 'M' | 'F' | '';
  nomeMae: string;
  cpf: string;
  cns: string;
  telefone: string; // stored digits
  celular: string;
  email: string;
  peso: string;
  convenio: number | null;
  gmr: boolean;
  codLeito: string | null;
}

export interface WizardAtendimento {
  seq: number;
  data: string;
  faa: string;
  carater: string;
  caraterId: number | null;
  centroCusto: string;
}

export interface WizardInternacao {
  seq: number;
  numero: string;
  data: string;
  leito: string | null;
  aberta: boolean;
}

export interface SecundarioQtd {
  id: number;
  quantidade: number;
}

/** An item chosen in step 3 (§3 'Request item'): quantity, the blood products' unit, the eventual item's reason. */
export interface ItemEscolhidoForm {
  id: number;
  quantidade: number;
  unidadeMedida: number | null;
  itemEventual: boolean;
  justificativaEventual: string;
}

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

/** The slot chosen on the room calendar (elective): start and effective end, wall clock, and its room. */
export interface WizardAgendamento {
  inicio: string;
  fim: string;
  sala: number;
  /** The booking's id when the request already had one (reschedule: PUT instead of POST). */
  id: number | null;
}

/** One react-hook-form instance holds the whole wizard (DESIGN: wizards). */
export interface WizardForm {
  tipoPedido: '0' | '1';
  paciente: WizardPaciente;
  novoPaciente: boolean;
  atendimento: WizardAtendimento | null;
  internacao: WizardInternacao | null;
  exames: number[];
  ids: { paciente: number | null; atendimento: number | null; internacao: number | null };
  procedimentoPrincipal: number | null;
  quantidadePrincipal: number;
  secundarios: SecundarioQtd[];
  duracaoEstimada: number | null;
  diariasPrevistas: number | null;
  responsavel: number | null;
  centro: number | null;
  sala: number | null;
  carater: number | null;
  modalidade: number | null;
  lateralidade: 'D' | 'E' | 'N' | null;
  indicacao: string;
  prioridade: number | null;
  cidPrincipal: number | null;
  cidsSecundarios: number[];
  oncologica: '1' | '2' | null;
  sinais: string;
  resultados: string;
  recursos: string;
  historia: string;
  areaMedica: number | null;
  tipoAnestesia: number | null;
  avaliacaoAnestesica: boolean;
  motivoAvaliacao: string;
  /** Admission data (shown in step 2; cleared or locked by the step-1 rules). */
  dataInternacao: string;
  motivoAntecipacao: number | null;
  acomodacao: number | null;
  leitoUTI: boolean;
  /** Step 2: the suggested surgery date-time (wall clock 'yyyy-MM-ddTHH:mm:ss', '' when none). */
  dataHoraSugerida: string;
  /** Step 2: the slot booked on the room calendar (elective), null otherwise. */
  agendamento: WizardAgendamento | null;
  /** Step 3: the chosen items by group. */
  itens: WizardItens;
}

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
