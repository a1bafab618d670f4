import { scenarioHandler } from '../scenarios';
import { logHandlers } from './log/history';
import { authHandlers } from './main/auth';
import { catalogueHandlers } from './main/catalogue';
import { checklistHandlers } from './main/checklist';
import { pedidosHandlers } from './main/pedidos';
import { shellHandlers } from './main/shell';
import { wizardHandlers } from './main/wizard';
import { wizardCirurgiaHandlers } from './main/wizard-cirurgia';

/** Every handler of the four back-ends, scenario faults first. */
export const handlers = [
  scenarioHandler,
  ...authHandlers,
  ...shellHandlers,
  ...catalogueHandlers,
  ...pedidosHandlers,
  ...wizardHandlers,
  ...wizardCirurgiaHandlers,
  ...logHandlers,
  ...checklistHandlers,
];
