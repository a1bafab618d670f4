import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { PedidoTags } from '@/components/data/pedido-tags';
import type { LinhaGerente } from '../model/linhas';

/**
 * The patient with the row's tags: CONVP (the plan in its tooltip), GMR and ONCO. The tags follow the name's last
 * word, so the name has the column's whole width for its two lines.
 */
export function PacienteTags({ row }: { row: LinhaGerente }) {
  const plano = row.nomeConvenio ?? NAO_INFORMADO;
  const nome = row.paciente ?? NAO_INFORMADO;
  return (
    <span className="cell-text paciente-fluxo" title={nome}>
      {nome}
      {row.convp ? (
        <span className="tag tag--convp" title={`Saúde suplementar: ${plano}`}>
          CONVP<span className="sr-only"> ({plano})</span>
        </span>
      ) : null}
      <PedidoTags gmr={row.gmr} onco={row.onco} />
    </span>
  );
}
