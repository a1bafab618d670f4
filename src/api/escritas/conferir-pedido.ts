import { fetchHistorico } from '@/api/historico/get-historico';
import { fetchPedido, type PedidoDetail } from '@/api/pedidos/get-pedido';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { ApiError } from '@/lib/http/api-error';
import {
  avisoDeMudanca,
  ESTADO_ILEGIVEL,
  mudancasDoPedido,
  ultimaAlteracao,
  type Autoria,
  type EstadoDoPedido,
} from './model/estado-do-pedido';

// The check before a write that changes a request's state (docs/decisions/031-pedido-alterado-antes-da-escrita.md):
// the request read again with its documented read (GET /api/pedidoCirurgia/{id}, wizards-and-management.md §7), for an
// opinion the area's opinion read again as its list shows it, compared with what the screen showed
// (./model/estado-do-pedido.ts); changed, the history (GET /logpedido/{id}) says by whom and when.

/** What a write's decision rests on, as the screen showed it. */
export interface Conferencia {
  pedidoId: number;
  visto: EstadoDoPedido;
  /** The area's opinion now, as the list shows it (an opinion's write); absent, the opinion is not compared. */
  lerParecer?: () => Promise<string | null>;
}

/** The request changed since the screen showed it: nothing was written. Its message is what the user reads. */
export class PedidoAlterado extends ApiError {
  /** The state read, which the user has now been told of. */
  readonly atual: EstadoDoPedido;

  constructor(mensagem: string, atual: EstadoDoPedido) {
    super(409, mensagem);
    this.name = 'PedidoAlterado';
    this.atual = atual;
  }
}

/** The fields of the request's full read the decision rests on. */
function estadoDoDetalhe(p: PedidoDetail): EstadoDoPedido {
  return {
    ...ESTADO_ILEGIVEL,
    statusId: p.status?.id ?? null,
    status: p.status?.descricao ?? null,
    alteracaoStatus: p.dataHoraAlteracaoStatus,
    dataHoraSugerida: p.dataHoraSugerida,
    salaCirurgia: p.salaCirurgia,
  };
}

/** The reads of the check (the back-ends themselves unless a test names others). */
interface LeiturasDoPedido {
  pedido: (id: number) => Promise<EstadoDoPedido>;
  autoria: (id: number) => Promise<Autoria | null>;
  hoje: () => string;
}

const PADRAO: LeiturasDoPedido = {
  pedido: async (id) => estadoDoDetalhe(await fetchPedido(id)),
  autoria: async (id) => ultimaAlteracao((await fetchHistorico(id)).rows),
  hoje: () => saoPauloIsoDay(),
};

/**
 * The check: null when nothing the decision rests on changed, or when it could not be read (a failed read does not
 * block the write); otherwise the change, in the user's words.
 */
export async function verificarPedido(
  c: Conferencia,
  leituras: LeiturasDoPedido = PADRAO,
): Promise<PedidoAlterado | null> {
  const [pedido, parecer] = await Promise.all([
    leituras.pedido(c.pedidoId).catch(() => ESTADO_ILEGIVEL),
    c.lerParecer ? c.lerParecer().catch(() => null) : Promise.resolve(null),
  ]);
  const atual: EstadoDoPedido = { ...pedido, parecer };
  const mudancas = mudancasDoPedido(c.visto, atual);
  if (!mudancas.length) return null;
  const autoria = await leituras.autoria(c.pedidoId).catch(() => null);
  return new PedidoAlterado(avisoDeMudanca(mudancas, autoria, leituras.hoje()), atual);
}
