// The patient's name as the public tracking page shows it: the first name and the initials of the others
// ('MARIA APARECIDA DA SILVA' → 'MARIA A. DA S.'). The link's code is the sequential request number, so whoever
// tries the next one must not read a whole name; the patient still recognises their request
// (docs/decisions/012-rastreamento-failure.md, 'What the page shows').

// Brazilian names' joining words, kept whole: an initial of them would read as a name.
const PARTICULAS = new Set(['DA', 'DAS', 'DE', 'DI', 'DO', 'DOS', 'DU', 'E', 'Y']);

/** A letter of any alphabet: a token without one (punctuation, a stray quote or brace) is no name. */
const LETRA = /\p{L}/u;

/** The initial of each part of a joined name: its first letter, whatever punctuation comes before it. */
function inicial(parte: string): string {
  return parte
    .split('-')
    .map((p) => p.match(LETRA)?.[0])
    .filter((letra) => letra !== undefined)
    .map((letra) => `${letra.toLocaleUpperCase('pt-BR')}.`)
    .join('-');
}

/** The first name whole, the joining words ('da', 'dos', 'e' …) whole, every other name as its initial. */
export function nomeReservado(nome: string): string {
  const [primeiro = '', ...resto] = nome
    .trim()
    .split(/\s+/)
    .filter((parte) => LETRA.test(parte));
  const outros = resto.map((parte) => (PARTICULAS.has(parte.toLocaleUpperCase('pt-BR')) ? parte : inicial(parte)));
  return [primeiro, ...outros].join(' ');
}
