import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { numeroDemanda, type DemandaRow } from '@/api/demandas/demanda-row';
import { useDemandasGerente, type FiltrosDemandas } from '@/api/demandas/get-demandas';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { RowActionsMenu } from '@/components/table/row-actions-menu';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { AnotacoesDemandaDialog } from '../components/anotacoes-demanda-dialog';
import { demandasGerenteColumns } from '../components/demanda-columns';
import { DemandasTable } from '../components/demandas-table';
import { DemandasFiltros } from '../components/demandas-filtros';
import { filtrosIniciais, problemaPeriodo } from '../model/filtros';
import '../components/demandas.css';

/** /admin/demandas: the managers' demand queue by inclusion period, centre and ONCO, with each demand's notes. */
export function DemandasPage() {
  const profissional = useRequiredProfissional();
  const config = useQuery(configuracoesQuery());
  const dias = config.data?.diasPeriodoFiltroPedidosCirurgia ?? null;
  const [filtros, setFiltros] = useState<FiltrosDemandas | null>(null);
  const atuais = filtros ?? filtrosIniciais(saoPauloIsoDay(), dias, profissional.centrosCirurgicos);
  // The opening period needs the configured days: the first load waits for the settings (or their failure).
  const pronto = filtros !== null || !config.isPending;
  const query = useDemandasGerente(pronto && !problemaPeriodo(atuais) ? atuais : null);
  const [notas, setNotas] = useState<DemandaRow | null>(null);
  // An observer ('V') sees the notes but adds or deletes none (wizards-and-management.md §6).
  const editavel = profissional.acessoTodasDemandas === 'S';
  const columns = useMemo(
    () =>
      demandasGerenteColumns({
        key: 'acoes',
        header: 'Ações',
        width: '6rem',
        body: (row) => (
          <RowActionsMenu
            primary={[]}
            more={[{ id: 'anotacoes', label: 'Anotações', icon: 'pi pi-comment', onSelect: () => setNotas(row) }]}
            subject={`demanda ${numeroDemanda(row)}`}
            menuLabel={`Ações da demanda ${numeroDemanda(row)}`}
          />
        ),
      }),
    [],
  );
  return (
    <section className="page" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Demandas</h1>
      </div>
      <DemandasFiltros value={atuais} centros={profissional.centrosCirurgicos} onChange={setFiltros} />
      <DemandasTable caption="Demandas" query={query} columns={columns} emptyMessage="Sem demandas" />
      {notas ? (
        <AnotacoesDemandaDialog
          demandaId={notas.id}
          numero={numeroDemanda(notas)}
          editavel={editavel}
          onClose={() => setNotas(null)}
        />
      ) : null}
    </section>
  );
}
