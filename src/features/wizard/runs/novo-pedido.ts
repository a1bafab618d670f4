import { paths } from '@/config/paths';
import { PEDIDO_STEPS } from '../steps/wizard-steps';
import { tituloPedido, type RunSpec } from './run-spec';

/** 'Novo pedido' (also from one of the team's models): the run creates a draft request and fills it from Paciente. */
export const NOVO_PEDIDO: RunSpec = {
  id: 'novoPedido',
  titulo: tituloPedido,
  steps: PEDIDO_STEPS,
  start: 'paciente',
  exitPath: paths.meusPedidos,
  cancelLabel: 'Cancelar pedido',
  submission: { registro: 'pedido', edicao: false },
  recomeco: 'formulario',
  demandasDoPaciente: true,
};
