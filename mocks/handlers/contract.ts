// Where the mock is as strict as the specification: a write in another form than the documented one, or with a field
// the contract does not name or without one it does, is refused as a real server would refuse it (so the app's
// writes are proven against the contract, not against a mock that reads whatever it is sent). Each write's fields are
// the specification's, written in campos-documentados.ts (not the app's lists); where the specification does not say a field may be left out, it must come, and
// where the app leaves one out by design the choice is recorded (docs/decisions.md 'contrato do mock').
import { matchRequestUrl } from 'msw';
import { dataMalformada } from '../datas-documentadas';
import * as C from './campos-documentados';
import type { Backend } from '../backends';
import type { Chamada } from '../journal';
import { mensagem } from './http-helpers';

/** A write's documented fields (campos-documentados.ts): none other is accepted; all but `opcionais` must come. */
interface CamposDaEscrita {
  backend: Backend;
  method: string;
  path: string;
  campos: readonly string[];
  /** Fields that may be left out: the specification's 'optionally', or docs/decisions.md 'contrato do mock'. */
  opcionais?: readonly string[];
  /** The body is multipart/form-data (requester-side.md §7 'Documents'). */
  multipart?: true;
  /** A field holding an object, with that object's own documented fields (all must come). */
  aninhados?: Readonly<Record<string, readonly string[]>>;
}

/** A write without a body (the specification names none): any field is refused. */
const SEM_CORPO: readonly string[] = [];

const todosMenos = (campos: readonly string[], obrigatorios: readonly string[]) =>
  campos.filter((c) => !obrigatorios.includes(c));

const main = (method: string, path: string, campos: readonly string[], extra: Partial<CamposDaEscrita> = {}) => ({
  backend: 'main' as const,
  method,
  path,
  campos,
  ...extra,
});

export const ESCRITAS_DO_CONTRATO: readonly CamposDaEscrita[] = [
  // wizards-and-management.md §3 'Request', §4 'Submission of a request (in order)'.
  main('PUT', '/api/pedidoCirurgia/:id', C.PEDIDO),
  main('POST', '/api/pedidoCirurgia', SEM_CORPO),
  // wizards-and-management.md §7 'Login, reports, password'.
  main('POST', '/api/loginDemanda', C.LOGIN),
  // requester-side.md §7 'Notification, problem report and notes'.
  main('POST', '/api/enviarEmailInformarProblema', C.PROBLEMA),
  main('PUT', '/api/visualizaAnotacao/:id', SEM_CORPO),
  // Patient registration (wizards-and-management.md §3 'New patient', 'Patient, sent', 'Attendance', 'Admission'):
  // of a new patient, the five fields the registration requires (spec README 'New supplementary patient').
  main('POST', '/api/criarPacienteSuplementar', C.NOVO_PACIENTE, {
    opcionais: todosMenos(C.NOVO_PACIENTE, ['nome', 'dataNascimento', 'sexo', 'nomeMae', 'cpf']),
  }),
  main('POST', '/api/paciente', C.PACIENTE),
  main('PUT', '/api/paciente/:id', C.PACIENTE),
  main('POST', '/api/atendimento', C.ATENDIMENTO),
  main('PUT', '/api/atendimento/:id', C.ATENDIMENTO),
  main('POST', '/api/internacao', C.INTERNACAO),
  // An existing request's admission is updated with what was read or typed only (docs/decisions.md 'contrato do mock').
  main('PUT', '/api/internacao/:id', C.INTERNACAO, { opcionais: C.INTERNACAO }),
  // wizards-and-management.md §7 'Request submission and reschedule'.
  main('DELETE', '/api/excluirProcedimentosSecundariosPedidoCirurgia/:id', SEM_CORPO),
  main('DELETE', '/api/excluirItensPedidoCirurgia/:id', SEM_CORPO),
  main('DELETE', '/api/parecerAreaTecnica/:id', SEM_CORPO),
  main('POST', '/api/itemPedidoCirurgia', C.ITEM_PEDIDO, { opcionais: C.ITEM_OPCIONAIS }),
  main('POST', '/api/agendamentoSalaCirurgia', C.AGENDAMENTO),
  // 'with inicioCirurgia (manager) or with inicioCirurgia and finalEfetivoCirurgia (reschedule wizard)'.
  main('PUT', '/api/agendamentoSalaCirurgia/:id', C.AGENDAMENTO, {
    opcionais: todosMenos(C.AGENDAMENTO, ['inicioCirurgia']),
  }),
  // §3 'Status change (manager)', 'Reschedule change': only what the chosen status uses.
  main('PUT', '/api/alterarStatus/:id', C.ALTERACAO_STATUS, {
    opcionais: todosMenos(C.ALTERACAO_STATUS, ['idStatusPedido']),
  }),
  main('PUT', '/api/finalizarTransformacaoDemanda', C.FINALIZAR_DEMANDA),
  main('PUT', '/api/finalizarPedidoUrgenciaEmergencia/:id', SEM_CORPO),
  main('PUT', '/api/aprovacaoAutomaticaModeloPedidoCirurgia/:id', SEM_CORPO),
  main('PUT', '/api/cancelarPedidoMotivo/:id', C.REJEICAO),
  // requester-side.md §3 'Payloads', §7 'Cancel and favourites', 'Documents'.
  main('PUT', '/api/cancelarPedidoCirurgia/:id', C.CANCELAR_PEDIDO),
  main('POST', '/api/favoritarPedidoCirurgia', C.FAVORITAR),
  main('POST', '/api/incluirPedidoCirurgiaPorPedidoFavorito', C.INCLUIR_POR_FAVORITO),
  main('POST', '/api/anotacao', C.ANOTACAO),
  main('DELETE', '/api/anotacaodetail/:id', SEM_CORPO),
  main('POST', '/api/documento', C.DOCUMENTO, { multipart: true }),
  main('DELETE', '/api/documentodetail/:id', SEM_CORPO),
  // requester-side.md §3 'RPH print', 'Surgery notice', 'AIH request'; §7 'RPH and printing'.
  main('PUT', '/api/dadosImpressaoRPH/:id', C.RPH),
  main('PUT', '/api/dadosImpressaoPedidoInternacao/:id/:profissionalId', C.INTERNACAO_IMPRESSAO),
  main('PUT', '/api/dadosImpressaoAvisoCirurgia/:id', C.AVISO),
  // The patient's fields nested under paciente (requester-side.md §3 'Payloads', 'AIH request').
  main('POST', '/api/dadosImpressaoSolicitacaoAIH', C.AIH, {
    aninhados: { paciente: C.AIH_PACIENTE },
  }),
  // wizards-and-management.md §3 'Demand', 'Demand item', 'Demand note'; §7 'Demand'. A manager's correction of a
  // demand sends only what was read or typed (docs/decisions.md 'contrato do mock').
  main('POST', '/api/demanda', SEM_CORPO),
  main('PUT', '/api/demanda/:id', C.DEMANDA, { opcionais: todosMenos(C.DEMANDA, ['salvo']) }),
  main('POST', '/api/itemDemanda', C.ITEM_DEMANDA, { opcionais: C.ITEM_OPCIONAIS }),
  main('PUT', '/api/cancelarDemanda/:id', C.CANCELAR_DEMANDA),
  main('POST', '/api/incluirPedidoCirurgiaPorDemanda', C.INCLUIR_POR_DEMANDA),
  main('POST', '/api/salvarAnotacaoDemanda', C.ANOTACAO_DEMANDA),
  main('DELETE', '/api/removerAnotacaoDemanda/:id', SEM_CORPO),
  // wizards-and-management.md §7 'Technical area'; the log entry (§3 'Log entry') on the logging service.
  main('POST', '/api/parecerAreaTecnica', C.PARECER),
  { backend: 'log', method: 'POST', path: '/logpedido', campos: C.LOG },
];

