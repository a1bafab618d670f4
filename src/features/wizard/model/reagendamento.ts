import type { WizardSeed } from '../draft/draft-storage';
import type { WizardForm } from './form';
import { isReagendamento } from './pedido-payload';
import type { SubmissionSources } from './submission-input';

// The manager's run at submit (wizards-and-management.md §4 'Reschedule', §3 'Full request for manager'): whether the
// request is being rescheduled, and what of the stored request the submission resends.

type Gerente = NonNullable<WizardSeed['pedidoLido']> | null | undefined;

/** A reason chosen in 'Confirmar Reagendamento do Pedido Nº {code}'. */
export interface MotivoReagendamento {
  id: number;
  descricao: string;
}

/** The surgery date, admission date, centre or character changed since the request was read: a reason is needed. */
export function precisaMotivo(gerente: Gerente, f: WizardForm): boolean {
  if (!gerente?.base) return false;
  return isReagendamento(gerente.base, {
    dataHoraSugerida: f.dataHoraSugerida || null,
    dataInternacao: f.dataInternacao,
    centro: f.centro,
    carater: f.carater,
  });
}

/** What the manager's submission sends besides the form: the booking, the model, the first conference, the reason. */
export function fontesDoGerente(
  gerente: Gerente,
  motivo: MotivoReagendamento | null,
): Pick<
  SubmissionSources,
  'agendamentoId' | 'idModeloPedidoCirurgia' | 'primeiraConferencia' | 'reagendamento' | 'requisitante'
> {
  if (!gerente) return {};
  return {
    agendamentoId: gerente.agendamentoId ?? null,
    idModeloPedidoCirurgia: gerente.idModeloPedidoCirurgia ?? null,
    primeiraConferencia: gerente.primeiraConferencia ?? null,
    requisitante: gerente.requisitante ?? null,
    reagendamento: motivo ? { motivo } : null,
  };
}
