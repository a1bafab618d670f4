export const pedidoKeys = {
  all: ['pedidos'] as const,
  medico: (profissionalId: number, codigo?: string) => ['pedidos', 'medico', profissionalId, codigo ?? ''] as const,
  residentes: (equipeId: number, residenteId: number | null) =>
    ['pedidos', 'residentes', equipeId, residenteId ?? 0] as const,
  detail: (id: number) => ['pedidos', 'detail', id] as const,
  itens: (id: number, grupo: string) => ['pedidos', 'itens', id, grupo] as const,
  favoritos: (tipo: 'profissional' | 'equipe', id: number) => ['pedidos', 'favoritos', tipo, id] as const,
  historico: (id: number) => ['pedidos', 'historico', id] as const,
  anotacoesMedico: (id: number) => ['pedidos', 'anotacoes-medico', id] as const,
  documentos: (id: number) => ['pedidos', 'documentos', id] as const,
};
