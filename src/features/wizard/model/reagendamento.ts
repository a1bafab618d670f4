import type { WizardSeed } from '../draft/draft-storage';
import type { WizardForm } from './form';
import { isReagendamento } from './pedido-payload';
import type { SubmissionSources } from './submission-input';

// A stored request's run at submit (wizards-and-management.md §4 'Reschedule', §3 'Full request for manager'): whether
// the request is being rescheduled, and what of the stored request, as read, the submission resends.

type PedidoLido = NonNullable<WizardSeed['pedidoLido']> | null | undefined;

/** A reason chosen in 'Confirmar Reagendamento do Pedido Nº {code}'. */
export interface MotivoReagendamento {
  id: number;
  descricao: string;
}

/** The surgery date, admission date, centre or character changed since the request was read: a reason is needed. */
export function precisaMotivo(lido: PedidoLido, f: WizardForm): boolean {
  if (!lido?.base) return false;
  return isReagendamento(lido.base, {
    dataHoraSugerida: f.dataHoraSugerida || null,
    dataInternacao: f.dataInternacao,
    centro: f.centro,
    carater: f.carater,
  });
}

/**
 * What a stored request's submission resends as read besides the form: the booking, the model, the first conference,
 * and the reason (its requester is the run's, model/pessoas.ts).
 */
export function fontesDoPedidoLido(
  lido: PedidoLido,
  motivo: MotivoReagendamento | null,
): Pick<SubmissionSources, 'agendamentoId' | 'idModeloPedidoCirurgia' | 'primeiraConferencia' | 'reagendamento'> {
  if (!lido) return {};
  return {
    agendamentoId: lido.agendamentoId ?? null,
    idModeloPedidoCirurgia: lido.idModeloPedidoCirurgia ?? null,
    primeiraConferencia: lido.primeiraConferencia ?? null,
    reagendamento: motivo ? { motivo } : null,
  };
}
