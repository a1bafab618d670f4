import { Button } from 'primereact/button';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { observadorDePedidos } from '@/config/access';
import { LoadingState } from '@/components/data/loading-state';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { usePedidosGerente } from '../api/get-pedidos-gerente';
import { GerenteFiltros } from '../components/gerente-filtros';
import { GerenteList } from '../components/gerente-list';
import { ProntidaoJanela } from '../components/prontidao-janela';
import { ProntidaoView } from '../components/prontidao-view';
import { filtrosIniciais } from '../model/filtros';
import { lerJanela, type Janela } from '../model/prontidao';
import '../components/gerente.css';
import { FiltrosRecolhidos } from '@/widgets/filtros/filtros-recolhidos';
import { useDescricaoFiltros, useResumoFiltros } from '@/widgets/filtros/use-descricao-filtros';
import { useFiltrosBuscados } from '../hooks/use-filtros-buscados';

/** The rows' region, where 'Ir para a lista' leads. */
const LISTA = 'lista-pedidos-cirurgias';

/** The address' parameter of the readiness view (docs/decisions/023-prontidao.md): its window in days. */
const PRONTIDAO = 'prontidao';

/** /admin/pedidosCirurgia: the surgical-centre manager's list of requests, or its Prontidão (?prontidao=3). */
export function PedidosCirurgiaPage() {
  const profissional = useRequiredProfissional();
  const config = useQuery(configuracoesQuery());
  const observador = observadorDePedidos(profissional);
  const dias = config.data?.diasPeriodoFiltroPedidosCirurgia;
  const iniciais = useMemo(
    () => filtrosIniciais(saoPauloIsoDay(), dias, profissional.centrosCirurgicos),
    [dias, profissional.centrosCirurgicos],
  );
  const { buscados, buscar } = useFiltrosBuscados(profissional.userid);
  const [abertos, setAbertos] = useState(false);
  const [params, setParams] = useSearchParams();
  const prontidao = params.has(PRONTIDAO);
  const janela = lerJanela(params.get(PRONTIDAO));
  // Stable while the address stays: the memoised filters show the window beside the period.
  const mostrarProntidao = useCallback(
    (valor: Janela | null) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        if (valor === null) next.delete(PRONTIDAO);
        else next.set(PRONTIDAO, String(valor));
        return next;
      }),
    [setParams],
  );
  const botao = (
    <Button
      type="button"
      label="Prontidão"
      icon="pi pi-list-check"
      size="small"
      outlined={!prontidao}
      aria-pressed={prontidao}
      onClick={() => mostrarProntidao(prontidao ? null : janela)}
    />
  );
  const pronto = !config.isPending;
  const atuais = buscados ?? iniciais;
  const query = usePedidosGerente(pronto ? atuais : null);
  const usados = {
    periodo: { inicio: atuais.dataInicio, fim: atuais.dataFim },
    centros: atuais.centros,
    convenios: atuais.convenios,
    campanhas: atuais.campanhas,
    onco: atuais.onco === '1',
  };
  const descricao = useDescricaoFiltros(usados);
  const resumo = useResumoFiltros(usados);
  return (
    <section className="page" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Pedidos de Cirurgias</h1>
      </div>
      {pronto ? (
        <>
          <FiltrosRecolhidos
            resumo={resumo}
            aberto={abertos}
            onAlternar={() => setAbertos((a) => !a)}
            lista={LISTA}
            aoLado={prontidao ? <ProntidaoJanela janela={janela} onJanela={mostrarProntidao} /> : null}
          >
            <GerenteFiltros iniciais={atuais} centros={profissional.centrosCirurgicos} onBuscar={buscar} />
          </FiltrosRecolhidos>
          {prontidao ? (
            <ProntidaoView query={query} janela={janela} centros={atuais.centros} filtros={descricao} acoes={botao} />
          ) : (
            <GerenteList query={query} observador={observador} filtros={descricao} acoes={botao} conteudoId={LISTA} />
          )}
        </>
      ) : (
        <LoadingState />
      )}
    </section>
  );
}
