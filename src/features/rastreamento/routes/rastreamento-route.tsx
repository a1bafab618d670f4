import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { mountRastreamento } from '../components/rastreamento-screen';

/**
 * /rastreamento/{codigoPedido} inside the app, where a host serves index.html for every path: the same page the
 * standalone rastreamento.html shows (docs/decisions/012-rastreamento-failure.md).
 */
export function RastreamentoRoute() {
  const { codigoPedido = '' } = useParams();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    return root ? mountRastreamento(root, codigoPedido) : undefined;
  }, [codigoPedido]);
  return <div ref={ref} className="rastreio-rota" />;
}
