// Where the mock is as strict as the specification: a write in another form than the documented one, or with a field
// the contract does not name or without one it does, is refused as a real server would refuse it (so the app's
// writes are proven against the contract, not against a mock that reads whatever it is sent). Each write's fields are
// the app's own field list of it; where the specification does not say a field may be left out, it must come, and
// where the app leaves one out by design the choice is recorded (docs/decisions.md 'contrato do mock').
import { matchRequestUrl } from 'msw';
import { ANOTACAO_CAMPOS } from '@/api/anotacoes/nova-anotacao';
import {
  AGENDAMENTO_CAMPOS,
  ALTERACAO_STATUS_CAMPOS,
  ANOTACAO_DEMANDA_CAMPOS,
  CANCELAR_DEMANDA_CAMPOS,
  DOCUMENTO_CAMPOS,
  INCLUIR_POR_DEMANDA_CAMPOS,
  LOG_CAMPOS,
} from '@/api/escritas/campos';
import { PARECER_CAMPOS } from '@/features/areaTecnica/model/parecer-campos';
import { LOGIN_CAMPOS } from '@/features/auth/model/login-schema';
import { REJEICAO_CAMPOS } from '@/features/gerente/model/status-form';
import { AVISO_CAMPOS } from '@/features/impressao/model/aviso';
import { aihPacienteShape } from '@/features/impressao/model/aih-paciente';
import { AIH_CAMPOS, INTERNACAO_IMPRESSAO_CAMPOS } from '@/features/impressao/model/escritas-campos';
import { RPH_CAMPOS } from '@/features/impressao/model/rph';
import {
  CANCELAR_PEDIDO_CAMPOS,
  FAVORITAR_CAMPOS,
  INCLUIR_POR_FAVORITO_CAMPOS,
} from '@/features/pedidos/model/escritas-campos';
import { PROBLEMA_CAMPOS } from '@/features/shell/model/problema-schema';
import {
  ATENDIMENTO_CAMPOS,
  DEMANDA_CAMPOS,
  FINALIZAR_DEMANDA_CAMPOS,
  INTERNACAO_CAMPOS,
  ITEM_DEMANDA_CAMPOS,
  ITEM_OPCIONAIS,
  ITEM_PEDIDO_CAMPOS,
  NOVO_PACIENTE_CAMPOS,
  PACIENTE_CAMPOS,
} from '@/features/wizard/model/escritas-campos';
import { PEDIDO_CAMPOS } from '@/features/wizard/model/pedido-campos';
import type { Backend } from '../backends';
import type { Chamada } from '../journal';
import { mensagem } from './http-helpers';

/** A write's documented fields (the app's own field list of it): none other is accepted; all but `opcionais` must come. */
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

