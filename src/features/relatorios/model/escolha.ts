// Which report the download starts for (wizards-and-management.md §5 'Reports').

const SELECIONE = 'Selecione um relatório!';

type Escolha<T> = { ok: true; relatorio: T } | { ok: false; erro: typeof SELECIONE };

/** The report whose link was chosen; none chosen (or a link no longer listed) must be chosen first. */
export function relatorioEscolhido<T extends { link: string }>(
  relatorios: readonly T[],
  link: string | null | undefined,
): Escolha<T> {
  const relatorio = relatorios.find((r) => r.link === link);
  return relatorio ? { ok: true, relatorio } : { ok: false, erro: SELECIONE };
}
