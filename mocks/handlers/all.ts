import { scenarioHandler } from '../scenarios';
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
export const handlers = [
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
