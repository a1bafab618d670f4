/**
 * The mock database's surgery request: one record holding what the detail (GET /api/pedidoCirurgia/{id}),
 * the list rows and the summary read. Shared by the pedidos and wizard handlers.
 */
export interface MockPaciente {
  id: number;
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

export interface MockAtendimento {
  id: number;
  idLegado: number | null;
  dataAtendimento: string | null;
  numeroFAA: string | null;
  peso: number | null;
  convenio: number | null;
}

export interface MockInternacao {
  id: number;
  idLegado: number | null;
  numeroInternacao: string | null;
  dataInternacao: string | null;
  diariasPrevistas: number | null;
  leitoUTI: boolean;
  tipoAcomodacao: number | null;
  convenio: number | null;
  peso: number | null;
}

export interface MockItemPedido {
  id: number;
  item: number; // catalogue item id
  quantidade: number;
  itemEventual: boolean;
  justificativaEventual: string | null;
  unidadeMedida: number | null;
}

export interface MockPedido {
  id: number;
  codigo: string;
  /** false while the wizard's draft (POST /api/pedidoCirurgia) has not been confirmed. */
  confirmado: boolean;
  status: number;
  dataInclusao: string; // ISO
  dataHoraAlteracaoStatus: string;
  profissionalRequisitante: number; // professional id
  profissionalResponsavel: number | null;
  equipeRequisitante: number | null;
  paciente: MockPaciente | null;
  atendimento: MockAtendimento | null;
  internacao: MockInternacao | null;
  tipoPedido: '0' | '1';
  convenio: number | null;
  caraterAtendimento: number | null;
  centroCirurgico: number | null;
  salaCirurgia: number | null;
  modalidadeAtendimento: number | null;
  lateralidade: 'D' | 'E' | 'N' | null;
  indicacaoClinica: string | null;
  prioridadeCirurgia: number | null;
  cidPrincipal: number | null;
  cidSecundario: number[];
  tipoAnestesia: number | null;
  procedimentoPrincipal: number | null;
  quantidadeProcedimentoPrincipal: number | null;
  procedimentoSecundario: { procedimento: number; quantidade: number }[];
  duracaoEstimada: number | null;
  dataHoraSugerida: string | null; // ISO local 'yyyy-mm-ddTHH:mm'
  dataCirurgia: string | null;
  dataInternacao: string | null;
  motivoAntecipacaoInternacao: number | null;
  codigoLeitoInternacao: number | null;
  necessariaAvaliacaoAnestesica: boolean;
  motivoAvaliacaoAnestesica: string | null;
  principaisSinaisSintomas: string | null;
  principaisResultadosProvasDiagnosticas: string | null;
  recursosNecessariosAtendimentoPaciente: string | null;
  historiaClinica: string | null;
  areaMedica: number | null;
  equipePrestadora: string | null;
  eOncologica: '1' | '2' | null;
  /** Sent by the wizard (§3 'Request'), stored and read back as sent; the seed has none. */
  ano0?: string | null;
  statusInicial?: number | null;
  idModeloPedidoCirurgia: number | null;
  campanha: number | null;
  primeiraConferencia: string | null;
  motivoRejeicao: string | null;
  motivoCancelamento: number | null;
  observacoesCancelamento: string | null;
  idDemanda: number | null;
  itens: MockItemPedido[];
  dataImpressaoRPH: string | null;
  dataImpressaoPedidoInternacao: string | null;
  dataImpressaoAvisoCirurgico: string | null;
  dataImpressaoAIH: string | null;
}
