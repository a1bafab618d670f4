// Letter-sound substitutions of Brazilian Portuguese, applied in order to upper-case, accent-free letters and spaces.
const RULES: readonly (readonly [RegExp, string])[] = [
  [/\bH/g, ''], // silent initial H: HELENA ~ ELENA
  [/Y/g, 'I'], // before the C/G rules, so CY/GY read as CI/GI
  [/W/g, 'V'],
  [/PH/g, 'F'],
  [/TH/g, 'T'],
  [/CH|SH/g, 'X'],
  [/LH/g, 'L'],
  [/NH/g, 'N'],
  [/QU|Q/g, 'K'],
  [/C(?=[EI])/g, 'S'],
  [/C/g, 'K'],
  [/G(?=[EI])/g, 'J'],
  [/Z/g, 'S'],
  [/H/g, ''],
  [/([A-Z])\1+/g, '$1'], // doubled letters: SS, LL, RR …
  [/M\b/g, 'N'], // final M ~ N: JOAQUIM ~ JOAQUIN
];

/**
 * How a needle's last letter may still read once the next letter is typed (C → CE/CH, G → GE, P → PH, S → SH,
 * final M → M inside a word), so that each keystroke keeps the rows the finished word will match.
 */
const PENDING_READINGS: Partial<Record<string, readonly string[]>> = {
  C: ['S', 'X'],
  G: ['J'],
  P: ['F'],
  S: ['X'],
  M: ['M'],
};

const HAS_LETTER = /\p{L}/u;

// Ç loses its cedilla like any accent (GONÇALVES ~ GONCALVES, as names are often typed without it).
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f']/g, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ');
}

function keyOfNormalised(letters: string): string {
  let key = letters;
  for (const [pattern, replacement] of RULES) key = key.replace(pattern, replacement);
  return key.replace(/ {2,}/g, ' ').trim();
}

/**
 * Phonetic key of a text: accents, case, punctuation, digits and doubled letters ignored, sound-alike letters
 * unified (SOUZA ~ SOUSA, THAIS ~ TAIS, CAMILA ~ KAMILLA). Words stay separated by one space.
 */
export function phoneticKey(text: string): string {
  // A text without a letter (a request number, a date) has an empty key: lists index thousands of them.
  if (!HAS_LETTER.test(text)) return '';
  return keyOfNormalised(normalise(text));
}

/** A matcher for one needle over precomputed haystack keys; an empty needle matches everything. */
export function createPhoneticMatcher(needle: string): (haystackKey: string) => boolean {
  const letters = normalise(needle).trimEnd();
  const key = keyOfNormalised(letters);
  if (key === '') return () => true;
  const readings = PENDING_READINGS[letters.slice(-1)] ?? [];
  // The reading is followed by an A (which no rule changes) so that no end-of-word rule applies to it.
  const keys = [key, ...readings.map((r) => keyOfNormalised(`${letters.slice(0, -1)}${r}A`).slice(0, -1))];
  if (keys.length === 1) return (haystackKey) => haystackKey.includes(key);
  return (haystackKey) => keys.some((k) => haystackKey.includes(k));
}

/** True when the needle sounds like part of the haystack (an empty needle matches everything). */
export function phoneticIncludes(haystack: string, needle: string): boolean {
  return createPhoneticMatcher(needle)(phoneticKey(haystack));
}
