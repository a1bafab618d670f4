/** The twelve access flags of the professional record (wizards-and-management.md §6). */
export const ACCESS_FLAGS = [
  'acessoDashBoard',
  'acessoSalasCirurgicas',
  'acessoMeusPedidos',
  'acessoPedidosResidentes',
  'acessoPedidosCirurgia',
  'acessoChecklistGeral',
  'acessoParecerAreaTecnica',
  'acessoAgendaAreaTecnica',
  'acessoAgendaMedico',
  'acessoDemandaMedico',
  'acessoTodasDemandas',
  'acessoRelatorios',
] as const;
export type AccessFlag = (typeof ACCESS_FLAGS)[number];

/** What the access rules read of a professional: its flags ('S', 'N', 'V' or absent). */
export type AccessFlags = Partial<Record<AccessFlag, string | null>>;
