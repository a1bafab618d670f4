import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useRequiredProfissional } from '@/api/session/session-store';
import { DataTableShell } from '@/components/table/data-table-shell';
import { wizardRuns } from '@/config/wizard-runs';
import { errorMessage } from '@/lib/http/api-error';
import type { ParsedList } from '@/lib/http/parse-response';
import type { GerenteRow } from '../api/gerente-row';
import { useLinhasGerente } from '../hooks/use-linhas-gerente';
import type { AcaoGerente } from '../model/acoes';
import { GERENTE_FILTERS, GERENTE_SEARCH, opcoesFiltros } from '../model/colunas-filtros';
import type { LinhaGerente } from '../model/linhas';
import { gerenteColumns } from './gerente-columns';
import { GerenteDialogHost } from './gerente-dialog-host';
import { GerenteLegenda } from './gerente-legenda';
import type { DialogoGerente } from './gerente-dialogs';
import { useNavegar } from '@/lib/router/navegar';

interface Props {
  query: UseQueryResult<ParsedList<GerenteRow>>;
  observador: boolean;
  /** The screen's filters in use, for the print header ('Período: …'). */
  filtros?: readonly string[];
  /** Buttons beside 'Exportar CSV' ('Prontidão'). */
  acoes?: ReactNode;
  /** The rows' region, where the screen's 'Ir para a lista' leads. */
  conteudoId?: string;
}

const PEDIDOS_CIRURGIAS = { tela: 'Pedidos de Cirurgias', arquivo: 'pedidos-cirurgias' };

/** The manager table: 10 a page, 'Sem pedidos', a filter per column, tags, SLA and status dots, row actions. */
export function GerenteList({ query, observador, filtros, acoes, conteudoId }: Props) {
  const navigate = useNavegar();
  const usuario = String(useRequiredProfissional().userid);
  const [active, setActive] = useState<DialogoGerente | null>(null);
  const { rows, ctx } = useLinhasGerente(query.data?.rows, observador);
  const options = useMemo(() => opcoesFiltros(rows ?? []), [rows]);
  const columns = useMemo(
    () =>
      gerenteColumns(ctx, (action: AcaoGerente, row: LinhaGerente) => {
        if (action === 'conferencia' || action === 'reagendar') {
          const modo = action === 'conferencia' ? 'conferencia' : 'reagendamento';
          navigate(wizardRuns.gerente({ id: row.id, codigo: row.codigo }, modo));
          return;
        }
        setActive({ action, row });
      }),
    [ctx, navigate],
  );
  return (
    <>
      <DataTableShell
        caption="Pedidos de cirurgias"
        rows={rows}
        columns={columns}
        isLoading={query.isLoading}
        error={query.error ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        emptyMessage="Sem pedidos"
        rowsPerPage={10}
        filters={GERENTE_FILTERS}
        filterOptions={options}
        search={GERENTE_SEARCH}
        omitted={query.data?.omitted}
        columnChooser={{ table: 'pedidosCirurgia', usuario }}
        exportacao={{ ...PEDIDOS_CIRURGIAS, filtros }}
        acoes={acoes}
        conteudoId={conteudoId}
      />
      {/* Under the rows, on screen: above them it pushed the first row down (docs/decisions/033-o-que-o-gerente-ve.md). */}
      <GerenteLegenda />
      <GerenteDialogHost active={active} onClose={() => setActive(null)} />
    </>
  );
}