const ESCRITAS: readonly CamposDaEscrita[] = [
  // wizards-and-management.md §3 'Request', §4 'Submission of a request (in order)'.
  main('PUT', '/api/pedidoCirurgia/:id', PEDIDO_CAMPOS),
  main('POST', '/api/pedidoCirurgia', SEM_CORPO),
  // wizards-and-management.md §7 'Login, reports, password'.
  main('POST', '/api/loginDemanda', LOGIN_CAMPOS),
  // requester-side.md §7 'Notification, problem report and notes'.
  main('POST', '/api/enviarEmailInformarProblema', PROBLEMA_CAMPOS),
  main('PUT', '/api/visualizaAnotacao/:id', SEM_CORPO),
  // Patient registration (wizards-and-management.md §3 'New patient', 'Patient, sent', 'Attendance', 'Admission'):
  // of a new patient, the five fields the registration requires (spec README 'New supplementary patient').
  main('POST', '/api/criarPacienteSuplementar', NOVO_PACIENTE_CAMPOS, {
    opcionais: todosMenos(NOVO_PACIENTE_CAMPOS, ['nome', 'dataNascimento', 'sexo', 'nomeMae', 'cpf']),
  }),
  main('POST', '/api/paciente', PACIENTE_CAMPOS),
  main('PUT', '/api/paciente/:id', PACIENTE_CAMPOS),
  main('POST', '/api/atendimento', ATENDIMENTO_CAMPOS),
  main('PUT', '/api/atendimento/:id', ATENDIMENTO_CAMPOS),
  main('POST', '/api/internacao', INTERNACAO_CAMPOS),
  // An existing request's admission is updated with what was read or typed only (docs/decisions.md 'contrato do mock').
  main('PUT', '/api/internacao/:id', INTERNACAO_CAMPOS, { opcionais: INTERNACAO_CAMPOS }),
  // wizards-and-management.md §7 'Request submission and reschedule'.
  main('DELETE', '/api/excluirProcedimentosSecundariosPedidoCirurgia/:id', SEM_CORPO),
  main('DELETE', '/api/excluirItensPedidoCirurgia/:id', SEM_CORPO),
  main('DELETE', '/api/parecerAreaTecnica/:id', SEM_CORPO),
  main('POST', '/api/itemPedidoCirurgia', ITEM_PEDIDO_CAMPOS, { opcionais: ITEM_OPCIONAIS }),
  main('POST', '/api/agendamentoSalaCirurgia', AGENDAMENTO_CAMPOS),
  // 'with inicioCirurgia (manager) or with inicioCirurgia and finalEfetivoCirurgia (reschedule wizard)'.
  main('PUT', '/api/agendamentoSalaCirurgia/:id', AGENDAMENTO_CAMPOS, {
    opcionais: todosMenos(AGENDAMENTO_CAMPOS, ['inicioCirurgia']),
  }),
  // §3 'Status change (manager)', 'Reschedule change': only what the chosen status uses.
  main('PUT', '/api/alterarStatus/:id', ALTERACAO_STATUS_CAMPOS, {
    opcionais: todosMenos(ALTERACAO_STATUS_CAMPOS, ['idStatusPedido']),
  }),
  main('PUT', '/api/finalizarTransformacaoDemanda', FINALIZAR_DEMANDA_CAMPOS),
  main('PUT', '/api/finalizarPedidoUrgenciaEmergencia/:id', SEM_CORPO),
  main('PUT', '/api/aprovacaoAutomaticaModeloPedidoCirurgia/:id', SEM_CORPO),
  main('PUT', '/api/cancelarPedidoMotivo/:id', REJEICAO_CAMPOS),
  // requester-side.md §3 'Payloads', §7 'Cancel and favourites', 'Documents'.
  main('PUT', '/api/cancelarPedidoCirurgia/:id', CANCELAR_PEDIDO_CAMPOS),
  main('POST', '/api/favoritarPedidoCirurgia', FAVORITAR_CAMPOS),
  main('POST', '/api/incluirPedidoCirurgiaPorPedidoFavorito', INCLUIR_POR_FAVORITO_CAMPOS),
  main('POST', '/api/anotacao', ANOTACAO_CAMPOS),
  main('DELETE', '/api/anotacaodetail/:id', SEM_CORPO),
  main('POST', '/api/documento', DOCUMENTO_CAMPOS, { multipart: true }),
  main('DELETE', '/api/documentodetail/:id', SEM_CORPO),
  // requester-side.md §3 'RPH print', 'Surgery notice', 'AIH request'; §7 'RPH and printing'.
  main('PUT', '/api/dadosImpressaoRPH/:id', RPH_CAMPOS),
  main('PUT', '/api/dadosImpressaoPedidoInternacao/:id/:profissionalId', INTERNACAO_IMPRESSAO_CAMPOS),
  main('PUT', '/api/dadosImpressaoAvisoCirurgia/:id', AVISO_CAMPOS),
  // The patient's fields nested under paciente (requester-side.md §3 'Payloads', 'AIH request').
  main('POST', '/api/dadosImpressaoSolicitacaoAIH', AIH_CAMPOS, {
    aninhados: { paciente: Object.keys(aihPacienteShape) },
  }),
  // wizards-and-management.md §3 'Demand', 'Demand item', 'Demand note'; §7 'Demand'. A manager's correction of a
  // demand sends only what was read or typed (docs/decisions.md 'contrato do mock').
  main('POST', '/api/demanda', SEM_CORPO),
  main('PUT', '/api/demanda/:id', DEMANDA_CAMPOS, { opcionais: todosMenos(DEMANDA_CAMPOS, ['salvo']) }),
  main('POST', '/api/itemDemanda', ITEM_DEMANDA_CAMPOS, { opcionais: ITEM_OPCIONAIS }),
  main('PUT', '/api/cancelarDemanda/:id', CANCELAR_DEMANDA_CAMPOS),
  main('POST', '/api/incluirPedidoCirurgiaPorDemanda', INCLUIR_POR_DEMANDA_CAMPOS),
  main('POST', '/api/salvarAnotacaoDemanda', ANOTACAO_DEMANDA_CAMPOS),
  main('DELETE', '/api/removerAnotacaoDemanda/:id', SEM_CORPO),
  // wizards-and-management.md §7 'Technical area'; the log entry (§3 'Log entry') on the logging service.
  main('POST', '/api/parecerAreaTecnica', PARECER_CAMPOS),
  { backend: 'log', method: 'POST', path: '/logpedido', campos: LOG_CAMPOS },
];

/** Any origin: the journal's paths are below their back-end's base. */
const ORIGEM = 'http://contrato.invalid';

function escritaDe(chamada: Chamada): CamposDaEscrita | undefined {
  return ESCRITAS.find(
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
  return recusa ? mensagem(400, recusa) : undefined;
}
