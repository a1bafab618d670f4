import type { GerenteRow } from '../api/gerente-row';

/** The row actions of the manager list whose availability depends on the request. */
export type AcaoGerente =
  'conferencia' | 'trocarStatus' | 'reagendar' | 'rejeitar' | 'historico' | 'anotacoes' | 'impressoes';

/** Hidden (observers), or shown enabled or disabled. */
export type EstadoAcao = 'oculta' | 'habilitada' | 'desabilitada';

export interface AcoesContexto {
  /** acessoPedidosCirurgia 'V' (§6): sees none of the four write actions. */
  observador: boolean;
  statusCancelado: number | null | undefined;
  statusFinalizado: number | null | undefined;
}

type RowAcoes = Pick<
  GerenteRow,
  'status_id' | 'status' | 'primeiraConferencia' | 'dataImpressaoPedidoInternacao' | 'dataImpressaoAvisoCirurgico'
>;

const isStatus = (row: RowAcoes, id: number | null | undefined, nome: string): boolean =>
  (id !== null && id !== undefined && row.status_id === id) || (row.status ?? '').toUpperCase() === nome;

export const isCancelado = (row: RowAcoes, ctx: AcoesContexto) => isStatus(row, ctx.statusCancelado, 'CANCELADO');
export const isFinalizado = (row: RowAcoes, ctx: AcoesContexto) => isStatus(row, ctx.statusFinalizado, 'FINALIZADO');

/**
 * Why each write action is disabled for this row, in the words its menu item shows (tooltip and accessible
 * description); an action absent from the answer is enabled. §4 'Statuses and manager actions': Conferência neither
 * cancelled nor finalised; Trocar de Status not once the admission request or the surgery notice was printed;
 * Reagendar not when cancelled; Rejeitar only after the first conference (and not on a cancelled request, which it
 * cannot cancel again).
 */
export function porQueIndisponivel(row: RowAcoes, ctx: AcoesContexto): Partial<Record<AcaoGerente, string>> {
  const cancelado = isCancelado(row, ctx);
  const porQue: Partial<Record<AcaoGerente, string>> = {};
  if (cancelado) porQue.conferencia = 'O pedido está cancelado.';
  else if (isFinalizado(row, ctx)) porQue.conferencia = 'O pedido está finalizado.';
  if (row.dataImpressaoPedidoInternacao !== null || row.dataImpressaoAvisoCirurgico !== null)
    porQue.trocarStatus = 'O pedido de internação ou o aviso de cirurgia já foi impresso.';
  if (cancelado) porQue.reagendar = 'O pedido está cancelado.';
  if (cancelado) porQue.rejeitar = 'O pedido já está cancelado.';
  else if (row.primeiraConferencia === null) porQue.rejeitar = 'Disponível após a primeira conferência.';
  return porQue;
}

/**
 * Each action hidden, enabled or disabled (porQueIndisponivel says why). Histórico and Anotações always (an
 * observer's notes panel has no form). The 'Impressões' group only for a finalised request, and not for an observer:
 * its forms save before they print. An observer sees none of the four write actions.
 */
export function estadoAcoes(
  row: RowAcoes,
  ctx: AcoesContexto,
  porQue: Partial<Record<AcaoGerente, string>> = porQueIndisponivel(row, ctx),
): Record<AcaoGerente, EstadoAcao> {
  const escrita = (acao: AcaoGerente): EstadoAcao => {
    if (ctx.observador) return 'oculta';
    return porQue[acao] ? 'desabilitada' : 'habilitada';
  };
  return {
    conferencia: escrita('conferencia'),
    trocarStatus: escrita('trocarStatus'),
    reagendar: escrita('reagendar'),
    rejeitar: escrita('rejeitar'),
    historico: 'habilitada',
    anotacoes: 'habilitada',
    impressoes: ctx.observador || !isFinalizado(row, ctx) ? 'oculta' : 'habilitada',
  };
}
