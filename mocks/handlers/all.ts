import { scenarioHandler } from '../scenarios';
import { areaTecnicaHandlers } from './main/area-tecnica';
import { logHandlers } from './log/history';
import { authHandlers } from './main/auth';
import { catalogueHandlers } from './main/catalogue';
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
  ...rastreioHandlers,
];
