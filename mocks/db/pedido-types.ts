import type {
  ATENDIMENTO_CAMPOS,
  INTERNACAO_CAMPOS,
  ITEM_PEDIDO_CAMPOS,
  PACIENTE_CAMPOS,
} from '@/features/wizard/model/escritas-campos';
import type { PedidoCampo } from '@/features/wizard/model/pedido-campos';
import type { CamposDe, Registro } from './registro';

/** The patient as POST/PUT /api/paciente stores it (wizards-and-management.md §3 'Patient, sent'), with its id. */
export type MockPaciente = { id: number } & Registro<
  CamposDe<typeof PACIENTE_CAMPOS>,
  {
    idLegado: number | null;
    numeroProntuario: string | null;
    nome: string;
    dataNascimento: string | null; // yyyy-mm-dd
    sexo: 'M' | 'F' | null;
    email: string | null;
    telefone: string | null;
    celular: string | null;
    cpf: string | null;
    cns: string | null;
    nomeMae: string | null;
    GMR: boolean;
  }
>;

/** The encounter as POST/PUT /api/atendimento stores it (§3 'Attendance', sent), with its id. */
export type MockAtendimento = { id: number } & Registro<
  CamposDe<typeof ATENDIMENTO_CAMPOS>,
  {
    idLegado: number | null;
    dataAtendimento: string | null;
    numeroFAA: string | null;
    peso: number | null;
    convenio: number | null;
  }
>;

/** The admission as POST/PUT /api/internacao stores it (§3 'Admission', sent), with its id. */
export type MockInternacao = { id: number } & Registro<
  CamposDe<typeof INTERNACAO_CAMPOS>,
  {
    idLegado: number | null;
    numeroInternacao: string | null;
    dataInternacao: string | null;
    diariasPrevistas: number | null;
    leitoUTI: boolean;
    tipoAcomodacao: number | null;
    convenio: number | null;
    peso: number | null;
  }
>;

/** What the mock keeps of a request's or a demand's item (§3 'Request item', 'Demand item (itemDemanda)'). */
export interface ItemGravado {
  /** The catalogue item's id. */
  item: number;
  quantidade: number;
  itemEventual: boolean;
  justificativaEventual: string | null;
  unidadeMedida: number | null;
}

/** An item as POST /api/itemPedidoCirurgia stores it (§3 'Request item'), held by its request, with its id. */
export type MockItemPedido = { id: number } & Registro<
  Exclude<CamposDe<typeof ITEM_PEDIDO_CAMPOS>, 'pedidoCirurgia'>,
  ItemGravado
>;

/** What the mock keeps of each field of the request's PUT (§3 'Request'), the seed's requests among them. */
type PedidoGravado = Registro<
  PedidoCampo,
  {
    atendimento: MockAtendimento | null;
    paciente: MockPaciente | null;
    status: number;
    motivoRejeicao: string | null;
    /** The professional's id. */
    profissionalRequisitante: number;
    dataHoraSugerida: string | null; // ISO local 'yyyy-mm-ddTHH:mm'
    caraterAtendimento: number | null;
    profissionalResponsavel: number | null;
    centroCirurgico: number | null;
    salaCirurgia: number | null;
    lateralidade: 'D' | 'E' | 'N' | null;
    indicacaoClinica: string | null;
    cidPrincipal: number | null;
    cidSecundario: number[];
    prioridadeCirurgia: number | null;
    internacao: MockInternacao | null;
    tipoAnestesia: number | null;
    equipeRequisitante: number | null;
    procedimentoPrincipal: number | null;
    quantidadeProcedimentoPrincipal: number | null;
    procedimentoSecundario: { procedimento: number; quantidade: number }[];
    /** false while the wizard's draft (POST /api/pedidoCirurgia) has not been confirmed. */
    confirmado: boolean;
    duracaoEstimada: number | null;
    dataInternacao: string | null;
    motivoAntecipacaoInternacao: number | null;
    primeiraConferencia: string | null;
    codigoLeitoInternacao: number | null;
    necessariaAvaliacaoAnestesica: boolean;
    motivoAvaliacaoAnestesica: string | null;
    modalidadeAtendimento: number | null;
    idModeloPedidoCirurgia: number | null;
    /** Sent by the wizard, stored and read back as sent; the seed has none. */
    ano0?: string | null;
    statusInicial?: number | null;
    principaisSinaisSintomas: string | null;
    principaisResultadosProvasDiagnosticas: string | null;
    recursosNecessariosAtendimentoPaciente: string | null;
    historiaClinica: string | null;
    areaMedica: number | null;
    eOncologica: '1' | '2' | null;
  }
>;

/**
 * The mock database's surgery request: the fields of its PUT (PedidoGravado) and what the back-end keeps beside
 * them, which the detail (GET /api/pedidoCirurgia/{id}), the list rows and the summary read. Shared by the pedidos
 * and wizard handlers.
 */
export interface MockPedido extends PedidoGravado {
  id: number;
  codigo: string;
  dataInclusao: string; // ISO
  dataHoraAlteracaoStatus: string;
  tipoPedido: '0' | '1';
  convenio: number | null;
  dataCirurgia: string | null;
  equipePrestadora: string | null;
  campanha: number | null;
  motivoCancelamento: number | null;
  observacoesCancelamento: string | null;
  idDemanda: number | null;
  itens: MockItemPedido[];
  dataImpressaoRPH: string | null;
  dataImpressaoPedidoInternacao: string | null;
  dataImpressaoAvisoCirurgico: string | null;
  dataImpressaoAIH: string | null;
}