/** Any origin: the journal's paths are below their back-end's base. */
const ORIGEM = 'http://contrato.invalid';

function escritaDe(chamada: Chamada): CamposDaEscrita | undefined {
  return ESCRITAS_DO_CONTRATO.find(
    (e) =>
      e.backend === chamada.backend &&
      e.method === chamada.method &&
      matchRequestUrl(new URL(chamada.path, ORIGEM), e.path, ORIGEM).matches,
  );
}

function recusaDosCampos(
  corpo: Record<string, unknown>,
  campos: readonly string[],
  opcionais: readonly string[],
  prefixo = '',
): string | null {
  const enviados = Object.keys(corpo);
  const desconhecidos = enviados.filter((c) => !campos.includes(c));
  if (desconhecidos.length) return `Campo não documentado: ${desconhecidos.map((c) => prefixo + c).join(', ')}.`;
  const ausentes = campos.filter((c) => !enviados.includes(c) && !opcionais.includes(c));
  if (ausentes.length) return `Campo obrigatório ausente: ${ausentes.map((c) => prefixo + c).join(', ')}.`;
  return null;
}

const isObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function camposRecusados(escrita: CamposDaEscrita, chamada: Chamada): string | null {
  const recusa = recusaDosCampos(chamada.body, escrita.campos, escrita.opcionais ?? []);
  if (recusa) return recusa;
  for (const [campo, campos] of Object.entries(escrita.aninhados ?? {})) {
    const valor = chamada.body[campo];
    if (!isObjeto(valor)) return `Campo ${campo} deve ser um objeto.`;
    const aninhada = recusaDosCampos(valor, campos, [], `${campo}.`);
    if (aninhada) return aninhada;
  }
  return null;
}

/**
 * The refusal of a call that breaks the contract's form, or undefined: a PUT arrives form-encoded (requester-side.md §7:
 * 'PUT requests default to a form-encoded content type'; no PUT of the specification says otherwise), a document as
 * multipart (requester-side.md §7 'Documents'), and a documented write carries exactly its documented fields.
 */
export function recusaDoContrato(request: Request, chamada: Chamada): Response | undefined {
  const tipo = request.headers.get('Content-Type') ?? '';
  if (request.method === 'PUT' && tipo.includes('application/json')) {
    return mensagem(415, 'PUT deve ser enviado como formulário (application/x-www-form-urlencoded).');
  }
  const escrita = escritaDe(chamada);
  if (!escrita) return undefined;
  if (escrita.multipart && !tipo.includes('multipart/form-data')) {
    return mensagem(415, 'Documento deve ser enviado como multipart/form-data.');
  }
  const recusa = camposRecusados(escrita, chamada);
  if (recusa) return mensagem(400, recusa);
  const data = dataMalformada(chamada.body);
  return data ? mensagem(400, `Data fora da forma documentada: ${data}.`) : undefined;
}
