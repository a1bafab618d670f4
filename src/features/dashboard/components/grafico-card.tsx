import { Button } from 'primereact/button';
import { memo, useId, useState, type ReactNode } from 'react';
import { LoadingState } from '@/components/data/loading-state';
import { EmptyState, ErrorState } from '@/components/data/query-states';
import { omittedNotice } from '@/components/table/data-table-shell';
import { errorMessage } from '@/lib/http/api-error';
import type { GraficoDef } from '../api/graficos';
import { useGrafico } from '../api/use-grafico';
import { esperaEquipe } from '../model/espera-equipe';
import type { FiltrosDashboard } from '../model/filtros';
import { alturaDoGrafico } from '../model/apresentacao';
import { vazia } from '../model/series';
import { DetalheDialog } from './detalhe-dialog';
import { GraficoCanvas } from './grafico-canvas';
import { LegendaPizza } from './legenda-pizza';
import { TabelaSerie } from './tabela-serie';

const SEM_DADOS = 'Sem dados no período';
const ESCOLHA_EQUIPE = 'Selecione uma equipe para ver os procedimentos realizados.';

/**
 * A chart's card: its title, the chart or its table ('Ver tabela'), the detail dialog of the five that have one, and
 * its own loading, failure (with a retry, the rest of the dashboard unaffected) and 'Sem dados no período'. Memoised:
 * a control changed re-renders it only once the filters are applied.
 */
export const GraficoCard = memo(function GraficoCard({ def, filtros }: { def: GraficoDef; filtros: FiltrosDashboard }) {
  const tituloId = useId();
  const query = useGrafico(def, filtros);
  const [tabela, setTabela] = useState(false);
  const [detalhe, setDetalhe] = useState(false);
  const semEquipe = esperaEquipe(def, filtros);
  const serie = query.data;
  const comDados = !semEquipe && !query.isError && serie !== undefined && !vazia(serie);

  let corpo: ReactNode;
  if (semEquipe) corpo = <EmptyState message={ESCOLHA_EQUIPE} />;
  else if (query.isError)
    corpo = <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else if (serie === undefined) corpo = <LoadingState />;
  else if (vazia(serie)) corpo = <EmptyState message={SEM_DADOS} />;
  else if (tabela) corpo = <TabelaSerie titulo={def.titulo} coluna={def.coluna} serie={serie} />;
  else
    corpo = (
      <div className="grafico__desenho">
        <div className="grafico__canvas" style={{ height: `${alturaDoGrafico(def.tipo, serie)}rem` }}>
          <GraficoCanvas tipo={def.tipo} serie={serie} titulo={def.titulo} />
        </div>
        {def.tipo === 'pizza' ? <LegendaPizza titulo={def.titulo} serie={serie} /> : null}
      </div>
    );

  return (
    <section
      className={`grafico grafico--${def.tipo}`}
      aria-labelledby={tituloId}
      aria-busy={query.isFetching}
      data-grafico={def.id}
    >
      <header className="grafico__cabecalho">
        <h2 id={tituloId}>{def.titulo}</h2>
        {comDados ? (
          <div className="grafico__acoes">
            <Button
              type="button"
              size="small"
              text
              icon={tabela ? 'pi pi-chart-bar' : 'pi pi-table'}
              label={tabela ? 'Ver gráfico' : 'Ver tabela'}
              onClick={() => setTabela((t) => !t)}
            />
            {def.detalhe ? (
              <Button
                type="button"
                size="small"
                outlined
                icon="pi pi-list"
                label="Detalhes"
                aria-label={`Detalhes: ${def.detalhe}`}
                onClick={() => setDetalhe(true)}
              />
            ) : null}
          </div>
        ) : null}
      </header>
      <div className="grafico__corpo">{corpo}</div>
      {comDados && serie.omitidos > 0 ? (
        <p className="grafico__omitidos" role="status">
          {omittedNotice(serie.omitidos)}
        </p>
      ) : null}
      {detalhe && def.detalhe && serie ? (
        <DetalheDialog titulo={def.detalhe} coluna={def.coluna} serie={serie} onClose={() => setDetalhe(false)} />
      ) : null}
    </section>
  );
});
