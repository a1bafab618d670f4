// The list filters' toggles (wizards-and-management.md §4 'Filter toggles', §5 'Manager dialogs').

/** The virtual campaign 'Rotina' (requests without a campaign), id 0. */
export const ROTINA = 0;

/** 'Rotina' alone or other campaigns: the newly picked kind wins over what was there. */
export function escolherCampanhas(anterior: readonly number[], escolhidas: readonly number[]): number[] {
  const novas = escolhidas.filter((id) => !anterior.includes(id));
  if (novas.includes(ROTINA)) return [ROTINA];
  if (novas.length) return escolhidas.filter((id) => id !== ROTINA);
  return [...escolhidas];
}

/** A centre toggle button: a selected centre is deselected unless it is the last one. */
export function alternarCentro(centros: readonly number[], id: number): number[] {
  if (!centros.includes(id)) return [...centros, id];
  return centros.length > 1 ? centros.filter((c) => c !== id) : [...centros];
}
