import type { ModeloPedido } from '@/api/catalogues/schemas';
import type { Configuracoes } from '@/api/shell/get-configuracoes';
import type { WizardForm } from './form';
import { itensAutomaticos, itensDoFormulario, type ItemEscolhido } from './itens';
import { diferencaItens, type ItemExistente } from './itens-diferenca';
import { admissionPayload } from './patient-mapping';
import { toPedidoPayload } from './pedido-payload';
import { REF_INTERNACAO, type PlanoInput } from './submission-plano';

// What a submission sends, gathered from the form, the wizard's context and the configuration
// (wizards-and-management.md §4 'Submission of a request (in order)'): the input of submissionPlan.

/** Everything besides the form that decides what is sent. */
export interface SubmissionSources {
  pedidoId: number;
  /** The edit flow (an existing request reviewed): technical-review status, old procedures and items deleted. */
  edicao: boolean;
  modelo: ModeloPedido | null;
  idDemanda: number | null;
  profissional: { userid: number; username: string; profissional_id: number; equipe_id?: number | null };
  config: Pick<
    Configuracoes,
    | 'statusInicial'
    | 'statusRevisaoTecnica'
    | 'statusReagendado'
    | 'caraterUrgencia'
    | 'itemPadraoExigenciaParecerNir'
    | 'itensInclusaoAutomaticaSaudeSuplementar'
  >;
  /** The chosen accommodation requires a NIR opinion (tipoAcomodacao.exigeParecerNir). */
  acomodacaoExigeNir: boolean;
  /** The modality blocks the inpatient resource (admission rules' `clear`). */
  internacaoBloqueada: boolean;
  /** The manager's conference timestamp, when there is one. */
  primeiraConferencia?: string | null;
  /** The existing request's booking (a new slot updates it with PUT) and model, in the manager's run. */
  agendamentoId?: number | null;
  idModeloPedidoCirurgia?: number | null;
  /**
   * The run's requester and team as its start resolved them (model/pessoas.ts: an existing request's as read, never the
   * signed-in manager's); null when they could not be read; absent: the signed-in professional.
   */
  requisitante?: { profissional: number; equipe: number | null } | null;
  /** A reschedule (§4 'Reschedule'): the dates, centre or character changed, and the reason chosen. */
  reagendamento?: { motivo: { id: number; descricao: string } } | null;
  /** The items the request already holds, read just before sending (none for a blank draft request). */
  itensExistentes?: readonly ItemExistente[];
}

/** The log of the run (§4): 'PEDIDO', 'REVISÃO TÉCNICA' when editing, 'REAGENDAMENTO - {reason}' on a reschedule. */
export function descricaoLog(s: Pick<SubmissionSources, 'edicao' | 'reagendamento'>): string {
  if (s.reagendamento) return `REAGENDAMENTO - ${s.reagendamento.motivo.descricao}`;
  return s.edicao ? 'REVISÃO TÉCNICA' : 'PEDIDO';
}

function statusDoEnvio(s: SubmissionSources): number | null {
  if (s.reagendamento) return s.config.statusReagendado;
  return s.edicao ? s.config.statusRevisaoTecnica : s.config.statusInicial;
}

const inteiro = (v: string | null | undefined) => (v && /^\s*\d+\s*$/.test(v) ? Number(v) : null);

/** The bed code (integer) of the patient's open admission, or of the patient's current bed in the legacy system. */
function codigoLeito(f: WizardForm): number | null {
  return inteiro(f.internacao?.aberta ? f.internacao.leito : null) ?? inteiro(f.paciente.codLeito);
}

/**
 * The automatic items (§4): the NIR item when the accommodation requires it or the bed code is above 0, and the
 * supplementary-health items for tipoPedido '1'. The default bed item (itemPadraoExigenciaParecerNir) is never sent
 * when the modality blocks the inpatient resource, whichever list brings it, and is sent once at most.
 */
function itensAutomaticosDoPedido(f: WizardForm, s: SubmissionSources): ItemEscolhido[] {
  const leito = s.config.itemPadraoExigenciaParecerNir;
  const automaticos = itensAutomaticos({
    itemNir: leito,
    acomodacaoExigeNir: s.acomodacaoExigeNir,
    codigoLeito: codigoLeito(f),
    internacaoBloqueada: s.internacaoBloqueada,
    tipoPedido: f.tipoPedido,
    itensSaudeSuplementar: s.config.itensInclusaoAutomaticaSaudeSuplementar ?? [],
  });
  const vistos = new Set<number>();
  return automaticos.filter((it) => {
    if (vistos.has(it.item) || (s.internacaoBloqueada && it.item === leito)) return false;
    vistos.add(it.item);
    return true;
  });
}

