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

const estado = (habilitada: boolean): EstadoAcao => (habilitada ? 'habilitada' : 'desabilitada');

/**
 * §4 'Statuses and manager actions': Conferência neither cancelled nor finalised; Trocar de Status not once the
 * admission request or the surgery notice was printed; Reagendar not when cancelled; Rejeitar only after the first
 * conference (and not on a cancelled request, which it cannot cancel again). Histórico and Anotações always (an
 * observer's notes panel has no form). The 'Impressões' group only for a finalised request, and not for an observer:
 * its forms save before they print.
 */
export function estadoAcoes(row: RowAcoes, ctx: AcoesContexto): Record<AcaoGerente, EstadoAcao> {
  const cancelado = isCancelado(row, ctx);
  const impresso = row.dataImpressaoPedidoInternacao !== null || row.dataImpressaoAvisoCirurgico !== null;
  const escrita = (habilitada: boolean): EstadoAcao => (ctx.observador ? 'oculta' : estado(habilitada));
  return {
    conferencia: escrita(!cancelado && !isFinalizado(row, ctx)),
    trocarStatus: escrita(!impresso),
    reagendar: escrita(!cancelado),
    rejeitar: escrita(row.primeiraConferencia !== null && !cancelado),
    historico: 'habilitada',
    anotacoes: 'habilitada',
    impressoes: ctx.observador || !isFinalizado(row, ctx) ? 'oculta' : 'habilitada',
  };
}
