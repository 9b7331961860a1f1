import { describe, expect, it } from 'vitest';
import { type ShopText, shopTexts } from './shop-texts';

const texts = shopTexts();

/** Texts in English on purpose, each with why. */
const ENGLISH_ON_PURPOSE: Record<string, string> = {
  'Page Not Found': 'spec §2: the error page status message (a data attribute)',
  'Page Not Found: {…}': 'spec §2: the route-validation error message (a data attribute)',
  'Page not found: {…}': 'spec §2: the unknown-path error message (a data attribute)',
  'Internal Server Error': 'spec §2: the error page status message for other statuses',
  'checkout: the delivery form could not be kept for a reload': 'a log line for developers (logError)',
  'Side by side frižider': 'the trade name of the fridge type, as Serbian shops write it',
  '--set-password postojećem nalogu postavlja i novu lozinku':
    'npm run staff:add: the option is named as typed on the command line',
};
/** An import error names the file's field first ("products[3].ean: …"); the field is not prose. */
const withoutFieldPath = (text: string) => text.replace(/^[\w[\]{}….]+:\s/u, '');

const ENGLISH_WORDS =
  /(?<![\p{L}_])(the|and|is|are|of|for|with|your|you|please|not|found|error|loading|page|cart|add|remove|submit|cancel|search|order|orders|login|sign|password|email|could|should|this|that|when|from|have|by|or|at|in|an|it|was|will|can|new|out|stock|free|shipping|price|total|checkout|account|wishlist|back|next|previous|close|menu|show|hide|yes|retry|try|again|failed|success|welcome|home|products?|categor(y|ies)|delivery|payment|reviews?|rating)(?![\p{L}_])/iu;

/** Polite address is capitalised: Vi, Vas, Vam, Vama, Vaš and its forms. */
const LOWERCASE_POLITE =
  /(^|[^\p{L}])(vi|vas|vam|vama|vaš|vaša|vaše|vašeg|vašem|vašoj|vašu|vašim|vašima|vaši)(?![\p{L}])/u;
/** Informal address, and instructions in the informal imperative. */
const INFORMAL =
  /(^|[^\p{L}])(ti|tebi|tebe|tvoj\p{L}*|možeš|želiš|imaš|moraš|hoćeš|pokušaj|unesi|upiši|sačekaj|klikni|pogledaj|kontaktiraj|proveri)(?![\p{L}])/iu;
/** A count written straight before a countable noun: plural agreement needs countOf (contract/plural.ts). */
const COUNT_BEFORE_NOUN =
  /\{…\}\s+(proizvod|komad|artik|ocen|stavk|dan|godin|sat|minut|porudžbin|kupc|put)/iu;
/** Common shop words written without their diacritics. */
const MISSING_DIACRITICS =
  /(^|[^\p{L}])(kolicin\p{L}*|placanj\p{L}*|porudzbin\p{L}*|sacuvaj\p{L}*|posalji\p{L}*|zelj[aeu]|pocetn\p{L}*|racun\p{L}*|nacin\p{L}*|takodje|medju|sledec\p{L}*|moze\p{L}*|vise|cestitamo|korisnick\p{L}*|licn\p{L}*|greska|greske|uspesn\p{L}*|postovan\p{L}*|ukljucujuci|obavesten\p{L}*|prosecn\p{L}*|pretrazi\p{L}*)(?![\p{L}])/iu;

/**
 * Bulky products have one name, "glomazni proizvodi" (audit N13): no "kabasta roba", "glomazna
 * roba", "krupni aparati"; "glomazn…" only ever qualifies "proizvod…", in any case.
 */
const OTHER_BULKY_TERM =
  /kabast\p{L}*|krupnogabarit\p{L}*|(glomazn|krupn|velik)\p{L}*\s+(rob|artik|stvar)\p{L}*|glomazn\p{L}*(?!\p{L})(?!\s+proizvod)/iu;

const offending = (rule: RegExp, list: ShopText[] = texts) =>
  list.filter(({ text }) => rule.test(text)).map(({ where, text }) => `${where}  ${text}`);

describe('every shopper-visible text of the shop (views, machines, contract, server)', () => {
  it('is found: the scan reads views, messages and server answers', () => {
    expect(texts.length).toBeGreaterThan(1000);
    const all = texts.map(({ text }) => text);
    expect(all).toContain('Dodaj u korpu'); // a button (JSX)
    expect(all).toContain('Previše aktivnosti!'); // a toast (src/api)
    expect(all).toContain('Proizvod više nije dostupan'); // a machine's message
    expect(all.some((text) => text.startsWith('Korpa, {…}'))).toBe(true); // an aria-label template
  });

  it('is Serbian: no English but what the spec asks for', () => {
    const english = texts
      .filter(({ text }) => !(text in ENGLISH_ON_PURPOSE))
      .map((text) => ({ ...text, text: withoutFieldPath(text.text) }));
    expect(offending(ENGLISH_WORDS, english)).toEqual([]);
  });

  it('capitalises the polite address: Vi, Vas, Vam, Vaš', () => {
    expect(offending(LOWERCASE_POLITE)).toEqual([]);
  });

  it('never addresses the shopper informally ("Pokušajte ponovo", not "Pokušaj ponovo")', () => {
    expect(offending(INFORMAL)).toEqual([]);
  });

  it('writes counts with countOf, so 1 proizvod, 2 proizvoda, 5 proizvoda agree', () => {
    expect(offending(COUNT_BEFORE_NOUN)).toEqual([]);
  });

  it('names bulky products one way: "glomazni proizvodi" (N13)', () => {
    expect(offending(OTHER_BULKY_TERM)).toEqual([]);
    // The term is there to be checked: the cart, the product page and the delivery pages use it.
    expect(texts.filter(({ text }) => /glomazn/iu.test(text)).length).toBeGreaterThan(4);
  });

  it('writes č, ć, š, ž and đ', () => {
    expect(offending(MISSING_DIACRITICS)).toEqual([]);
  });
});
