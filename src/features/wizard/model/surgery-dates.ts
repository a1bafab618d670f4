import { deslocarInternacao } from '@/lib/dates/deslocar-internacao';
import { addDays, wallMinutes } from '@/lib/dates/wall-clock';

// The date rules of step 2 (wizards-and-management.md §4 'Duration and suggested date', §5 'Step 2 and later'), on
// São Paulo wall-clock strings 'yyyy-MM-ddTHH:mm[:ss]'.

export const MSG_DATAS = {
  retroativa: 'Data não pode ser retroativa',
  invalida: 'Data inválida',
  naoPode: 'Data não pode ser utilizada, selecione outra.',
  sala: 'Sala de cirurgia não pode ser utilizada.',
  dentroSla: 'Data selecionada está dentro do prazo mínimo do SLA.',
  urgenciaAcima: (horas: number) => `Você não pode fazer um pedido de urgência/emergência acima de ${horas} horas.`,
  procedimentosAlterados: 'Procedimentos foram alterados, selecione a data de cirurgia novamente.',
  /** A new character's check of the suggested date could not be made (not worded by the spec; docs/decisions.md). */
  naoVerificada: 'Não foi possível verificar a data sugerida com o novo caráter de atendimento.',
  motivoAntecipada: 'É necessário informar o motivo da internação ser antecipada.',
  internacaoDepois: 'A data da internação não pode ser depois que a data sugerida para cirurgia!',
  informeInternacao: 'É necessário informar a data de internação',
  informeMotivoAntecipada: 'É necessário informar o motivo da internação antecipada!',
  infoAntecipada: 'Internações antecipadas acontecem a partir das 14:00 do dia solicitado, mediante ordem de serviço.',
} as const;

/** The suggested date against today: 'Data inválida' when unreadable, 'Data não pode ser retroativa' when past. */
export function checkSuggestedDate(data: string, agora: string): string | null {
  const d = wallMinutes(data);
  if (Number.isNaN(d)) return MSG_DATAS.invalida;
  return d < wallMinutes(agora) ? MSG_DATAS.retroativa : null;
}

export interface SlaSemModelo {
  urgencia: boolean;
  /** statusPedidoDetail.prazoLimiteSLAUrgencia, in hours. */
  prazoUrgenciaHoras: number | null;
  /** statusPedidoDetail.prazoLimiteSLAEletivo, in days. */
  prazoEletivoDias: number | null;
}

/**
 * The SLA rule without a model (§5): an urgency may be asked at most {n} hours ahead (hours rounded up); an elective
 * refuses the same day and any date fewer than {n} whole days ahead (days rounded up). Working-day checks belong to
 * the server (validarDataCirurgiaEm…).
 */
export function checkSlaSemModelo(data: string, agora: string, sla: SlaSemModelo): string | null {
  const minutos = wallMinutes(data) - wallMinutes(agora);
  if (sla.urgencia) {
    if (sla.prazoUrgenciaHoras === null) return null;
    return Math.ceil(minutos / 60) > sla.prazoUrgenciaHoras ? MSG_DATAS.urgenciaAcima(sla.prazoUrgenciaHoras) : null;
  }
  if (data.slice(0, 10) === agora.slice(0, 10)) return MSG_DATAS.dentroSla;
  if (sla.prazoEletivoDias === null) return null;
  return Math.ceil(minutos / 1440) < sla.prazoEletivoDias ? MSG_DATAS.dentroSla : null;
}

export interface AdmissionContext {
  ambulatorio: boolean;
  /** The modality blocks the inpatient resource. */
  bloqueada: boolean;
  /** The patient already has an open admission. */
  internado: boolean;
}

/**
 * The admission date with a new suggested date: the day before when none was set; one already set moves by the
 * days the surgery moved from `antes` (§4 'Changing the surgery date shifts the admission date by the same day
 * offset'), and stays as it is when no earlier surgery date is known. Ambulatory or blocked: unchanged.
 */
export function admissionWithSurgery(antes: string, cirurgia: string, atual: string, ctx: AdmissionContext): string {
  if (ctx.ambulatorio || ctx.bloqueada) return atual;
  if (!atual) return `${addDays(cirurgia.slice(0, 10), -1)}${cirurgia.slice(10, 16)}`;
  return deslocarInternacao(antes.slice(0, 16), cirurgia.slice(0, 16), atual.slice(0, 16));
}

/**
 * An early admission: before the day before the surgery (the default); it needs a reason (docs/decisions.md: the
 * specification's 'earlier than the surgery date' read against the default day-before admission).
 */
export function isEarlyAdmission(internacao: string, cirurgia: string): boolean {
  if (!internacao || !cirurgia) return false;
  return internacao.slice(0, 10) < addDays(cirurgia.slice(0, 10), -1);
}

/** The admission date against the surgery date, when both are set (§5 'Admission date'). */
export function checkAdmission(
  internacao: string,
  cirurgia: string,
  motivo: number | null,
  ctx: AdmissionContext,
): string | null {
  if (!internacao || !cirurgia) return null;
  if (wallMinutes(internacao) > wallMinutes(cirurgia)) return MSG_DATAS.internacaoDepois;
  if (!ctx.internado && isEarlyAdmission(internacao, cirurgia) && motivo === null) return MSG_DATAS.motivoAntecipada;
  return null;
}

/** Leaving step 2 forward: a non-ambulatory, non-admitted case needs the date, and a reason when early. */
export function checkAdmissionOnLeave(
  internacao: string,
  cirurgia: string,
  motivo: number | null,
  ctx: AdmissionContext,
): string | null {
  if (ctx.ambulatorio || ctx.bloqueada || ctx.internado) return null;
  if (!internacao) return MSG_DATAS.informeInternacao;
  if (isEarlyAdmission(internacao, cirurgia) && motivo === null) return MSG_DATAS.informeMotivoAntecipada;
  return null;
}
