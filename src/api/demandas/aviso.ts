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
