import type { UseQueryResult } from '@tanstack/react-query';
import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { ErrorState } from '@/components/data/query-states';
import { useMotivoAvaliacao } from '../api/get-agenda';
import { useDetalhesAnestesia, useItensArea, type ItemArea } from '../api/get-detalhes';

// What an area reads before its opinion (§2 'Technical-area opinions table' and 'Technical-area agenda'). A part that
// failed to load says so with 'Tentar novamente', never 'Não informado', and no opinion is given until it is read
// (DESIGN.md 'Screens': a failure is never an empty screen).
const FALHA_DETALHES = 'Não foi possível carregar os detalhes da anestesia.';
const FALHA_MOTIVO = 'Não foi possível carregar o motivo da avaliação pré-anestésica.';
const FALHA_ITENS = 'Não foi possível carregar os itens desta área.';
/** An item whose quantity could not be read: never drawn as 1 (DESIGN.md 'Screens'). */
const QUANTIDADE_DESCONHECIDA = 'quantidade desconhecida';

type Origem = 'parecer' | 'agenda';

function Falha({ mensagem, query }: { mensagem: string; query: Pick<UseQueryResult, 'refetch'> }) {
  return <ErrorState message={mensagem} onRetry={() => void query.refetch()} />;
}

/** The proposed anaesthesia and the evaluation reason; the row's type of anaesthesia when the details name none. */
function DetalhesAnestesia({ pedidoId, tipoanestesia }: { pedidoId: number; tipoanestesia: string | null }) {
  const query = useDetalhesAnestesia(pedidoId, true);
  if (query.isLoading) return <p>Carregando...</p>;
  if (query.isError) return <Falha mensagem={FALHA_DETALHES} query={query} />;
  const d = query.data;
  return (
    <dl className="parecer-contexto">
      <dt>Anestesia proposta</dt>
      <dd>{d?.tipoanestesia ?? tipoanestesia ?? NAO_INFORMADO}</dd>
      <dt>Motivo da avaliação pré-anestésica</dt>
      <dd>{d?.motivoAvaliacaoAnestesica ?? NAO_INFORMADO}</dd>
    </dl>
  );
}

/** Minha Agenda's anaesthesia event: the row's proposed anaesthesia and the reason read for the event. */
export function AnestesiaDoEvento({ eventoId, tipoanestesia }: { eventoId: number; tipoanestesia: string | null }) {
  const motivo = useMotivoAvaliacao(eventoId, true);
  return (
    <>
      <dl className="parecer-contexto">
        <dt>Anestesia proposta</dt>
        <dd>{tipoanestesia ?? NAO_INFORMADO}</dd>
        {motivo.isError ? null : (
          <>
            <dt>Motivo da avaliação pré-anestésica</dt>
            <dd>{motivo.isLoading ? 'Carregando...' : (motivo.data?.motivoAvaliacaoAnestesica ?? NAO_INFORMADO)}</dd>
          </>
        )}
      </dl>
      {motivo.isError ? <Falha mensagem={FALHA_MOTIVO} query={motivo} /> : null}
    </>
  );
}

const quantidade = (i: ItemArea) =>
  i.quantidade === null ? QUANTIDADE_DESCONHECIDA : String(i.quantidade).replace('.', ',');

/** The area's items of the request, eventual ones with their reason. */
export function ItensDaArea({ origem, areaId, pedidoId }: { origem: Origem; areaId: number; pedidoId: number }) {
  const query = useItensArea(origem, areaId, pedidoId, true);
  if (query.isLoading) return <p>Carregando...</p>;
  if (query.isError) return <Falha mensagem={FALHA_ITENS} query={query} />;
  const itens = query.data ?? [];
  return (
    <section className="parecer-contexto" aria-label="Itens da área técnica">
      <h3>Itens da área técnica</h3>
      {itens.length ? (
        <ul>
          {itens.map((i) => (
            <li key={i.id}>
              {i.descricao ?? NAO_INFORMADO} — {quantidade(i)}
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

/**
 * Whether what the area reads before its opinion failed to load (the list's dialog reads the anaesthesia details
 * or its items, the agenda's event the evaluation reason or its items): the opinion waits for it.
 */
export function useContextoFalhou(
  origem: Origem,
  anestesia: boolean,
  ids: { areaId: number; pedidoId: number },
  ativo = true,
): boolean {
  const { areaId, pedidoId } = ids;
  const detalhes = useDetalhesAnestesia(pedidoId, ativo && anestesia && origem === 'parecer');
  const motivo = useMotivoAvaliacao(pedidoId, ativo && anestesia && origem === 'agenda');
  const itens = useItensArea(origem, areaId, pedidoId, ativo && !anestesia);
  return detalhes.isError || motivo.isError || itens.isError;
}

/** The anaesthesia area sees the anaesthesia details; other areas see their items (§2, §6 'Technical area'). */
export function ParecerContexto({
  anestesia,
  areaId,
  pedidoId,
  tipoanestesia,
}: {
  anestesia: boolean;
  areaId: number;
  pedidoId: number;
  tipoanestesia: string | null;
}) {
  if (anestesia) return <DetalhesAnestesia pedidoId={pedidoId} tipoanestesia={tipoanestesia} />;
  return <ItensDaArea origem="parecer" areaId={areaId} pedidoId={pedidoId} />;
}
