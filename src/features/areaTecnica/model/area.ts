// Which technical area the professional works in, and what it is offered (wizards-and-management.md §4 'Technical
// opinions', §2 'Technical-area agenda').

/**
 * The anaesthesia area: the professional's area is the configured `areaTecnicaAnestesia` (no area, id 0, never is).
 * It reads the anaesthesia agenda and sees the anaesthesia details where other areas see their items.
 */
export function eAreaDeAnestesia(areaId: number, areaTecnicaAnestesia: number | null | undefined): boolean {
  return areaId !== 0 && areaId === areaTecnicaAnestesia;
}

/** OPME by its code: no configuration key names the OPME area (docs/decisions.md). */
const CODIGO_OPME = 'OPME';

/** The OPME area, by the professional's area code in any case: its list shows the requests' eventual items. */
export function eAreaOpme(codigoArea: string | null | undefined): boolean {
  return (codigoArea ?? '').toUpperCase() === CODIGO_OPME;
}

/** The opinions a professional may give: the system's automatic approval (`parecerAprovacaoSistema`) is not one. */
export function opcoesDeParecer<T extends { id: number }>(
  opcoes: readonly T[],
  parecerAprovacaoSistema: number | null | undefined,
): T[] {
  return opcoes.filter((o) => o.id !== parecerAprovacaoSistema);
}
