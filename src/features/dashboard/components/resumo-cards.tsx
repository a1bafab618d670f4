import type { UseQueryResult } from '@tanstack/react-query';
import { formatDateBR } from '@/lib/dates/format';
import { errorMessage } from '@/lib/http/api-error';
import { GRAFICO_TOTAIS } from '../api/graficos';
import { useTotalGeral } from '../api/get-totais';
import { useGrafico } from '../api/use-grafico';
import type { FiltrosDashboard } from '../model/filtros';
import { formatarNumero } from '../model/numeros';
import { DEMANDAS_ACUMULADAS } from '../model/series';

interface CardProps {
  titulo: string;
  valor: number | null | undefined;
  data: string;
  query: Pick<UseQueryResult, 'isError' | 'error' | 'isPending' | 'isPlaceholderData'>;
}

function Card({ titulo, valor, data, query }: CardProps) {
  // While another period loads, the previous period's figure (kept for the charts) is not this period's.
  const carregando = query.isPending || query.isPlaceholderData;
  let texto = formatarNumero(valor ?? 0);
  if (carregando) texto = '…';
  if (query.isError) texto = '—';
  return (
    <li className="resumo-card" aria-busy={carregando}>
      <span className="resumo-card__titulo">{titulo}</span>
      <strong className="resumo-card__valor">{texto}</strong>
      <span className="resumo-card__data">{query.isError ? errorMessage(query.error) : data}</span>
    </li>
  );
}

/** The summary cards: today's requests and the demands accumulated since the beginning (the two GETs), and the requests of the period (the totals' POST, §7). */
export function ResumoCards({ filtros }: { filtros: FiltrosDashboard }) {
  const pedidoHoje = useTotalGeral('apiTotalPedido');
  const demandaTotal = useTotalGeral('apiTotalDemanda');
  // The same query as the combined chart of totals: one call for both.
  const totais = useGrafico(GRAFICO_TOTAIS, filtros);
  const [pedidos] = totais.data?.conjuntos ?? [];
  const periodo = `${formatDateBR(filtros.dataInicio)} a ${formatDateBR(filtros.dataFim)}`;
  const dia = (d: string | null | undefined) => (d ? `em ${formatDateBR(d)}` : '');
  // A total of all time, not of the period beside it.
  const ate = (d: string | null | undefined) => (d ? `todas as datas, até ${formatDateBR(d)}` : 'todas as datas');
  return (
    <ul className="resumo-cards" aria-label="Resumo">
      <Card
        titulo="Pedidos hoje"
        valor={pedidoHoje.data?.totalPedidoHoje}
        data={dia(pedidoHoje.data?.dataInclusao)}
        query={pedidoHoje}
      />
      <Card
        titulo={DEMANDAS_ACUMULADAS}
        valor={demandaTotal.data?.totaldemandaacumulada}
        data={ate(demandaTotal.data?.dataInclusao)}
        query={demandaTotal}
      />
      <Card
        titulo="Pedidos no período"
        valor={pedidos?.valores.reduce((a, b) => a + b, 0)}
        data={periodo}
        query={totais}
      />
    </ul>
  );
}
