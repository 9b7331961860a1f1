/**
 * A light Serbian stemmer for search terms (search keys: lower case, no diacritics): it strips one
 * plural or case ending, so that "laptopovi" finds "laptop" and "televizori" finds "televizor"; search
 * then matches the words that begin with the stem. Only terms of MIN_STEMMED_LENGTH+ letters, and
 * only down to a stem of MIN_STEM_LENGTH letters: shorter words have too many unrelated words that
 * begin like them.
 */
export const MIN_STEMMED_LENGTH = 5;
const MIN_STEM_LENGTH = 4;

// Longest first: the first ending that leaves a long enough stem is stripped.
const ENDINGS = [
  'ovima',
  'evima',
  'ovi',
  'evi',
  'ova',
  'eva',
  'ove',
  'eve',
  'ima',
  'ama',
  'om',
  'em',
  'og',
  'ih',
  'im',
  'i',
  'e',
  'a',
  'u',
  'o',
];

/**
 * The stems of a term: the term without its ending and, where the ending began with i, the stem
 * with c, z or s turned back into k, g or h (a plural's sibilarization: "zvucnici" → "zvucnik").
 * Empty when the term is short or has no ending.
 */
export function serbianStems(term: string): string[] {
  if (term.length < MIN_STEMMED_LENGTH) return [];
  const ending = ENDINGS.find(
    (candidate) => term.endsWith(candidate) && term.length - candidate.length >= MIN_STEM_LENGTH,
  );
  if (!ending) return [];
  const stem = term.slice(0, -ending.length);
  const unsoftened = ending.startsWith('i') ? SIBILARIZED[stem.at(-1)!] : undefined;
  return unsoftened ? [stem, stem.slice(0, -1) + unsoftened] : [stem];
}

const SIBILARIZED: Record<string, string> = { c: 'k', z: 'g', s: 'h' };