/** The chosen items, then the automatic ones not already among them (a request read back holds its own). */
function itensDoEnvio(f: WizardForm, s: SubmissionSources): ItemEscolhido[] {
  const escolhidos = itensDoFormulario(f.itens);
  const ja = new Set(escolhidos.map((i) => i.item));
  return [...escolhidos, ...itensAutomaticosDoPedido(f, s).filter((i) => !ja.has(i.item))];
}

/** Said instead of sending when an existing request's requester could not be read (docs/decisions.md). */
export const SOLICITANTE_ILEGIVEL = 'Não foi possível ler o solicitante deste pedido (profissional e equipe).';

/**
 * The requester sent with the request: a new request's is the signed-in professional; an existing request's is the
 * one it was read with (§3 'Full request for manager or summary'), never the session's; null when it was not read.
 */
export function requisitanteDoEnvio(
  s: Pick<SubmissionSources, 'requisitante' | 'profissional'>,
): { profissional: number; equipe: number | null } | null {
  if (s.requisitante === undefined)
    return { profissional: s.profissional.profissional_id, equipe: s.profissional.equipe_id ?? null };
  return s.requisitante;
}

/**
 * The admission as the user chose it at Cirurgia (§3 'Admission, sent'), or null when there is none to write. An
 * existing request's record is sent with what was read or typed only: a value that could not be read is left out,
 * never sent blank.
 */
export function admissaoDoEnvio(f: WizardForm, edicao: boolean): PlanoInput['admissao'] {
  const peso = f.paciente.peso ? Number(f.paciente.peso.replace(',', '.')) : null;
  const body = admissionPayload(f, Number.isFinite(peso) ? peso : null);
  if (!body) return null;
  const enviado = edicao ? Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null)) : body;
  return { id: f.ids.internacao, body: enviado };
}

/** The input of submissionPlan for this form; throws when an existing request's requester was not read. */
export function submissionInput(f: WizardForm, s: SubmissionSources): PlanoInput {
  const status = statusDoEnvio(s);
  const requisitante = requisitanteDoEnvio(s);
  if (!requisitante) throw new Error(`${SOLICITANTE_ILEGIVEL} Nada foi enviado.`);
  const admissao = admissaoDoEnvio(f, s.edicao);
  const itens = diferencaItens(itensDoEnvio(f, s), s.itensExistentes ?? []);
  const pedido = toPedidoPayload(f, {
    profissionalRequisitante: requisitante.profissional,
    equipeRequisitante: requisitante.equipe,
    status,
    statusInicial: s.config.statusInicial,
    dataHoraSugerida: f.dataHoraSugerida || null,
    idModeloPedidoCirurgia: s.modelo?.id ?? s.idModeloPedidoCirurgia ?? null,
    codigoLeitoInternacao: codigoLeito(f),
    primeiraConferencia: s.primeiraConferencia ?? null,
  });
  return {
    pedidoId: s.pedidoId,
    // The request names the admission the submission creates (src/api/escritas/refs).
    pedido: admissao && !admissao.id ? { ...pedido, internacao: REF_INTERNACAO } : pedido,
    admissao,
    edicao: s.edicao,
    excluirItens: itens.excluirTodos,
    agendamento: f.agendamento
      ? {
          inicioCirurgia: f.agendamento.inicio,
          finalEfetivoCirurgia: f.agendamento.fim,
          id: f.agendamento.id ?? s.agendamentoId ?? null,
        }
      : null,
    demanda: s.idDemanda ? { idDemanda: s.idDemanda, idProfissional: s.profissional.profissional_id } : null,
    itens: itens.criar,
    urgencia: f.carater !== null && f.carater === s.config.caraterUrgencia,
    aprovacaoAutomatica: s.modelo?.aprovacaoAutomatica === true,
    log: {
      id_usuario: s.profissional.userid,
      username: s.profissional.username,
      descricao: descricaoLog(s),
    },
    reagendamento: s.reagendamento
      ? {
          idStatusPedido: s.config.statusReagendado,
          idMotivoReagendamento: s.reagendamento.motivo.id,
          idProfissionalReagenda: s.profissional.profissional_id,
          dataHoraSugeridaReagendamento: f.dataHoraSugerida || null,
          dataInternacaoReagendamento: f.dataInternacao || null,
        }
      : null,
  };
}
