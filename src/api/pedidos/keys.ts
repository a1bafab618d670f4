export const pedidoKeys = {
  all: ['pedidos'] as const,
  medico: (profissionalId: number, codigo?: string) => ['pedidos', 'medico', profissionalId, codigo ?? ''] as const,
  residentes: (equipeId: number, residenteId: number | null) =>
    ['pedidos', 'residentes', equipeId, residenteId ?? 0] as const,
  detail: (id: number) => ['pedidos', 'detail', id] as const,
  itens: (id: number, grupo: string) => ['pedidos', 'itens', id, grupo] as const,
  /** Every favourite list and a favourite's items (what a new favourite makes stale). */
  todosFavoritos: ['pedidos', 'favoritos'] as const,
  favoritos: (tipo: 'profissional' | 'equipe', id: number) => ['pedidos', 'favoritos', tipo, id] as const,
  favoritoItens: (id: number, grupo: string) => ['pedidos', 'favoritos', 'itens', id, grupo] as const,
  historico: (id: number) => ['pedidos', 'historico', id] as const,
  anotacoesMedico: (id: number) => ['pedidos', 'anotacoes-medico', id] as const,
  documentos: (id: number) => ['pedidos', 'documentos', id] as const,
};
