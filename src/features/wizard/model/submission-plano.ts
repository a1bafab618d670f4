// What a request's submission is planned from (wizards-and-management.md §4 'Submission of a request (in order)', §7
// 'Request submission and reschedule'), and its failure messages (§8 'Dialog Atenção!'); the plan is model/submission.

import type { Ref } from '@/api/escritas/escrita';
import type { ItemEscolhido } from './itens';

export const FALHAS = {
  confirmarPedido: () => 'Erro ao confirmar pedido',
  confirmarPedidoCom: (erro: string) => `Erro ao confirmar pedido: ${erro}`,
  deletarItens: () => 'Erro ao deletar itens do pedido',
  agendarSala: () => 'Erro ao agendar sala de cirurgia',
  finalizarDemanda: (id: number) => () => `Erro ao finalizar demanda. Demanda ID: ${id}`,
} as const;

/** The name under which the submission keeps the id of the admission it creates (src/api/escritas/refs). */
export const INTERNACAO = 'internacao';

/** The request's `internacao` when the submission creates the admission (§3 'Admission, sent'). */
export const REF_INTERNACAO: Ref = { ref: INTERNACAO };

/** PUT /api/alterarStatus/{id} of a reschedule (§3 'Reschedule change'). */
export interface AlteracaoReagendamento {
  idStatusPedido: number | null;
  idMotivoReagendamento: number;
  idProfissionalReagenda: number;
  dataHoraSugeridaReagendamento: string | null;
  dataInternacaoReagendamento: string | null;
}

export interface PlanoInput {
  pedidoId: number;
  /** The request payload of §3 'Surgical request (pedidoCirurgia), as sent', built by the form model. */
  pedido: Readonly<Record<string, unknown>>;
  /** The edit (technical review / reschedule) flow: old secondary procedures are deleted first. */
  edicao: boolean;
  /** Every item the request holds is deleted before the items are created (model/itens-diferenca); default: edicao. */
  excluirItens?: boolean;
  agendamento: { inicioCirurgia: string; finalEfetivoCirurgia: string; id?: number | null } | null;
  demanda: { idDemanda: number; idProfissional: number } | null;
  itens: readonly ItemEscolhido[];
  urgencia: boolean;
  aprovacaoAutomatica: boolean;
  log: { id_usuario: number; username: string; descricao: string };
  /** A reschedule (§4 'Reschedule'): the status change (§3 'Reschedule change') and the opinion deletion. */
  reagendamento?: AlteracaoReagendamento | null;
  /** The admission record as chosen (§3 'Admission, sent'): updated when it has an id, else created; null: none. */
  admissao?: { id: number | null; body: Readonly<Record<string, unknown>> } | null;
}
