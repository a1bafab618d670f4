import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useRequiredProfissional } from '@/api/session/session-store';
import { parecerSomenteVisualizacao } from '@/config/access';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { TooltipArea } from '@/components/data/tooltip-area';
import { DataTableShell } from '@/components/table/data-table-shell';
import { queryTableProps } from '@/components/table/query-table-props';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { addDays } from '@/lib/dates/wall-clock';
import { ROTINA } from '@/lib/filtros/toggles';
import { useDescricaoFiltros } from '@/widgets/filtros/use-descricao-filtros';
import { NotasPedidoDialog } from '@/widgets/anotacoes/notas-pedido-panel';
import { usePareceres, type ConsultaPareceres } from '../api/get-pareceres';
import { PARECER_FILTERS, PARECER_SEARCH } from '../model/colunas-filtros';
import { SITUACOES } from '../model/filtros';
import { MAX_LISTA } from '../model/descricao';
import { configDaHabilitacao } from '../model/habilitacao';
import { toLinhas, type LinhaParecer } from '../model/linhas';
import { parecerColumns } from './parecer-columns';
import { ParecerDialog } from './parecer-dialog';
import { ResumoDialog } from '@/widgets/resumo/resumo-dialog';

type Aberto = { tipo: 'resumo' | 'parecer' | 'anotacoes'; row: LinhaParecer };

/** OPME by its code: no configuration key names the OPME area (docs/decisions.md). */
export const CODIGO_OPME = 'OPME';

const PARECER_AREA_TECNICA = { tela: 'Parecer Área Técnica', arquivo: 'parecer-area-tecnica' };

/** The opinion table: 100 a page, the area's dot, OPME's eventual items, summary, notes and the opinion dialog. */
export function ParecerList({ consulta }: { consulta: ConsultaPareceres }) {
  const profissional = useRequiredProfissional();
  const config = useQuery(configuracoesQuery()).data;
  const query = usePareceres(profissional.profissional_id, consulta);
  const [aberto, setAberto] = useState<Aberto | null>(null);
  const f = consulta.corpo.filtros;
  const descricao = useDescricaoFiltros({
    outros: [`Pareceres: ${SITUACOES.find((s) => s.value === consulta.situacao)?.label ?? ''}`],
    // The period's end is sent one day later (docs/decisions.md 'Which requests the three opinion lists hold').
    periodo: { inicio: f.periodoDataInicio, fim: addDays(f.periodoDataFim, -1) },
    centros: f.centrosCirurgicos.split(',').filter(Boolean).map(Number),
    convenios: f.convenios,
    campanhas: f.filtrarPedidosSemCampanha ? [ROTINA] : f.campanhas,
  });
  const areaId = profissional.areaTecnica_id ?? 0;
  const observador = parecerSomenteVisualizacao(profissional);
  const data = query.data?.rows;
  const rows = useMemo(
    () =>
      data &&
      toLinhas(data, {
        areaId,
        observador,
        hoje: saoPauloIsoDay(),
        config: configDaHabilitacao(config),
      }),
    [data, areaId, observador, config],
  );
  const codigo = profissional.areaTecnica_codigo ?? 'Parecer';
  const columns = useMemo(
    () =>
      parecerColumns({
        area: codigo,
        opme: codigo.toUpperCase() === CODIGO_OPME,
        onResumo: (row) => setAberto({ tipo: 'resumo', row }),
        onParecer: (row) => setAberto({ tipo: 'parecer', row }),
        onAnotacoes: (row) => setAberto({ tipo: 'anotacoes', row }),
      }),
    [codigo],
  );
  const fechar = () => setAberto(null);
  return (
    <>
      <TooltipArea selector=".parecer-dot">
        <DataTableShell
          caption="Pareceres da área técnica"
          {...queryTableProps(query)}
          rows={rows}
          emptyMessage="Sem pedidos, filtre um intervalo de datas"
          rowsPerPage={100}
          columns={columns}
          filters={PARECER_FILTERS}
          search={PARECER_SEARCH}
          exportacao={{ ...PARECER_AREA_TECNICA, filtros: descricao }}
        />
      </TooltipArea>
      {aberto?.tipo === 'resumo' ? <ResumoDialog pedido={aberto.row} onClose={fechar} /> : null}
      {aberto?.tipo === 'anotacoes' ? (
        <NotasPedidoDialog pedidoId={aberto.row.id} codigo={aberto.row.codigo} onClose={fechar} />
      ) : null}
      {aberto?.tipo === 'parecer' ? <ParecerDialog pedido={aberto.row} max={MAX_LISTA} onClose={fechar} /> : null}
    </>
  );
}
