import { pedidoReagendado } from '../model/messages';
import { CONFERENCIA } from './conferencia';
import { NOVO_PEDIDO } from './novo-pedido';
import type { RunSpec } from './run-spec';

/** The manager's reschedule of a stored request (§4 'Reschedule'), opened at Cirurgia. */
export const REAGENDAMENTO: RunSpec = {
  ...CONFERENCIA,
  id: 'reagendamento',
  // wizards-and-management.md §2 'Request wizard shell'.
  titulo: (codigo) => `Reagendamento Pedido nº ${codigo ?? '...'}`,
  start: 'cirurgia',
  cancelPergunta: 'Sair do reagendamento sem salvar?',
  // Saved, back to Pedidos de Cirurgias with its filters, as the conference (docs/decisions/033-o-que-o-gerente-ve.md).
  submission: {
    ...CONFERENCIA.submission,
    botao: NOVO_PEDIDO.submission.botao,
    concluido: { path: CONFERENCIA.submission.concluido.path, mensagem: pedidoReagendado },
  },
};
