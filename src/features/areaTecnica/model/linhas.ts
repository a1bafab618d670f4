import { estadoDaLinha, SEM_PARECER_DA_AREA, type EstadoDoPedido } from '@/api/escritas/model/estado-do-pedido';
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

/** The area's opinion as its list shows it (the dot): its name, or 'Sem parecer'. */
export function parecerDaLinha(r: Pick<AreaTecnicaRow, 'pareceresPedido'>, areaId: number): string {
  return parecerDaArea(r.pareceresPedido, areaId)?.parecerTecnico?.descricao ?? SEM_PARECER_DA_AREA;
}

/** What an opinion rests on, as the row shows it (docs/decisions/031-pedido-alterado-antes-da-escrita.md). */
export function estadoDaLinhaDaArea(r: AreaTecnicaRow, areaId: number): EstadoDoPedido {
  const { status, dataHoraSugerida, dataCirurgia } = r;
  return estadoDaLinha({ status_id: statusDe(r), status, dataHoraSugerida, dataCirurgia }, parecerDaLinha(r, areaId));
}
