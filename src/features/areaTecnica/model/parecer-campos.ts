/** POST /api/parecerAreaTecnica's fields (wizards-and-management.md §7 'Technical area'). */
export const PARECER_CAMPOS = ['justificativa', 'areaTecnica', 'pedidoCirurgia', 'parecerTecnico'] as const;
