import { dataHoraEnviada } from '@/lib/dates/read';
import type { WizardForm } from './form';
import type { PedidoCampo } from './pedido-campos';

// The request as the API receives it on submit (wizards-and-management.md §3 'Surgical request (pedidoCirurgia), as
// sent'), built from the wizard's form. Names and formats exactly as documented; PUT sends it form-encoded, with the
// two lists (cidSecundario, procedimentoSecundario) as their JSON text (docs/decisions.md 'http').

interface PedidoPayloadContext {
  profissionalRequisitante: number;
  equipeRequisitante: number | null;
  /** statusInicial, or statusRevisaoTecnica in the edit flow (§4 'Submission'). */
  status: number | null;
  statusInicial: number | null;
  /** The suggested date (wall clock) chosen in step 2. */
  dataHoraSugerida: string | null;
  idModeloPedidoCirurgia: number | null;
  /** The bed code of an open admission, when the patient is admitted. */
  codigoLeitoInternacao: number | null;
  /** The manager's conference: the local timestamp of the first conference. */
  primeiraConferencia?: string | null;
}

const orNull = (text: string) => (text.trim() ? text : null);

/** The §3 fields, in the documented names and order (pedido-campos.ts). */
export function toPedidoPayload(f: WizardForm, c: PedidoPayloadContext): Record<PedidoCampo, unknown> {
  return {
    atendimento: f.ids.atendimento,
    paciente: f.ids.paciente,
    status: c.status,
    motivoRejeicao: null,
    profissionalRequisitante: c.profissionalRequisitante,
    dataHoraSugerida: c.dataHoraSugerida,
    caraterAtendimento: f.carater,
    profissionalResponsavel: f.responsavel,
    centroCirurgico: f.centro,
    salaCirurgia: f.sala ?? 1,
    lateralidade: f.lateralidade,
    indicacaoClinica: f.indicacao,
    cidPrincipal: f.cidPrincipal,
    cidSecundario: f.cidsSecundarios,
    prioridadeCirurgia: f.prioridade,
    internacao: f.ids.internacao,
    tipoAnestesia: f.tipoAnestesia,
    equipeRequisitante: c.equipeRequisitante,
    procedimentoPrincipal: f.procedimentoPrincipal,
    quantidadeProcedimentoPrincipal: f.quantidadePrincipal,
    procedimentoSecundario: f.secundarios.map((s) => ({ id: s.id, quantidade: s.quantidade })),
    confirmado: 1,
    duracaoEstimada: f.duracaoEstimada,
    dataInternacao: dataHoraEnviada(f.dataInternacao),
    motivoAntecipacaoInternacao: f.motivoAntecipacao,
    primeiraConferencia: c.primeiraConferencia ?? null,
    codigoLeitoInternacao: c.codigoLeitoInternacao,
    necessariaAvaliacaoAnestesica: f.avaliacaoAnestesica,
    motivoAvaliacaoAnestesica: orNull(f.motivoAvaliacao),
    modalidadeAtendimento: f.modalidade,
    idModeloPedidoCirurgia: c.idModeloPedidoCirurgia,
    ano0: null,
    statusInicial: c.statusInicial,
    principaisSinaisSintomas: orNull(f.sinais),
    principaisResultadosProvasDiagnosticas: orNull(f.resultados),
    recursosNecessariosAtendimentoPaciente: orNull(f.recursos),
    historiaClinica: orNull(f.historia),
    areaMedica: f.areaMedica,
    eOncologica: f.oncologica,
  };
}

/** The values a reschedule is judged against (§4 'Reschedule'). */
export interface ReagendamentoBase {
  dataHoraSugerida: string | null;
  dataInternacao: string;
  centro: number | null;
  carater: number | null;
}

/** A reschedule: the surgery date, admission date, centre or character changed since the wizard started. */
export function isReagendamento(inicio: ReagendamentoBase, agora: ReagendamentoBase): boolean {
  const minute = (v: string | null) => (v ?? '').slice(0, 16);
  return (
    minute(inicio.dataHoraSugerida) !== minute(agora.dataHoraSugerida) ||
    minute(inicio.dataInternacao) !== minute(agora.dataInternacao) ||
    inicio.centro !== agora.centro ||
    inicio.carater !== agora.carater
  );
}
