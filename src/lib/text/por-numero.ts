// Words that agree with their number: 'Colunas (1 oculta)', '2 escolhidos', '1 UNIDADE'. A text of our own never
// writes '(s)' for the reader to resolve (docs/decisions.md 'Words by number').

/** `singular` for exactly one, `plural` for any other count (zero included, as Portuguese says '0 escolhidos'). */
export function porNumero(n: number, singular: string, plural: string): string {
  return n === 1 ? singular : plural;
}

/** A catalogue's unit written for both numbers ('UNIDADE(S)', 'frasco(s)', 'BOLSA(ES)') made to agree with `n`. */
export function unidadePorNumero(descricao: string, n: number): string {
  const partes = /^(.*\S)\((e?s)\)$/i.exec(descricao.trim());
  if (!partes) return descricao;
  const [, base = '', sufixo = ''] = partes;
  return n === 1 ? base : `${base}${sufixo}`;
}
