import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { useMemo, useState } from 'react';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { DataTableShell } from '@/components/table/data-table-shell';
import { errorMessage } from '@/lib/http/api-error';
import { usePedidosResidentes } from '../api/get-pedidos';
import { ListFiltersBar } from '../components/list-filters';
import { pedidoColumns } from '../components/pedido-columns';
import { PedidoDialogs, type ActiveAction } from '../components/pedido-dialogs';
import { useFilteredRows } from '../hooks/use-filtered-rows';

/** /admin/pedidosResidentes: the team's residents' requests, optionally one resident's. */
export function PedidosResidentesPage() {
  const profissional = useRequiredProfissional();
  const equipeId = profissional.equipe_id ?? 0;
  const config = useQuery(configuracoesQuery()).data;
  const residentes = useCatalogue('residente', equipeId).data ?? [];
  const [residente, setResidente] = useState<number | null>(null);
  const query = usePedidosResidentes(equipeId, residente);
  const { filters, update, filtered } = useFilteredRows(query.data, config?.statusCancelado);
  const [active, setActive] = useState<ActiveAction | null>(null);
  const columns = useMemo(() => pedidoColumns((action, row) => setActive({ action, row }), true), []);
  return (
    <section className="page" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Pedidos de Residentes</h1>
        <div className="field field--inline">
          <label htmlFor="filtro-residente">Residente</label>
          <Dropdown
            inputId="filtro-residente"
            value={residente}
            options={residentes}
            optionLabel="nome"
            optionValue="id"
            placeholder="Todos os residentes"
            showClear
            onChange={(e) => setResidente(typeof e.value === 'number' ? e.value : null)}
          />
        </div>
      </div>
      <ListFiltersBar filters={filters} onChange={update} showRequisitante />
      <DataTableShell
        caption="Pedidos de residentes"
        rows={filtered}
        columns={columns}
        isLoading={query.isLoading}
        error={query.error ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        emptyMessage="Sem pedidos"
      />
      <PedidoDialogs active={active} onClose={() => setActive(null)} />
    </section>
  );
}
