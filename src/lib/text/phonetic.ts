// Letter-sound substitutions of Brazilian Portuguese, applied in order after accents and case are removed.
const RULES: readonly [RegExp, string][] = [
  [/[^A-Z ]/g, ''],
  [/\bH/g, ''], // initial silent H: HELENA ~ ELENA
  [/PH/g, 'F'],
  [/TH/g, 'T'],
  [/CH|SH/g, 'X'],
  [/LH/g, 'L'],
  [/NH/g, 'N'],
  [/QU|Q/g, 'K'],
  [/C(?=[EI])/g, 'S'],
  [/C/g, 'K'],
  [/G(?=[EI])/g, 'J'],
  [/W/g, 'V'],
  [/Y/g, 'I'],
  [/Z/g, 'S'],
  [/H/g, ''],
  [/([A-Z])\1+/g, '$1'], // repeated letters
  [/M\b/g, 'N'], // final M ~ N (JOAQUIM ~ JOAQUIN)
];

/** Phonetic key of a text: accents, case, punctuation and repeated letters ignored, sound-alike letters unified. */
export function phoneticKey(text: string): string {
  let key = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/Ç/g, 'S');
  for (const [pattern, replacement] of RULES) key = key.replace(pattern, replacement);
  return key.replace(/\s+/g, ' ').trim();
}

/** True when the needle sounds like part of the haystack (an empty needle matches everything). */
export function phoneticIncludes(haystack: string, needle: string): boolean {
  const n = phoneticKey(needle);
  return n === '' || phoneticKey(haystack).includes(n);
}

/** A matcher for one needle over precomputed haystack keys (tables filtering thousands of rows per keystroke). */
export function createPhoneticMatcher(needle: string): (haystackKey: string) => boolean {
  const n = phoneticKey(needle);
  if (n === '') return () => true;
  return (haystackKey) => haystackKey.includes(n);
}
