import { type ModelNames, modelRanges } from './latin-names';

/**
 * Serbian is written in two scripts with one-to-one letters (Vuk's alphabet and Gaj's Latin):
 * transliteration is mechanical, except for
 *   - three Latin digraphs (lj, nj, dž) that are two letters in a few words ("injekcija",
 *     "nadživeti"), listed in TWO_LETTER_WORDS;
 *   - words that are not Serbian: brands, models, units and foreign terms stay Latin in Cyrillic
 *     text, as Serbian shops write them ("Фрижидер Gorenje NRK6192, 300 l").
 * Used by the server (a Cyrillic search query becomes Latin) and by the client (the shop shown in
 * Cyrillic). No maintained npm package does both directions with the digraph exceptions.
 */

export type Script = 'latin' | 'cyrillic';

const cyrillicLetters: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'đ',
  е: 'e',
  ж: 'ž',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'ć',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'č',
  џ: 'dž',
  ш: 'š',
};

const latinLetters: Record<string, string> = Object.fromEntries(
  Object.entries(cyrillicLetters).map(([cyrillic, latin]) => [latin, cyrillic]),
);

const CYRILLIC = /[\u0400-\u04FF]/;
const CYRILLIC_LETTER = /[\u0400-\u04FF]/g;

export function hasCyrillic(text: string): boolean {
  return CYRILLIC.test(text);
}

/** "Љубав ЊЕГОШ џем" → "Ljubav NJEGOŠ džem". Letters of other alphabets are left as they are. */
export function cyrillicToLatin(text: string): string {
  return text.replace(CYRILLIC_LETTER, (letter, offset: number) => {
    const lower = letter.toLowerCase();
    const latin = cyrillicLetters[lower];
    if (latin === undefined) return letter;
    if (lower === letter) return latin;
    const next = text[offset + 1] ?? '';
    const wholeWordUpper = next !== '' && next !== next.toLowerCase();
    return wholeWordUpper ? latin.toUpperCase() : latin[0]!.toUpperCase() + latin.slice(1);
  });
}

/** Words whose lj, nj or dž are two letters (prefix + root), by how they start. */
const TWO_LETTER_WORDS = /^(injek|injunk|konjunk|konjug|vanjez|nadž|podž)/i;

/**
 * Units, abbreviations and foreign words a Serbian shop keeps in Latin in Cyrillic text. Brands
 * and model codes are recognised by keepsLatin's rules or passed in by the caller.
 */
// biome-ignore format: one line per kind of word reads better than one word per line
const LATIN_WORDS = new Set([
  'kg', 'g', 'mg', 'l', 'dl', 'ml', 'm', 'cm', 'mm', 'km', // mass, volume, length
  'w', 'kw', 'kwh', 'v', 'hz', 'mhz', 'ghz', 'mah', 'db', // power, frequency, charge, loudness
  'gb', 'tb', 'mb', 'rsd', 'eur', 'inch', // memory, money, screens
  'smart', 'full', 'bluetooth', 'android', 'side', // foreign terms in product names
  'pro', 'max', 'plus', 'ultra', 'mini', 'air', 'lite', 'note', 'serie', 'series', // model lines
  'google', 'analytics', 'tag', 'manager', // services the shop's own pages name
]);

/** Serbian abbreviations written in capitals that are still Serbian words: ПДВ, ПИБ, ЈМБГ. */
const SERBIAN_ABBREVIATIONS = new Set(['PDV', 'PIB', 'JMBG', 'SAD', 'EU']);

/**
 * Whether a word stays Latin in Cyrillic text: digits (A55, 5G, 128GB), letters Serbian lacks
 * (q w x y), a capital after the first letter (LG, JBL, iPhone, TV) unless it is a Serbian
 * abbreviation, or a known unit, foreign word or brand.
 */
export function keepsLatin(word: string, brands: ReadonlySet<string> = NO_BRANDS): boolean {
  if (/\d/.test(word) || /[qwxy]/i.test(word)) return true;
  const lower = word.toLowerCase();
  if (LATIN_WORDS.has(lower) || brands.has(lower)) return true;
  if (SERBIAN_ABBREVIATIONS.has(word)) return false;
  return /\p{Lu}/u.test(word.slice(1));
}

const NO_BRANDS: ReadonlySet<string> = new Set();

/** E-mail addresses and web addresses are never transliterated. */
const ADDRESS = /(\S+@\S+\.\S+|https?:\/\/\S+|www\.\S+)/;
/** A word: letters and digits, joined by inner hyphens, apostrophes or dots ("Wi-Fi", "prodavnica.rs"). */
const WORD = /[\p{L}\p{N}]+(?:[-'’.][\p{L}\p{N}]+)*/gu;

/**
 * "Kombinovani frižider Gorenje NRK6192, 300 l" → "Комбиновани фрижидер Gorenje NRK6192, 300 l"
 * when "gorenje" is among `brands` (lower case); a model of `models` stays Latin after its brand
 * ("Laptop Dell Inspiron 15" → "Лаптоп Dell Inspiron 15"). Idempotent: Cyrillic text comes back
 * unchanged.
 */
export function latinToCyrillic(
  text: string,
  brands: ReadonlySet<string> = NO_BRANDS,
  models: ModelNames = NO_MODELS,
): string {
  return text
    .split(ADDRESS)
    .map((part, index) => (index % 2 === 1 ? part : partToCyrillic(part, brands, models)))
    .join('');
}

const NO_MODELS: ModelNames = new Map();

function partToCyrillic(part: string, brands: ReadonlySet<string>, models: ModelNames): string {
  const kept = modelRanges(part, models);
  return part.replace(WORD, (word, offset: number) =>
    kept.some(([start, end]) => offset >= start && offset < end) ? word : wordToCyrillic(word, brands),
  );
}

function wordToCyrillic(word: string, brands: ReadonlySet<string>): string {
  if (/\p{L}{2,}\.\p{L}{2,}/u.test(word)) return word; // a domain (prodavnica.rs), not "d.o.o"
  if (word.includes('-')) {
    const parts = word.split('-');
    // "Wi-Fi" stays whole; "PDV-om" and "e-pošta" are Serbian.
    if (parts.some((part) => keepsLatin(part, brands))) return word;
    return parts.map((part) => wordToCyrillic(part, brands)).join('-');
  }
  if (keepsLatin(word, brands)) return word;
  const digraphs = !TWO_LETTER_WORDS.test(word);
  let result = '';
  for (let index = 0; index < word.length; index += 1) {
    const pair = word.slice(index, index + 2);
    const pairLetter = digraphs ? latinLetters[pair.toLowerCase()] : undefined;
    if (pair.length === 2 && pairLetter !== undefined) {
      result += pair[0] === pair[0]!.toLowerCase() ? pairLetter : pairLetter.toUpperCase();
      index += 1;
      continue;
    }
    const letter = word[index]!;
    const cyrillic = latinLetters[letter.toLowerCase()];
    result +=
      cyrillic === undefined ? letter : letter === letter.toLowerCase() ? cyrillic : cyrillic.toUpperCase();
  }
  return result;
}
