import type { Profissional } from '@/api/session/profissional';
import { readDateTime } from '@/lib/dates/read';
import { addMinutes } from '@/lib/dates/wall-clock';
import { cat, db } from '../../db/db';
import type { MockPedido } from '../../db/pedido-types';
import { pareceresPedido } from './pareceres-views';
import { pedidoRow } from './pedido-views';
import type { LinhaLida } from '../lido-pelo-app';
import type { AreaTecnicaRow } from '@/features/areaTecnica/api/area-tecnica-row';

const byId = <T extends { id: number }>(list: readonly T[], id: number | null | undefined) =>
  id === null || id === undefined ? undefined : list.find((x) => x.id === id);

/** Catalogue items each area gives its opinion on (itensParecerAreaTecnica, itensMinhaAgenda). */
const ITENS_DA_AREA: Record<number, readonly { id: number; codigo: string; descricao: string }[]> = {
  1: [...cat.itensExame, ...cat.itensHemoderivados],
  2: [...cat.itensCaixaOPME, ...cat.itensMaterial, ...cat.itensCaixaCirurgica],
  3: cat.itensEquipamento,
  4: cat.itensHemoderivados,
};

/** The area's last opinion on the request, or undefined. */
export function parecerDaArea(p: MockPedido, area: number) {
  return pareceresPedido(p)
    .filter((x) => x.areaTecnica.id === area)
    .at(-1);
}

/** A request as the technical-area lists and agenda send it (§3 'Technical-area records'). */
export function areaTecnicaRow(p: MockPedido, area: number) {
  const row = pedidoRow(p);
  const parecer = parecerDaArea(p, area);
  const status = byId(cat.status, p.status);
  const convenio = byId(cat.convenios, p.atendimento?.convenio ?? p.convenio);
  const fim = p.dataHoraSugerida ? addMinutes(p.dataHoraSugerida, p.duracaoEstimada ?? 60) : null;
  return {
    ...row,
    cor: status?.cor ?? null,
    corbolinha: parecer?.parecerTecnico?.cor ?? null,
    idstatus: p.status,
    dataFimCirurgia: fim,
    dataFimSetup: fim ? addMinutes(fim, db.configuracoes.intervaloUsoSalaCirurgica) : null,
    nomeConvenio: convenio?.descricao ?? null,
    pedidoSaudeSuplementar: p.tipoPedido === '1',
    possuiItensEventuais: p.itens.some((i) => i.itemEventual),
    descricaoparecer: parecer?.parecerTecnico?.descricao ?? null,
    justificativaparecer: parecer?.justificativa ?? null,
    descricaomotivocancelamento: byId(cat.motivosCancelamento, p.motivoCancelamento)?.descricao ?? null,
    observacoescancelamento: p.observacoesCancelamento,
    tipoanestesia: byId(cat.tiposAnestesia, p.tipoAnestesia)?.descricao ?? null,
    motivoAvaliacaoAnestesica: p.motivoAvaliacaoAnestesica,
    pareceresPedido: pareceresPedido(p),
  } satisfies LinhaLida<AreaTecnicaRow>;
}

/** The request's items the area gives its opinion on: descricao, codigo, quantidade, eventual and its reason. */
export function itensDaArea(p: MockPedido, area: number) {
  const catalogo = ITENS_DA_AREA[area] ?? [];
  return p.itens.flatMap((i) => {
    const item = catalogo.find((c) => c.id === i.item);
    if (!item) return [];
    return [
      {
        id: i.id,
        codigo: item.codigo,
        descricao: item.descricao,
        quantidade: i.quantidade,
        itemEventual: i.itemEventual,
        justificativaEventual: i.justificativaEventual,
      },
    ];
  });
}

/** Statuses a technical area sees (statusMostraPedidoAreaTecnica, a comma list). */
function statusVisiveis(): number[] {
  return String(db.configuracoes.statusMostraPedidoAreaTecnica)
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
}

const hojeSaoPaulo = () => (readDateTime(new Date()) ?? '2026-11-23T08:00:00').slice(0, 10);

/** Whether the area sees the request: confirmed, dated, a status it is shown, in one of its centres. */
export function visivelParaArea(p: MockPedido, profissional: Profissional, centros: readonly number[]): boolean {
  const proprios = profissional.centrosCirurgicos ?? [];
  return (
    p.confirmado &&
    !!(p.dataHoraSugerida ?? p.dataCirurgia) &&
    statusVisiveis().includes(p.status) &&
    proprios.includes(p.centroCirurgico ?? 0) &&
    (!centros.length || centros.includes(p.centroCirurgico ?? 0))
  );
}

/**
 * A request the area still owes an opinion on (the bell, pendenciaParecer): one it sees, with no opinion of its
 * own, not finalised nor cancelled, surgery today or later (§4 'Technical opinions').
 */
export function pendenteParaArea(p: MockPedido, profissional: Profissional): boolean {
  const data = (p.dataHoraSugerida ?? p.dataCirurgia ?? '').slice(0, 10);
  const { statusFinalizado, statusCancelado } = db.configuracoes;
  return (
    visivelParaArea(p, profissional, []) &&
    data >= hojeSaoPaulo() &&
    p.status !== statusFinalizado &&
    p.status !== statusCancelado &&
    !parecerDaArea(p, profissional.areaTecnica_id ?? 0)
  );
}
