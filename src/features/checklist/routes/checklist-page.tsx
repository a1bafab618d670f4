import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { LoadingState } from '@/components/data/loading-state';
import { TooltipArea } from '@/components/data/tooltip-area';
import { DataTableShell } from '@/components/table/data-table-shell';
import { queryTableProps } from '@/components/table/query-table-props';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { ROTINA } from '@/lib/filtros/toggles';
import { useDescricaoFiltros } from '@/widgets/filtros/use-descricao-filtros';
import { useChecklist, type ChecklistRow } from '../api/get-checklist';
import { ChecklistLegenda } from '../components/checklist-legenda';
import { ChecklistFiltros } from '../components/checklist-filtros';
import { checklistColumns } from '../components/checklist-columns';
import { ResumoChecklistDialog } from '../components/resumo-checklist-dialog';
import type { PedidoEscolhido } from '../model/escolhido';
import { checklistPayload, filtrosIniciais, type ChecklistFiltroForm } from '../model/filtros';
import '../checklist.css';

const CHECKLIST = { tela: 'Checklist Geral', arquivo: 'checklist-geral' };

function ChecklistTabela({ iniciais }: { iniciais: ChecklistFiltroForm }) {
  const profissional = useRequiredProfissional();
  const [filtros, setFiltros] = useState(() => checklistPayload(iniciais));
  const query = useChecklist(profissional.profissional_id, filtros);
  const areasCatalogo = useCatalogue('areaTecnica').data;
  const [escolhido, setEscolhido] = useState<PedidoEscolhido | null>(null);
  const descricao = useDescricaoFiltros({
    periodo: { inicio: filtros.dataInicio, fim: filtros.dataFim },
    centros: filtros.centrosCirurgicos.split(',').filter(Boolean).map(Number),
    convenios: filtros.convenios,
    campanhas: filtros.filtrarPedidosSemCampanha ? [ROTINA] : filtros.campanhas,
  });
  const areas = useMemo(() => (areasCatalogo ?? []).map((a) => ({ id: a.id, nome: a.codigo })), [areasCatalogo]);
  const columns = useMemo(
    () =>
      checklistColumns(areas, (row: ChecklistRow) => {
        setEscolhido({ id: row.id, codigo: row.codigo });
      }),
    [areas],
  );
  return (
    <>
      <ChecklistFiltros
        iniciais={iniciais}
        centrosProprios={profissional.centrosCirurgicos}
        onBuscar={(f) => setFiltros(checklistPayload(f))}
      />
      <TooltipArea selector=".parecer-dot">
        <DataTableShell
          caption="Checklist"
          {...queryTableProps(query)}
          emptyMessage="Sem pedidos"
          rowsPerPage={100}
          columns={columns}
          exportacao={{ ...CHECKLIST, filtros: descricao }}
        />
      </TooltipArea>
      {query.data ? <ChecklistLegenda areas={areas} rows={query.data.rows} /> : null}
      {escolhido ? <ResumoChecklistDialog pedido={escolhido} onClose={() => setEscolhido(null)} /> : null}
    </>
  );
}

/** /admin/checkListGeral: the technical areas' opinions on every request of the period, 100 a page. */
export function ChecklistPage() {
  const profissional = useRequiredProfissional();
  const config = useQuery(configuracoesQuery());
  return (
    <section className="page checklist" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Checklist Geral</h1>
      </div>
      {config.isPending ? (
        <LoadingState />
      ) : (
        <ChecklistTabela
          iniciais={filtrosIniciais(
            saoPauloIsoDay(),
            config.data?.diasPeriodoFiltroChecklist,
            profissional.centrosCirurgicos,
          )}
        />
      )}
    </section>
  );
}
