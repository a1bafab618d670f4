import { paths } from '@/config/paths';
import { pedidoConferido } from '../model/messages';
import { ESCRITAS_DA_REVISAO } from '../model/submission';
import { NOVO_PEDIDO } from './novo-pedido';
import type { RunSpec } from './run-spec';

/** The manager's conference of a stored request (spec decision 11), opened at Resumo; Enviar updates the request. */
export const CONFERENCIA: RunSpec = {
  ...NOVO_PEDIDO,
  id: 'conferencia',
  // Named as the reschedule is ('Reagendamento Pedido nº {code}', wizards-and-management.md §2 'Request wizard shell').
  titulo: (codigo) => `Conferência do Pedido nº ${codigo ?? '...'}`,
  start: 'resumo',
  // The manager leaves their own review, not the surgeon's request (docs/decisions/033-o-que-o-gerente-ve.md): back to
  // the list it was opened from, with its filters.
  exitPath: paths.pedidosCirurgia,
  cancelLabel: 'Sair sem salvar',
  cancelPergunta: 'Sair da conferência sem salvar?',
  // The run starts again from its address: the request is read again, as it was when opened.
  recomeco: 'releitura',
  // Back to the list the manager opened it from (spec decision 11), which confirms it by its number.
  submission: {
    ...NOVO_PEDIDO.submission,
    botao: { label: 'Conferir', icon: 'pi pi-check' },
    escritas: ESCRITAS_DA_REVISAO,
    concluido: { path: paths.pedidosCirurgia, mensagem: pedidoConferido },
  },
};
