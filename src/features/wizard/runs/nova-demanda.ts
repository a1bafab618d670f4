import { paths } from '@/config/paths';
import { DEMANDA_STEPS } from '../steps/wizard-steps';
import type { RunSpec } from './run-spec';

/** /admin/wizardDemanda: a new demand (§2 'Demand wizard'); the run creates the blank demand it fills. */
export const NOVA_DEMANDA: RunSpec = {
  id: 'novaDemanda',
  titulo: () => 'Demanda Cirurgica',
  steps: DEMANDA_STEPS,
  start: 'paciente',
  exitPath: paths.minhasDemandas,
  cancelLabel: 'Cancelar demanda',
  submission: { registro: 'demanda', edicao: false },
  recomeco: 'formulario',
  // A demand is not turned into another demand.
  demandasDoPaciente: false,
};
