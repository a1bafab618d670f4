/** One entry of an agenda's colour legend. */
interface ItemLegenda {
  cor: string;
  status: string;
}

/** The legend of the events' status colours: each colour and status once, by status name. */
export function legendaDe(eventos: readonly { cor: string | null; status: string }[]): ItemLegenda[] {
  const itens = new Map<string, ItemLegenda>();
  for (const e of eventos) {
    if (!e.cor) continue;
    const chave = `${e.cor.toLowerCase()}|${e.status}`;
    if (!itens.has(chave)) itens.set(chave, { cor: e.cor, status: e.status });
  }
  return [...itens.values()].sort((a, b) => a.status.localeCompare(b.status, 'pt-BR'));
}
