/**
 * The request's fields as PUT /api/pedidoCirurgia/{id} sends them, in the order sent (wizards-and-management.md §3
 * 'Request'; §4 'Submission of a request (in order)'). The payload (pedido-payload.ts) is typed by it; the tests and
 * the journeys check what the back-end received against it. No imports: the journeys read it too.
 */
export const PEDIDO_CAMPOS = [
  'atendimento',
  'paciente',
  'status',
  'motivoRejeicao',
  'profissionalRequisitante',
  'dataHoraSugerida',
  'caraterAtendimento',
  'profissionalResponsavel',
  'centroCirurgico',
  'salaCirurgia',
  'lateralidade',
  'indicacaoClinica',
  'cidPrincipal',
  'cidSecundario',
  'prioridadeCirurgia',
  'internacao',
  'tipoAnestesia',
  'equipeRequisitante',
  'procedimentoPrincipal',
  'quantidadeProcedimentoPrincipal',
  'procedimentoSecundario',
  'confirmado',
  'duracaoEstimada',
  'dataInternacao',
  'motivoAntecipacaoInternacao',
  'primeiraConferencia',
  'codigoLeitoInternacao',
  'necessariaAvaliacaoAnestesica',
  'motivoAvaliacaoAnestesica',
  'modalidadeAtendimento',
  'idModeloPedidoCirurgia',
  'ano0',
  'statusInicial',
  'principaisSinaisSintomas',
  'principaisResultadosProvasDiagnosticas',
  'recursosNecessariosAtendimentoPaciente',
  'historiaClinica',
  'areaMedica',
  'eOncologica',
] as const;

export type PedidoCampo = (typeof PEDIDO_CAMPOS)[number];
