import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { numeroDemanda, type DemandaRow } from '@/api/demandas/demanda-row';
import { useDemandasGerente, type FiltrosDemandas } from '@/api/demandas/get-demandas';
import { demandaEncerrada } from '@/api/demandas/situacao';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { observadorDeDemandas } from '@/config/access';
import { RUN_PARAMS } from '@/config/wizard-runs';
import { DemandaWizardSlot, useDemandaWizardDisponivel } from '@/widgets/slots/demanda-wizard-slot';
import { RowActionsMenu, type RowActionItem } from '@/components/table/row-actions-menu';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { FiltrosRecolhidos } from '@/widgets/filtros/filtros-recolhidos';
import { useDescricaoFiltros, useResumoFiltros } from '@/widgets/filtros/use-descricao-filtros';
import { AnotacoesDemandaDialog } from '../components/anotacoes-demanda-dialog';
import { demandasGerenteColumns } from '../components/demanda-columns';
import { DemandasTable } from '../components/demandas-table';
import { DemandasFiltros } from '../components/demandas-filtros';
import { filtrosIniciais, problemaPeriodo } from '../model/filtros';
import '../components/demandas.css';

/** The rows' region, where 'Ir para a lista' leads. */
const LISTA = 'lista-demandas';

/**
 * /admin/demandas: the managers' demand queue by inclusion period, centre and ONCO, with each demand's notes. A
 * manager may open an open demand in the demand wizard, which replaces the table until 'Voltar para Demandas' or a
 * save; the filters and the page stay as they were (the table stays mounted, hidden).
 */
export function DemandasPage() {
  const profissional = useRequiredProfissional();
  const config = useQuery(configuracoesQuery());
  const dias = config.data?.diasPeriodoFiltroPedidosCirurgia ?? null;
  const [filtros, setFiltros] = useState<FiltrosDemandas | null>(null);
  const atuais = filtros ?? filtrosIniciais(saoPauloIsoDay(), dias, profissional.centrosCirurgicos);
  // The opening period needs the configured days: the first load waits for the settings (or their failure).
  const pronto = filtros !== null || !config.isPending;
  const usados = {
    periodo: { inicio: atuais.dataInicio, fim: atuais.dataFim, nome: 'Período de inclusão' },
    centros: atuais.centrosCirurgicos,
    onco: atuais.eOnco,
  };
  const descricao = useDescricaoFiltros(usados);
  const resumo = useResumoFiltros(usados);
  const [abertos, setAbertos] = useState(false);
  const query = useDemandasGerente(pronto && !problemaPeriodo(atuais) ? atuais : null);
  const [notas, setNotas] = useState<DemandaRow | null>(null);
  const editavel = !observadorDeDemandas(profissional);
  const disponivel = useDemandaWizardDisponivel();
  const corrige = editavel && disponivel;
  // The demand being corrected is in the address (src/config/wizard-runs.ts): a reload or a sign-in resumes it.
  const [params, setParams] = useSearchParams();
  const corrigida = corrige ? Number(params.get(RUN_PARAMS.demanda)) || null : null;
  const [linha, setLinha] = useState<DemandaRow | null>(null);
  const setCorrecao = useCallback(
    (row: DemandaRow | null) => {
      // The row is kept on leaving: the wizard goes with the address, never shown a moment without its row.
      if (row) setLinha(row);
      setParams(row ? { [RUN_PARAMS.demanda]: String(row.id) } : {}, { replace: row === null });
    },
    [setParams],
  );
  const columns = useMemo(
    () =>
      demandasGerenteColumns({
        key: 'acoes',
        header: 'Ações',
        width: '6rem',
        exportValue: false,
        body: (row) => {
          const more: RowActionItem[] = [
            { id: 'anotacoes', label: 'Anotações', icon: 'pi pi-comment', onSelect: () => setNotas(row) },
          ];
          // A cancelled or converted demand is no longer corrected (docs/decisions.md 'demandas').
          if (corrige && !demandaEncerrada(row.status))
            more.push({
              id: 'abrir',
              label: 'Abrir demanda',
              icon: 'pi pi-file-edit',
              onSelect: () => setCorrecao(row),
            });
          return (
            <RowActionsMenu
              primary={[]}
              more={more}
              subject={`demanda ${numeroDemanda(row)}`}
              menuLabel={`Ações da demanda ${numeroDemanda(row)}`}
            />
          );
        },
      }),
    [corrige, setCorrecao],
  );
  const aberta = corrigida !== null;
  return (
    <>
      {corrigida !== null ? (
        <DemandaWizardSlot
          id={corrigida}
          row={linha?.id === corrigida ? linha : null}
          onExit={() => setCorrecao(null)}
        />
      ) : null}
      <div hidden={aberta}>
        <section className="page" aria-labelledby={aberta ? undefined : 'titulo-pagina'}>
          {aberta ? null : (
            <div className="page-header">
              <h1 id="titulo-pagina">Demandas</h1>
            </div>
          )}
          <FiltrosRecolhidos resumo={resumo} aberto={abertos} onAlternar={() => setAbertos((a) => !a)} lista={LISTA}>
            <DemandasFiltros
              value={atuais}
              centros={profissional.centrosCirurgicos}
              onChange={setFiltros}
              periodoPendente={!pronto}
            />
          </FiltrosRecolhidos>
          <DemandasTable
            caption="Demandas"
            query={query}
            columns={columns}
            emptyMessage="Sem demandas"
            exportacao={{ tela: 'Demandas', arquivo: 'demandas', filtros: descricao }}
            conteudoId={LISTA}
          />
          {notas ? (
            <AnotacoesDemandaDialog
              demandaId={notas.id}
              numero={numeroDemanda(notas)}
              editavel={editavel}
              onClose={() => setNotas(null)}
            />
          ) : null}
        </section>
      </div>
    </>
  );
}
