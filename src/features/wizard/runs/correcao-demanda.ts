import { paths } from '@/config/paths';
import { NOVA_DEMANDA } from './nova-demanda';
import type { RunSpec } from './run-spec';

/**
 * The gerente's correction of a saved demand, in the Demandas page instead of its table, opened at Resumo: 'Salvar
 * demanda', and 'Voltar para Demandas' instead of a cancel button.
 */
export const CORRECAO_DEMANDA: RunSpec = {
  ...NOVA_DEMANDA,
  id: 'correcaoDemanda',
  titulo: (codigo) => `Demanda Cirurgica nº ${codigo ?? '...'}`,
  start: 'resumo',
  exitPath: paths.demandas,
  cancelLabel: null,
  submission: { registro: 'demanda', edicao: true },
};
