import type { ParecerPedido } from '@/api/pareceres/parecer-pedido';
import { parecerDaArea } from '@/api/pareceres/parecer-celula';
import { toIsoDay } from '@/lib/dates/format';
import { cirurgiaDe, statusDe, type AreaTecnicaRow } from '../api/area-tecnica-row';
import { pontoHabilitado, type Habilitacao, type HabilitacaoInput } from './habilitacao';

/** A row of the opinion list with its area's current opinion and whether its dot opens the dialog. */
export type LinhaParecer = AreaTecnicaRow & {
  parecerAtual: ParecerPedido | null;
  habilitacao: Habilitacao;
};

/** The rows with the area's opinion (the last of pareceresPedido for the area) and the dot rule of §4. */
export function toLinhas(
  rows: readonly AreaTecnicaRow[],
  ctx: Pick<HabilitacaoInput, 'areaId' | 'hoje' | 'config' | 'observador'>,
): LinhaParecer[] {
  return rows.map((r) => {
    const parecerAtual = parecerDaArea(r.pareceresPedido, ctx.areaId);
    const cirurgia = cirurgiaDe(r);
    const habilitacao = pontoHabilitado({
      ...ctx,
      statusId: statusDe(r),
      diaCirurgia: cirurgia ? toIsoDay(cirurgia) || null : null,
      parecerAtual: parecerAtual?.parecerTecnico?.id ?? null,
    });
    return { ...r, parecerAtual, habilitacao };
  });
}
