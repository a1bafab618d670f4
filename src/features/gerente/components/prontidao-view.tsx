import { Button } from 'primereact/button';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DataTableShell } from '@/components/table/data-table-shell';
import { errorMessage } from '@/lib/http/api-error';
import type { ParsedList } from '@/lib/http/parse-response';
import { saoPauloIsoDay } from '@/lib/dates/today';
import type { GerenteRow } from '../api/gerente-row';
import { useLinhasGerente } from '../hooks/use-linhas-gerente';
import { useProntidao } from '../hooks/use-prontidao';
import { contadores, filtrarProntidao, filtroVigente, type FiltroProntidao, type Janela } from '../model/prontidao';
import { gruposDaLinha } from '../model/prontidao-mapa';
import { GerenteDialogHost } from './gerente-dialog-host';
import type { DialogoGerente } from './gerente-dialogs';
import { ProntidaoContadores } from './prontidao-contadores';
import { prontidaoColumns, type LinhaProntidao } from './prontidao-columns';
import { janelaImpressa } from './prontidao-janela';
import { ProntidaoMapaDoDia } from './prontidao-mapa-do-dia';

interface Props {
  query: UseQueryResult<ParsedList<GerenteRow>>;
  janela: Janela;
  /** The centres the filters fetched: their rooms name the rows' rooms. */
  centros: readonly number[];
  /** The screen's filters in use, for the print header. */
  filtros: readonly string[];
  /** Buttons beside 'Exportar CSV' ('Prontidão'). */
  acoes: ReactNode;
}

/**
 * Prontidão (docs/decisions/023-prontidao.md): the open requests of the next days by day and room, with their
 * pendências and who holds them, counters that filter, 'Resumo do pedido', Histórico and Anotações; printed as the
 * 'Mapa de pendências', and today's as the day map, one page per room.
 */
export function ProntidaoView({ query, janela, centros, filtros, acoes }: Props) {
  const { rows, ctx } = useLinhasGerente(query.data?.rows, true);
  const prontidao = useProntidao(rows, ctx, janela, centros);
  const linhas = prontidao.linhas;
  const [escolhido, setFiltro] = useState<FiltroProntidao>(null);
  const [active, setActive] = useState<DialogoGerente | null>(null);
  const [mapa, setMapa] = useState(false);
  const fimDoMapa = useCallback(() => setMapa(false), []);
  const totais = useMemo(() => contadores(linhas ?? []), [linhas]);
  // A counter that a reload took away (its last request resolved) filters no more: its button is gone too.
  const filtro = filtroVigente(escolhido, totais);
  const visiveis = useMemo(() => (linhas ? filtrarProntidao(linhas, filtro) : undefined), [linhas, filtro]);
  const hoje = saoPauloIsoDay();
  const grupos = useCallback((l: LinhaProntidao) => gruposDaLinha(l, hoje), [hoje]);
  const columns = useMemo(
    () =>
      prontidaoColumns((action, row) => {
        if (action === 'resumo' || action === 'historico' || action === 'anotacoes') setActive({ action, row });
      }),
    [],
  );
  const impressos = [
    ...filtros,
    janelaImpressa(janela),
    ...(filtro ? [`${filtro.por === 'pendencia' ? 'Pendência' : 'Com o pedido'}: ${filtro.rotulo}`] : []),
  ];
  return (
    <>
      {linhas ? (
        <ProntidaoContadores
          pendencias={totais.pendencias}
          detentores={totais.detentores}
          filtro={filtro}
          onFiltro={setFiltro}
        />
      ) : null}
      <DataTableShell
        caption="Prontidão dos pedidos"
        rows={visiveis}
        columns={columns}
        isLoading={query.isLoading || (query.data !== undefined && linhas === undefined)}
        error={query.error ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        emptyMessage="Sem pedidos"
        rowsPerPage={100}
        omitted={query.data?.omitted}
        exportacao={{ tela: 'Mapa de pendências', arquivo: 'mapa-de-pendencias', filtros: impressos }}
        grupos={grupos}
        acoes={
          <>
            {acoes}
            <Button
              type="button"
              label="Imprimir mapa do dia"
              icon="pi pi-print"
              outlined
              size="small"
              disabled={!visiveis}
              onClick={() => setMapa(true)}
            />
          </>
        }
      />
      {mapa && visiveis ? (
        <ProntidaoMapaDoDia linhas={visiveis} hoje={hoje} areas={prontidao.areas} onDone={fimDoMapa} />
      ) : null}
      <GerenteDialogHost active={active} onClose={() => setActive(null)} />
    </>
  );
}
