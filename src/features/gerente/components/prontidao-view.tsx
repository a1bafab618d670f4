import { Button } from 'primereact/button';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { DataTableShell } from '@/components/table/data-table-shell';
import { errorMessage } from '@/lib/http/api-error';
import type { ParsedList } from '@/lib/http/parse-response';
import type { GerenteRow } from '../api/gerente-row';
import { useLinhasGerente } from '../hooks/use-linhas-gerente';
import { useProntidao } from '../hooks/use-prontidao';
import {
  contadores,
  filtrarProntidao,
  filtroVigente,
  JANELAS,
  type FiltroProntidao,
  type Janela,
} from '../model/prontidao';
import { GerenteDialogHost } from './gerente-dialog-host';
import type { DialogoGerente } from './gerente-dialogs';
import { ProntidaoContadores } from './prontidao-contadores';
import { prontidaoColumns } from './prontidao-columns';

interface Props {
  query: UseQueryResult<ParsedList<GerenteRow>>;
  janela: Janela;
  onJanela: (janela: Janela) => void;
  /** The screen's filters in use, for the print header. */
  filtros: readonly string[];
  /** Buttons beside 'Exportar CSV' ('Prontidão'). */
  acoes: ReactNode;
}

const rotuloJanela = (dias: number) => (dias === 1 ? '1 dia' : `${dias} dias`);
const dicaJanela = (dias: number) => (dias === 1 ? 'Hoje e amanhã' : `Hoje e os ${dias} dias seguintes`);

/**
 * Prontidão (docs/decisions/023-prontidao.md): the open requests of the next days with their pendências and who
 * holds them, counters that filter, 'Resumo do pedido', Histórico and Anotações; printed as the 'Mapa de pendências'.
 */
export function ProntidaoView({ query, janela, onJanela, filtros, acoes }: Props) {
  const { rows, ctx } = useLinhasGerente(query.data?.rows, true);
  const linhas = useProntidao(rows, ctx, janela);
  const [escolhido, setFiltro] = useState<FiltroProntidao>(null);
  const [active, setActive] = useState<DialogoGerente | null>(null);
  const totais = useMemo(() => contadores(linhas ?? []), [linhas]);
  // A counter that a reload took away (its last request resolved) filters no more: its button is gone too.
  const filtro = filtroVigente(escolhido, totais);
  const visiveis = useMemo(() => (linhas ? filtrarProntidao(linhas, filtro) : undefined), [linhas, filtro]);
  const columns = useMemo(
    () =>
      prontidaoColumns((action, row) => {
        if (action === 'resumo' || action === 'historico' || action === 'anotacoes') setActive({ action, row });
      }),
    [],
  );
  const impressos = [
    ...filtros,
    `Cirurgias nos próximos: ${rotuloJanela(janela)}`,
    ...(filtro ? [`${filtro.por === 'pendencia' ? 'Pendência' : 'Com o pedido'}: ${filtro.rotulo}`] : []),
  ];
  return (
    <>
      <div className="prontidao-janela" role="group" aria-label="Cirurgias nos próximos">
        <span aria-hidden="true">Cirurgias nos próximos:</span>
        {JANELAS.map((dias) => (
          <Button
            key={dias}
            type="button"
            label={rotuloJanela(dias)}
            size="small"
            outlined={dias !== janela}
            aria-pressed={dias === janela}
            title={dicaJanela(dias)}
            onClick={() => onJanela(dias)}
          />
        ))}
      </div>
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
        acoes={acoes}
      />
      <GerenteDialogHost active={active} onClose={() => setActive(null)} />
    </>
  );
}
