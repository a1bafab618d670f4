import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { useDetalhesAnestesia, useItensArea } from '../api/get-detalhes';

/** What the anaesthesia area reads before its opinion: proposed anaesthesia and the evaluation reason. */
function DetalhesAnestesia({ pedidoId }: { pedidoId: number }) {
  const query = useDetalhesAnestesia(pedidoId, true);
  if (query.isLoading) return <p>Carregando...</p>;
  const d = query.data;
  return (
    <dl className="parecer-contexto">
      <dt>Anestesia proposta</dt>
      <dd>{d?.tipoanestesia ?? NAO_INFORMADO}</dd>
      <dt>Motivo da avaliação pré-anestésica</dt>
      <dd>{d?.motivoAvaliacaoAnestesica ?? NAO_INFORMADO}</dd>
    </dl>
  );
}

/** The area's items of the request, eventual ones with their reason. */
export function ItensDaArea({
  origem,
  areaId,
  pedidoId,
}: {
  origem: 'parecer' | 'agenda';
  areaId: number;
  pedidoId: number;
}) {
  const query = useItensArea(origem, areaId, pedidoId, true);
  if (query.isLoading) return <p>Carregando...</p>;
  const itens = query.data ?? [];
  return (
    <section className="parecer-contexto" aria-label="Itens da área técnica">
      <h3>Itens da área técnica</h3>
      {itens.length ? (
        <ul>
          {itens.map((i) => (
            <li key={i.id}>
              {i.descricao ?? NAO_INFORMADO} — {String(i.quantidade ?? 1).replace('.', ',')}
              {i.itemEventual ? ` (eventual: ${i.justificativaEventual ?? NAO_INFORMADO})` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>{NAO_INFORMADO}</p>
      )}
    </section>
  );
}

/** The anaesthesia area sees the anaesthesia details; other areas see their items (§2, §6 'Technical area'). */
export function ParecerContexto({
  anestesia,
  areaId,
  pedidoId,
}: {
  anestesia: boolean;
  areaId: number;
  pedidoId: number;
}) {
  if (anestesia) return <DetalhesAnestesia pedidoId={pedidoId} />;
  return <ItensDaArea origem="parecer" areaId={areaId} pedidoId={pedidoId} />;
}
