// The fields of the requests list's writes (requester-side.md §3 'Payloads'), as their builders send them.

/** PUT /api/cancelarPedidoCirurgia/{id}'s fields (requester-side.md §3 'Cancellation'). */
export const CANCELAR_PEDIDO_CAMPOS = ['motivoCancelamentoSelecionadoId', 'observacoesCancelamento'] as const;

/** POST /api/favoritarPedidoCirurgia's fields (requester-side.md §3 'Favourite'). */
export const FAVORITAR_CAMPOS = ['idProfissional', 'idPedidoCirurgia', 'descricao', 'idEquipe'] as const;

/** POST /api/incluirPedidoCirurgiaPorPedidoFavorito's fields (requester-side.md §3 'Create from favourite'). */
export const INCLUIR_POR_FAVORITO_CAMPOS = ['idProfissional', 'idPedidoCirurgiaFavorito'] as const;
