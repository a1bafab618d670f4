import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { catalogueQuery, useCatalogue } from '@/api/catalogues/use-catalogue';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { configuracoesRecursoQuery } from '@/api/shell/get-configuracoes-recurso';
import { readDateTime } from '@/lib/dates/read';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { isCancelado, isFinalizado, type AcoesContexto } from '../model/acoes';
import type { LinhaGerente } from '../model/linhas';
import { prontidaoDasLinhas, type Janela } from '../model/prontidao';
import type { ProntidaoConfig } from '../model/prontidao-pendencias';

/** Each status's SLA perspective (stable between renders: combine re-runs only when a result changes). */
const perspectivasDos = (results: readonly { data?: { perspectivaValidacaoDosDias: number | null } }[]) =>
  results.map((r) => r.data?.perspectivaValidacaoDosDias ?? null);

/**
 * The Prontidão of the loaded manager rows: the configuration and the areas' codes the rules read, and whether each
 * status's SLA is counted in business time (GET /api/statusPedidoDetail/{id}, once per status of the list, cached).
 */
export function useProntidao(rows: readonly LinhaGerente[] | undefined, ctx: AcoesContexto, janela: Janela) {
  const configQuery = useQuery(configuracoesQuery());
  const recursosQuery = useQuery(configuracoesRecursoQuery());
  const areasQuery = useCatalogue('areaTecnica');
  const config = configQuery.data;
  const recursos = recursosQuery.data;
  const areas = areasQuery.data;
  // The rows wait for what names their pendências (a failed read leaves its rules unknown, docs/decisions/023-prontidao.md).
  const lendo = configQuery.isPending || recursosQuery.isPending || areasQuery.isPending;
  const statusIds = useMemo(
    () => [...new Set((rows ?? []).flatMap((r) => (r.status_id === null ? [] : [r.status_id])))].sort((a, b) => a - b),
    [rows],
  );
  const perspectivas = useQueries({
    queries: statusIds.map((id) => catalogueQuery('statusPedidoDetail', id)),
    combine: perspectivasDos,
  });
  const uteisPorStatus = useMemo(() => {
    const uteis = [config?.perspectivaDiasUteis, config?.perspectivaHorasUteis];
    return new Map(statusIds.map((id, i) => [id, perspectivas[i] !== null && uteis.includes(perspectivas[i])]));
  }, [statusIds, perspectivas, config?.perspectivaDiasUteis, config?.perspectivaHorasUteis]);
  const prontidaoConfig: ProntidaoConfig = useMemo(
    () => ({
      parecerPendente: config?.parecerPendente ?? null,
      parecerRejeicao: config?.parecerRejeicao ?? null,
      areaTecnicaAnestesia: config?.areaTecnicaAnestesia ?? null,
      modalidadeAmbulatorial: config?.modalidadeAmbulatorial ?? null,
      recursoInternacao: recursos?.recursoInternacao ?? null,
      recursoAvaliacaoAnestesica: recursos?.recursoAvaliacaoAnestesica ?? null,
      codigosArea: new Map((areas ?? []).map((a): [number, string] => [a.id, a.codigo])),
    }),
    [config, recursos, areas],
  );
  return useMemo(() => {
    if (!rows || lendo) return undefined;
    // The computed fields first, then the row: one fast literal (docs/decisions/025-pisos-do-bench.md).
    const linhas = rows.map((r) => ({
      encerrado: isCancelado(r, ctx) || isFinalizado(r, ctx),
      slaUteis: r.status_id !== null && (uteisPorStatus.get(r.status_id) ?? false),
      ...r,
    }));
    return prontidaoDasLinhas(linhas, {
      hoje: saoPauloIsoDay(),
      agora: readDateTime(new Date()) ?? '',
      dias: janela,
      config: prontidaoConfig,
    });
  }, [rows, lendo, ctx, uteisPorStatus, janela, prontidaoConfig]);
}
