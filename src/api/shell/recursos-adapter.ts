// The one place that decides what /api/configuracoesRecursoSistema means (docs/decisions.md, 'resources'). The
// specification names only impressaoPedidoInternacao and says that a care modality's recursosBloqueados lists
// resource ids; which ids mean the admission and the anaesthetic evaluation it leaves open. Pointing the app at the
// real back-end means editing the names below.
import { unexpectedResponse } from '@/lib/http/parse-response';
import { isRecord, readFlag, readId, readIdList, readList, readText } from '@/lib/schema/normalise';

const ENDPOINT = 'GET /api/configuracoesRecursoSistema';

/** What the screens need of the resource configuration. */
export interface ConfiguracoesRecurso {
  /** Whether the admission request is printed (the print menu's Pedido de Internação). */
  impressaoPedidoInternacao: boolean | null;
  /** The resource id a modality blocks to mean 'no admission'. */
  recursoInternacao: number | null;
  /** The resource id a modality blocks to mean 'no anaesthetic evaluation'. */
  recursoAvaliacaoAnestesica: number | null;
  recursosBloqueados: number[];
}

/** Key names accepted for each resource, first match wins. */
const RECURSO_KEYS = {
  impressaoPedidoInternacao: [
    'impressaoPedidoInternacao',
    'imprimePedidoInternacao',
    'recursoImpressaoPedidoInternacao',
  ],
  recursoInternacao: ['recursoInternacao', 'idRecursoInternacao', 'recursoLeito'],
  recursoAvaliacaoAnestesica: ['recursoAvaliacaoAnestesica', 'idRecursoAvaliacaoAnestesica', 'recursoAnestesia'],
  recursosBloqueados: ['recursosBloqueados', 'recursosBloqueadosPadrao'],
} as const;

/** When the back-end sends a list of resources instead, each is recognised by its description. */
const RECURSO_DESCRICOES = {
  recursoInternacao: /INTERNA[CÇ]/i,
  recursoAvaliacaoAnestesica: /ANEST/i,
  impressaoPedidoInternacao: /IMPRESS/i,
} as const;

function first(data: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) if (data[key] !== undefined && data[key] !== null) return data[key];
  return undefined;
}

function fromList(list: unknown[]): ConfiguracoesRecurso {
  const entries = list
    .filter(isRecord)
    .map((r) => ({ id: readId(r.id), descricao: readText(r.descricao ?? r.nome) ?? '', r }));
  const find = (pattern: RegExp, skip?: RegExp) =>
    entries.find((e) => pattern.test(e.descricao) && !(skip && skip.test(e.descricao)));
  const impressao = find(RECURSO_DESCRICOES.impressaoPedidoInternacao);
  const internacao = find(RECURSO_DESCRICOES.recursoInternacao, RECURSO_DESCRICOES.impressaoPedidoInternacao);
  const avaliacao = find(RECURSO_DESCRICOES.recursoAvaliacaoAnestesica);
  return {
    impressaoPedidoInternacao: impressao ? (readFlag(impressao.r.ativo ?? impressao.r.valor) ?? true) : null,
    recursoInternacao: internacao?.id ?? null,
    recursoAvaliacaoAnestesica: avaliacao?.id ?? null,
    recursosBloqueados: [],
  };
}

/** The resource configuration in any of the forms above; a body that is neither object nor list is an ApiError. */
export function readRecursos(data: unknown): ConfiguracoesRecurso {
  const list = readList(data);
  if (list) return fromList(list);
  if (!isRecord(data)) throw unexpectedResponse(ENDPOINT);
  return {
    impressaoPedidoInternacao: readFlag(first(data, RECURSO_KEYS.impressaoPedidoInternacao)),
    recursoInternacao: readId(first(data, RECURSO_KEYS.recursoInternacao)),
    recursoAvaliacaoAnestesica: readId(first(data, RECURSO_KEYS.recursoAvaliacaoAnestesica)),
    recursosBloqueados: readIdList(first(data, RECURSO_KEYS.recursosBloqueados)) ?? [],
  };
}
