import { z } from 'zod';
import type { ALTERACAO_STATUS_CAMPOS } from '@/api/escritas/campos';
import { type CorpoDe } from '@/api/escritas/campos';
import { internacaoAposCirurgia } from './internacao';

// §5 'Manager dialogs'. Only the admission-after-surgery warning is worded by the specification; the required-field
// messages follow the app's 'Informe …' wording (docs/decisions.md).
export const MSG_STATUS = 'Selecione o novo status.';
export const MSG_DATA_CIRURGIA = 'Informe a data confirmada da cirurgia.';
export const MSG_DATA_INTERNACAO = 'Informe a data confirmada da internação.';
export const MSG_MOTIVO = 'Informe o motivo do reagendamento.';
export const MSG_NOVA_DATA = 'Informe a nova data da cirurgia.';
export const MSG_NOVA_INTERNACAO = 'Informe a nova data da internação.';
/** Shown under 'Atenção!' for 13 s. */
const MSG_INTERNACAO_APOS = 'A data da internação não pode ser maior que a data da cirurgia!';

export interface StatusForm {
  status: number | null;
  dataCirurgia: string;
  dataInternacao: string;
  leito: string;
  motivo: number | null;
}

export interface StatusRegras {
  statusFinalizado: number | null | undefined;
  statusReagendado: number | null | undefined;
  /** The modality blocks the admission resource: only the surgery date is asked. */
  semInternacao: boolean;
}

export type TipoStatus = 'finalizado' | 'reagendado' | 'outro';

export function tipoStatus(status: number | null, regras: StatusRegras): TipoStatus {
  if (status === null) return 'outro';
  if (status === regras.statusFinalizado) return 'finalizado';
  return status === regras.statusReagendado ? 'reagendado' : 'outro';
}

/** The form's problems, by field (the admission-after-surgery one under `atencao`). */
export function validarStatus(
  f: StatusForm,
  regras: StatusRegras,
): Partial<Record<keyof StatusForm | 'atencao', string>> {
  if (f.status === null) return { status: MSG_STATUS };
  const tipo = tipoStatus(f.status, regras);
  if (tipo === 'outro') return {};
  const erros: Partial<Record<keyof StatusForm | 'atencao', string>> = {};
  const finalizado = tipo === 'finalizado';
  if (!finalizado && f.motivo === null) erros.motivo = MSG_MOTIVO;
  if (!f.dataCirurgia) erros.dataCirurgia = finalizado ? MSG_DATA_CIRURGIA : MSG_NOVA_DATA;
  if (!regras.semInternacao && !f.dataInternacao) {
    erros.dataInternacao = finalizado ? MSG_DATA_INTERNACAO : MSG_NOVA_INTERNACAO;
  }
  if (!regras.semInternacao && internacaoAposCirurgia(f.dataInternacao, f.dataCirurgia)) {
    erros.atencao = MSG_INTERNACAO_APOS;
  }
  return erros;
}

/** PUT /api/alterarStatus/{id}: the status-change payload of §3, only with what the chosen status uses. */
export function statusPayload(f: StatusForm, regras: StatusRegras, profissionalId: number) {
  const tipo = tipoStatus(f.status, regras);
  const internacao = regras.semInternacao ? null : f.dataInternacao || null;
  if (tipo === 'finalizado') {
    return {
      idStatusPedido: f.status,
      idProfissionalFinaliza: profissionalId,
      dataConfirmadaCirurgia: f.dataCirurgia,
      dataConfirmadaInternacao: internacao,
      codigoLeitoInternacao: regras.semInternacao ? null : f.leito.trim() || null,
    } satisfies Partial<CorpoDe<typeof ALTERACAO_STATUS_CAMPOS>>;
  }
  if (tipo === 'reagendado') {
    return {
      idStatusPedido: f.status,
      idProfissionalReagenda: profissionalId,
      idMotivoReagendamento: f.motivo,
      dataHoraSugeridaReagendamento: f.dataCirurgia,
      dataInternacaoReagendamento: internacao,
    } satisfies Partial<CorpoDe<typeof ALTERACAO_STATUS_CAMPOS>>;
  }
  return { idStatusPedido: f.status } satisfies Partial<CorpoDe<typeof ALTERACAO_STATUS_CAMPOS>>;
}

/** PUT /api/cancelarPedidoMotivo/{id}'s field (wizards-and-management.md §7 'Request submission and reschedule'). */
export const REJEICAO_CAMPOS = ['motivoRejeicao'] as const;

/** Rejeitar: free text, at most 4000 characters, no check that it is filled (§5). */
export const MOTIVO_REJEICAO_MAX = 4000;
export const rejeicaoSchema = z.object({ motivo: z.string().max(MOTIVO_REJEICAO_MAX) });
