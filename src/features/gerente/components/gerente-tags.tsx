import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { PedidoTags } from '@/components/data/pedido-tags';
import { CellText } from '@/components/table/cell-text';
import type { LinhaGerente } from '../model/linhas';

/** The patient with the row's tags: CONVP (the plan in its tooltip), GMR and ONCO. */
export function PacienteTags({ row }: { row: LinhaGerente }) {
  const plano = row.nomeConvenio ?? NAO_INFORMADO;
  return (
    <span className="paciente-cell">
      <CellText text={row.paciente ?? NAO_INFORMADO} />
      {row.convp ? (
        <span className="tag tag--convp" title={`Saúde suplementar: ${plano}`}>
          CONVP<span className="sr-only"> ({plano})</span>
        </span>
      ) : null}
      <PedidoTags gmr={row.gmr} onco={row.onco} />
    </span>
  );
}
