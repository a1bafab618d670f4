import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRequiredProfissional } from '@/api/session/session-store';
import { observadorDePareceres } from '@/config/access';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { TooltipArea } from '@/components/data/tooltip-area';
import { DataTableShell } from '@/components/table/data-table-shell';
import { queryTableProps } from '@/components/table/query-table-props';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { useDescricaoFiltros } from '@/widgets/filtros/use-descricao-filtros';
import { NotasPedidoDialog } from '@/widgets/anotacoes/notas-pedido-panel';
import { fetchPareceres, usePareceres, type ConsultaPareceres } from '../api/get-pareceres';
import { PARECER_FILTERS, PARECER_SEARCH } from '../model/colunas-filtros';
import { filtrosDaConsulta } from '../model/filtros';
import { MAX_LISTA } from '../model/descricao';
import { eAreaOpme } from '../model/area';
import { configDaHabilitacao } from '../model/habilitacao';
import { toLinhas, type LinhaParecer } from '../model/linhas';
import { parecerColumns } from './parecer-columns';
import { ParecerDialog } from './parecer-dialog';
import { FocoDoPonto } from './parecer-ponto';
import { ResumoDialog } from '@/widgets/resumo/resumo-dialog';
import { useAbrirDocumento } from '@/widgets/documentos/use-abrir-documento';

type Aberto =
  | { tipo: 'resumo' | 'anotacoes'; row: LinhaParecer }
  /** With the rows whose dots followed its dot and the list's version when it opened. */
  | { tipo: 'parecer'; row: LinhaParecer; seguintes: number[]; versao: number };

/** The requests whose dots follow a row's on screen, in order (where the focus goes once its opinion was saved). */
function dotsAfter(tabela: HTMLElement | null, id: number): number[] {
  const ids = [...(tabela?.querySelectorAll<HTMLElement>('[data-pedido]') ?? [])].map((d) => Number(d.dataset.pedido));
  return ids.slice(ids.indexOf(id) + 1);
}

/**
 * Where the focus goes after an opinion was saved: the saved row's dot when it still opens the dialog ('Com Parecer',
 * 'Todos'), else the next row's that does; null: the table itself (its dot gone and none after it).
 */
function alvoDoFoco(candidatos: readonly number[], rows: readonly LinhaParecer[] | undefined): LinhaParecer | null {
  const abertas = new Map((rows ?? []).filter((r) => r.habilitacao.habilitado).map((r) => [r.id, r]));
  const id = candidatos.find((c) => abertas.has(c));
  return id === undefined ? null : (abertas.get(id) ?? null);
}

const PARECER_AREA_TECNICA = { tela: 'Parecer Área Técnica', arquivo: 'parecer-area-tecnica' };

/** The opinion table: 100 a page, the area's dot, OPME's eventual items, summary, notes and the opinion dialog. */
export function ParecerList({ consulta, conteudoId }: { consulta: ConsultaPareceres; conteudoId?: string }) {
  const profissional = useRequiredProfissional();
  const config = useQuery(configuracoesQuery()).data;
  const query = usePareceres(profissional.profissional_id, consulta);
  const [aberto, setAberto] = useState<Aberto | null>(null);
  const tabela = useRef<HTMLDivElement>(null);
  // The saved row and the ones after it on screen, and the list's version when its dialog opened: once the list has
  // reloaded, the focus goes to the first whose dot still opens the dialog.
  const [salvo, setSalvo] = useState<{ candidatos: readonly number[]; versao: number } | null>(null);
  const descricao = useDescricaoFiltros(filtrosDaConsulta(consulta.situacao, consulta.corpo));
  const areaId = profissional.areaTecnica_id ?? 0;
  const observador = observadorDePareceres(profissional);
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
  const opme = eAreaOpme(profissional.areaTecnica_codigo);
  const recarregada = salvo !== null && query.dataUpdatedAt > salvo.versao;
  const foco = recarregada ? alvoDoFoco(salvo.candidatos, rows) : null;
  const onFocado = useCallback(() => setSalvo(null), []);
  const focoDoPonto = useMemo(() => ({ foco, onFocado }), [foco, onFocado]);
  // No dot left to take it (the list emptied, or no later row takes an opinion): the table keeps the focus.
  useEffect(() => {
    if (!recarregada || foco !== null) return;
    const table = tabela.current?.querySelector('table');
    if (table) table.tabIndex = -1;
    (table ?? tabela.current)?.focus();
    setSalvo(null);
  }, [recarregada, foco]);
  const versao = query.dataUpdatedAt;
  const onDocumento = useAbrirDocumento();
  const columns = useMemo(
    () =>
      parecerColumns({
        onDocumento,
        area: codigo,
        opme,
        onResumo: (row) => setAberto({ tipo: 'resumo', row }),
        onParecer: (row) => setAberto({ tipo: 'parecer', row, seguintes: dotsAfter(tabela.current, row.id), versao }),
        onAnotacoes: (row) => setAberto({ tipo: 'anotacoes', row }),
      }),
    [codigo, opme, versao, onDocumento],
  );
  const fechar = () => setAberto(null);
  // The area's opinion as the lists show it, whatever the opinion: 'Todos' with the same filters (a row given an
  // opinion elsewhere leaves 'Sem Parecer'; docs/decisions/031-pedido-alterado-antes-da-escrita.md).
  const relerLista = async () =>
    (await fetchPareceres(profissional.profissional_id, { ...consulta, situacao: 'todos' })).rows;
  return (
    <div ref={tabela} tabIndex={-1} className="parecer-tabela">
      <FocoDoPonto.Provider value={focoDoPonto}>
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
            columnChooser={{ table: 'pareceresAreaTecnica', usuario: String(profissional.userid) }}
            exportacao={{ ...PARECER_AREA_TECNICA, filtros: descricao }}
            conteudoId={conteudoId}
          />
        </TooltipArea>
      </FocoDoPonto.Provider>
      {aberto?.tipo === 'resumo' ? <ResumoDialog pedido={aberto.row} onClose={fechar} /> : null}
      {aberto?.tipo === 'anotacoes' ? (
        <NotasPedidoDialog pedidoId={aberto.row.id} codigo={aberto.row.codigo} onClose={fechar} />
      ) : null}
      {aberto?.tipo === 'parecer' ? (
        <ParecerDialog
          pedido={aberto.row}
          relerLista={relerLista}
          max={MAX_LISTA}
          onClose={fechar}
          onSalvo={() => setSalvo({ candidatos: [aberto.row.id, ...aberto.seguintes], versao: aberto.versao })}
        />
      ) : null}
    </div>
  );
}
