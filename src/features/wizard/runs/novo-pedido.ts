import { pedidoKeys } from '@/api/pedidos/keys';
import { paths } from '@/config/paths';
import { checkFinal } from '../model/final-checks';
import { MSG, pedidoEnviado } from '../model/messages';
import { ESCRITAS_DO_PEDIDO } from '../model/submission';
import { FALHAS } from '../model/submission-plano';
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
  cancelPergunta: MSG.cancelarPergunta,
  submission: {
    botao: { label: 'Enviar', icon: 'pi pi-send' },
    verificacao: checkFinal,
    aviso: false,
    escritas: ESCRITAS_DO_PEDIDO,
    falhas: { semRegistro: FALHAS.confirmarPedido, com: FALHAS.confirmarPedidoCom },
    // The lists show the submitted request (they are not refetched on every visit); the list it lands on confirms it
    // by its number (docs/decisions.md 'Confirmation of a sent request').
    listas: pedidoKeys.all,
    concluido: { path: paths.meusPedidos, mensagem: pedidoEnviado },
  },
  recomeco: 'formulario',
  demandasDoPaciente: true,
};
