import { getResponse, http, type HttpHandler } from 'msw';
import { backendDe } from '../backends';
import { registrarChamada } from '../journal';
import { scenarioHandler } from '../scenarios';
import { recusaDoContrato } from './contract';
import { mensagem } from './http-helpers';
import { agendaHandlers } from './main/agenda';
import { areaTecnicaHandlers } from './main/area-tecnica';
import { logHandlers } from './log/history';
import { authHandlers } from './main/auth';
import { catalogueHandlers } from './main/catalogue';
import { dashboardHandlers } from './main/dashboard';
import { gerenteHandlers } from './main/gerente';
import { demandasHandlers } from './main/demandas';
import { pedidosHandlers } from './main/pedidos';
import { shellHandlers } from './main/shell';
import { wizardHandlers } from './main/wizard';
import { wizardCirurgiaHandlers } from './main/wizard-cirurgia';
import { impressaoHandlers } from './main/impressao';
import { pacienteAihHandlers } from './patient/paciente-aih';
import { rastreioHandlers } from './main/rastreio';
import { documentosHandlers } from './systems/documentos';
import { relatoriosDownloadHandlers } from './systems/relatorios-download';

/** Every handler of the four back-ends, scenario faults first. */
const porBackend: HttpHandler[] = [
  scenarioHandler,
  ...authHandlers,
  ...shellHandlers,
  ...catalogueHandlers,
  ...pedidosHandlers,
  ...wizardHandlers,
  ...wizardCirurgiaHandlers,
  ...demandasHandlers,
  ...logHandlers,
  ...impressaoHandlers,
  ...pacienteAihHandlers,
  ...documentosHandlers,
  ...gerenteHandlers,
  ...areaTecnicaHandlers,
  ...dashboardHandlers,
  ...relatoriosDownloadHandlers,
  ...agendaHandlers,
  ...rastreioHandlers,
];

/**
 * The four back-ends as one handler: a call under a back-end's base is recorded in the journal (mocks/journal.ts),
 * refused when it breaks the contract's form (./contract.ts), answered by the handler of its path on that back-end,
 * and answered 404 when that back-end has no such path (a main-API path on the systems base among them), as a real
 * server would. Any other address is not the back-ends' (left to MSW's unhandled-request policy).
 */
export const handlers: HttpHandler[] = [
  http.all(
    ({ request }) => backendDe(new URL(request.url)) !== null,
    async ({ request }) => {
      const alvo = backendDe(new URL(request.url));
      if (!alvo) return undefined;
      const chamada = await registrarChamada(request, alvo.backend, alvo.path);
      const resposta =
        recusaDoContrato(request, chamada) ??
        (await getResponse(porBackend, request)) ??
        mensagem(404, 'Recurso não encontrado neste servidor.');
      chamada.status = resposta.status;
      return resposta;
    },
  ),
];
