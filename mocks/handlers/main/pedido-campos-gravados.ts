// The documented fields of PUT /api/pedidoCirurgia/{id} (wizards-and-management.md §3 'Request') that the request
// read back must carry: a field sent and not stored made the manager's conference refuse a request just made
// ('Informe se é ou não uma cirurgia oncológica.', §4 'Final checks').
import { lerDataHora } from '../../datas-documentadas';
import { readFlag, readId, readText } from '@/lib/schema/normalise';
import type { MockPedido } from '../../db/pedido-types';

/** A list field as sent: its JSON text (form-encoded PUT), or the list itself (a JSON body). */
function lista(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || !value.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return value.split(',');
  }
}

const campo = (item: unknown, ...nomes: string[]): unknown =>
  item && typeof item === 'object' ? nomes.map((n) => Reflect.get(item, n)).find((v) => v !== undefined) : undefined;

function secundarios(value: unknown): MockPedido['procedimentoSecundario'] {
  return lista(value).flatMap((s) => {
    const procedimento = readId(campo(s, 'id', 'procedimento') ?? s);
    if (procedimento === null) return [];
    return [{ procedimento, quantidade: readId(campo(s, 'quantidade')) ?? 1 }];
  });
}

const oncologica = (value: unknown): MockPedido['eOncologica'] => {
  const id = readId(value);
  if (id === 1 || id === 2) return id === 1 ? '1' : '2';
  const flag = readFlag(value);
  if (flag === null) return null;
  return flag ? '1' : '2';
};

/**
 * The fields of the body that the request's other setters do not store, each only when sent (a blank is 'none'):
 * what the wizard sent is what GET /api/pedidoCirurgia/{id} returns.
 */
export function gravarCamposDocumentados(pedido: MockPedido, body: Record<string, unknown>): void {
  const enviado = (k: string) => k in body;
  if (enviado('cidSecundario')) {
    pedido.cidSecundario = lista(body.cidSecundario).flatMap((c) => readId(campo(c, 'id') ?? c) ?? []);
  }
  if (enviado('procedimentoSecundario')) pedido.procedimentoSecundario = secundarios(body.procedimentoSecundario);
  if (enviado('necessariaAvaliacaoAnestesica')) {
    pedido.necessariaAvaliacaoAnestesica = readFlag(body.necessariaAvaliacaoAnestesica) ?? false;
  }
  if (enviado('motivoAvaliacaoAnestesica')) pedido.motivoAvaliacaoAnestesica = readText(body.motivoAvaliacaoAnestesica);
  if (enviado('eOncologica')) pedido.eOncologica = oncologica(body.eOncologica);
  if (enviado('motivoRejeicao')) pedido.motivoRejeicao = readText(body.motivoRejeicao);
  if (enviado('primeiraConferencia')) {
    pedido.primeiraConferencia = lerDataHora(body.primeiraConferencia) ?? pedido.primeiraConferencia;
  }
  if (enviado('codigoLeitoInternacao')) pedido.codigoLeitoInternacao = readId(body.codigoLeitoInternacao);
  if (enviado('idModeloPedidoCirurgia')) pedido.idModeloPedidoCirurgia = readId(body.idModeloPedidoCirurgia);
  if (enviado('profissionalRequisitante')) {
    pedido.profissionalRequisitante = readId(body.profissionalRequisitante) ?? pedido.profissionalRequisitante;
  }
  if (enviado('equipeRequisitante')) pedido.equipeRequisitante = readId(body.equipeRequisitante);
  if (enviado('ano0')) pedido.ano0 = readText(body.ano0);
  if (enviado('statusInicial')) pedido.statusInicial = readId(body.statusInicial);
}
