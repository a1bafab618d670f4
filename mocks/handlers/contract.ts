// Where the mock is as strict as the specification: a write in another form than the documented one, or with a field
// the contract does not name or without one it does, is refused as a real server would refuse it (so the app's
// writes are proven against the contract, not against a mock that reads whatever it is sent).
import { matchRequestUrl } from 'msw';
import { PEDIDO_CAMPOS } from '@/features/wizard/model/pedido-campos';
import type { Backend } from '../backends';
import type { Chamada } from '../journal';
import { mensagem } from './http-helpers';

/** A write's documented fields (the app's own field list of it): none other is accepted, none may be missing. */
interface CamposDaEscrita {
  backend: Backend;
  method: string;
  path: string;
  campos: readonly string[];
}

const ESCRITAS: readonly CamposDaEscrita[] = [
  // wizards-and-management.md §3 'Request', §4 'Submission of a request (in order)'.
  { backend: 'main', method: 'PUT', path: '/api/pedidoCirurgia/:id', campos: PEDIDO_CAMPOS },
];

/** Any origin: the journal's paths are below their back-end's base. */
const ORIGEM = 'http://contrato.invalid';

function camposRecusados(chamada: Chamada): string | null {
  const escrita = ESCRITAS.find(
    (e) =>
      e.backend === chamada.backend &&
      e.method === chamada.method &&
      matchRequestUrl(new URL(chamada.path, ORIGEM), e.path, ORIGEM).matches,
  );
  if (!escrita) return null;
  const enviados = Object.keys(chamada.body);
  const desconhecidos = enviados.filter((c) => !escrita.campos.includes(c));
  if (desconhecidos.length) return `Campo não documentado: ${desconhecidos.join(', ')}.`;
  const ausentes = escrita.campos.filter((c) => !enviados.includes(c));
  if (ausentes.length) return `Campo obrigatório ausente: ${ausentes.join(', ')}.`;
  return null;
}

/**
 * The refusal of a call that breaks the contract's form, or undefined: a PUT arrives form-encoded (requester-side.md §7:
 * 'PUT requests default to a form-encoded content type'; no PUT of the specification says otherwise), and
 * a documented write carries exactly its documented fields.
 */
export function recusaDoContrato(request: Request, chamada: Chamada): Response | undefined {
  const tipo = request.headers.get('Content-Type') ?? '';
  if (request.method === 'PUT' && tipo.includes('application/json')) {
    return mensagem(415, 'PUT deve ser enviado como formulário (application/x-www-form-urlencoded).');
  }
  const recusa = camposRecusados(chamada);
  return recusa ? mensagem(400, recusa) : undefined;
}
