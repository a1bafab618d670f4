import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useRequiredProfissional } from '@/api/session/session-store';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { LoadingState } from '@/components/data/loading-state';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { usePedidosGerente } from '../api/get-pedidos-gerente';
import { GerenteFiltros } from '../components/gerente-filtros';
import { GerenteList } from '../components/gerente-list';
import { filtrosIniciais, type FiltrosGerente } from '../model/filtros';
import '../components/gerente.css';
import { useDescricaoFiltros } from '@/widgets/filtros/use-descricao-filtros';

/** Default period when the configuration gives none (constants.md names only the key). */
const DIAS_PADRAO = 30;

/** /admin/pedidosCirurgia: the surgical-centre manager's list of requests. */
export function PedidosCirurgiaPage() {
  const profissional = useRequiredProfissional();
  const config = useQuery(configuracoesQuery());
  const observador = profissional.acessoPedidosCirurgia === 'V';
  const dias = config.data?.diasPeriodoFiltroPedidosCirurgia ?? DIAS_PADRAO;
  const iniciais = useMemo(
    () => filtrosIniciais(saoPauloIsoDay(), dias, profissional.centrosCirurgicos),
    [dias, profissional.centrosCirurgicos],
  );
  const [buscados, setBuscados] = useState<FiltrosGerente | null>(null);
  const pronto = !config.isPending;
  const atuais = buscados ?? iniciais;
  const query = usePedidosGerente(pronto ? atuais : null);
  const descricao = useDescricaoFiltros({
    periodo: { inicio: atuais.dataInicio, fim: atuais.dataFim },
    centros: atuais.centros,
    convenios: atuais.convenios,
    campanhas: atuais.campanhas,
    onco: atuais.onco === '1',
  });
  return (
    <section className="page" aria-labelledby="titulo-pagina">
      <div className="page-header">
        <h1 id="titulo-pagina">Pedidos de Cirurgias</h1>
      </div>
      {pronto ? (
        <>
          <GerenteFiltros iniciais={iniciais} centros={profissional.centrosCirurgicos} onBuscar={setBuscados} />
          <GerenteList query={query} observador={observador} filtros={descricao} />
        </>
      ) : (
        <LoadingState />
      )}
    </section>
  );
}
