/**
 * The fields of the writes more than one screen sends (wizards-and-management.md §3, §7), as their payload builders
 * send them. The builders are typed by these lists; the mock refuses a write with a field outside its list
 * (mocks/handlers/contract.ts).
 */

/** A body with exactly the fields of a list (a field left out or added does not compile). */
export type CorpoDe<L extends readonly string[]> = Record<L[number], unknown>;

/** POST and PUT /api/agendamentoSalaCirurgia (§3 'Room booking (agendamentoSalaCirurgia)'). */
export const AGENDAMENTO_CAMPOS = ['inicioCirurgia', 'finalEfetivoCirurgia', 'pedidoCirurgia'] as const;

/** PUT /api/alterarStatus/{id} (§3 'Status change (manager)', of which 'Reschedule change' is a part). */
export const ALTERACAO_STATUS_CAMPOS = [
  'idStatusPedido',
  'idProfissionalFinaliza',
  'idProfissionalReagenda',
  'dataConfirmadaCirurgia',
  'dataConfirmadaInternacao',
  'codigoLeitoInternacao',
  'dataHoraSugeridaReagendamento',
  'dataInternacaoReagendamento',
  'idMotivoReagendamento',
] as const;

/** POST /api/incluirPedidoCirurgiaPorDemanda (requester-side.md §3 'Create from demand'). */
export const INCLUIR_POR_DEMANDA_CAMPOS = ['idProfissional', 'idDemanda'] as const;

/** POST /logpedido's fields (wizards-and-management.md §3 'Log entry'). */
export const LOG_CAMPOS = ['id_usuario', 'username', 'id_pedido', 'tipo', 'descricao'] as const;

/** POST /api/salvarAnotacaoDemanda's fields (wizards-and-management.md §3 'Demand note', §7 'Demand'). */
export const ANOTACAO_DEMANDA_CAMPOS = ['anotacao', 'demanda'] as const;

/** PUT /api/cancelarDemanda/{id}'s fields (requester-side.md §3 'Demand cancellation'). */
export const CANCELAR_DEMANDA_CAMPOS = ['observacoesCancelamento', 'profissional'] as const;

/** POST /api/documento's fields, multipart (requester-side.md §7 'Documents'). */
export const DOCUMENTO_CAMPOS = ['arquivo', 'pedidoCirurgia'] as const;
