import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { catalogueQuery } from '@/api/catalogues/use-catalogue';
import { readDateTime } from '@/lib/dates/read';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { isCancelado, isFinalizado, type AcoesContexto } from '../model/acoes';
import type { LinhaGerente } from '../model/linhas';
import { naJanela, prontidaoDasLinhas, type Janela } from '../model/prontidao';
import { idDaArea } from '../model/prontidao-exigencias';
import { useLeiturasOpme } from './use-leituras-opme';
import { useProntidaoConfig } from './use-prontidao-config';

/** The rooms' names of the centres read, by id (stable between renders). */
const nomesDasSalas = (results: readonly { data?: readonly { id: number; descricao: string }[] }[]) =>
  new Map(results.flatMap((r) => (r.data ?? []).map((s): [number, string] => [s.id, s.descricao])));

/** Each status's SLA perspective (stable between renders: combine re-runs only when a result changes). */
const perspectivasDos = (results: readonly { data?: { perspectivaValidacaoDosDias: number | null } }[]) =>
  results.map((r) => r.data?.perspectivaValidacaoDosDias ?? null);

/**
 * The Prontidão of the loaded manager rows: the configuration and the areas' codes the rules read, and whether each
 * status's SLA is counted in business time (GET /api/statusPedidoDetail/{id}, once per status of the list, cached),
 * the rooms' names of the centres the filters fetched (GET /api/salasCirurgicas/{centro}), and the OPME reads.
 */
export function useProntidao(
  rows: readonly LinhaGerente[] | undefined,
  ctx: AcoesContexto,
  janela: Janela,
  centros: readonly number[],
) {
  const { config: prontidaoConfig, configuracoes: config, lendo } = useProntidaoConfig();
  const statusIds = useMemo(
    () => [...new Set((rows ?? []).flatMap((r) => (r.status_id === null ? [] : [r.status_id])))].sort((a, b) => a - b),
    [rows],
  );
  const salas = useQueries({
    queries: centros.map((c) => catalogueQuery('salasCirurgicas', c)),
    combine: nomesDasSalas,
  });
  const perspectivas = useQueries({
    queries: statusIds.map((id) => catalogueQuery('statusPedidoDetail', id)),
    combine: perspectivasDos,
  });
  const uteisPorStatus = useMemo(() => {
    const uteis = [config?.perspectivaDiasUteis, config?.perspectivaHorasUteis];
    return new Map(statusIds.map((id, i) => [id, perspectivas[i] !== null && uteis.includes(perspectivas[i])]));
  }, [statusIds, perspectivas, config?.perspectivaDiasUteis, config?.perspectivaHorasUteis]);
  const hoje = saoPauloIsoDay();
  // The open requests of the window: only theirs are read for OPME.
  const daJanela = useMemo(
    () =>
      rows?.filter(
        (r) => !(isCancelado(r, ctx) || isFinalizado(r, ctx)) && naJanela(r.dataCirurgiaExibida, hoje, janela),
      ),
    [rows, ctx, hoje, janela],
  );
  const opme = useLeiturasOpme(lendo ? undefined : daJanela, prontidaoConfig);
  const areasDoMapa = useMemo(
    () => ({
      opme: idDaArea('opme', prontidaoConfig),
      sangue: idDaArea('hemoterapia', prontidaoConfig),
      anestesia: idDaArea('anestesia', prontidaoConfig),
    }),
    [prontidaoConfig],
  );
  const linhas = useMemo(() => {
    if (!daJanela || lendo) return undefined;
    // The computed fields first, then the row: one fast literal (docs/decisions/025-pisos-do-bench.md).
    const linhas = daJanela.map((r) => ({
      encerrado: false,
      slaUteis: r.status_id !== null && (uteisPorStatus.get(r.status_id) ?? false),
      opme: opme.get(r.id) ?? 'verificando',
      sala: r.salaCirurgia && {
        id: r.salaCirurgia.id,
        nome: r.salaCirurgia.nome ?? salas.get(r.salaCirurgia.id) ?? null,
      },
      ...r,
    }));
    return prontidaoDasLinhas(linhas, {
      hoje,
      agora: readDateTime(new Date()) ?? '',
      dias: janela,
      config: prontidaoConfig,
    });
  }, [daJanela, lendo, uteisPorStatus, opme, salas, hoje, janela, prontidaoConfig]);
  return { linhas, areas: areasDoMapa };
}
