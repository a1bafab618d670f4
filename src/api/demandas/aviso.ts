/**
 * The notice before a new demand (requester-side.md §2 'Minhas Demandas', 'ATENÇÃO!') and before saving one
 * (wizards-and-management.md §2 'Demand wizard', 'ATENCAO!', accent-less as written).
 */
export const AVISO_DEMANDA = {
  tituloLista: 'ATENÇÃO!',
  tituloWizard: 'ATENCAO!',
  botao: 'LI E CONCORDO',
  texto:
    'Uma demanda não é uma solicitação de cirurgia. Pedidos de cirurgia são criados em "Meus pedidos" ou pela ação "Transformar em pedido" em "Minhas Demandas".',
} as const;

/**
 * The search the demand wizard is opened with once the requester agreed to the notice in Minhas Demandas: the notice is
 * shown once per demand, not again before saving (docs/decisions.md 'Demand notice shown once').
 */
export const AVISO_DEMANDA_LIDO = { param: 'aviso', valor: 'lido' } as const;
