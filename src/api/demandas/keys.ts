export const demandaKeys = {
  all: ['demandas'] as const,
  minhas: (equipeId: number) => ['demandas', 'minhas', equipeId] as const,
  gerente: (filtros: unknown) => ['demandas', 'gerente', filtros] as const,
  anotacoes: (id: number) => ['demandas', 'anotacoes', id] as const,
  itens: (id: number, grupo: string) => ['demandas', 'itens', id, grupo] as const,
};
