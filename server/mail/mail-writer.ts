import { latinNamesOf } from '../../contract/latin-names';
import { type Script, latinToCyrillic } from '../../contract/serbian-script';

/**
 * Writes a mail in the shopper's script. The shop's own words are transliterated; what the shopper
 * typed (a name, an address, a note), numbers and links are kept exactly as they are; a product's
 * name keeps its brand and model Latin (contract/latin-names.ts, the rule the shop's pages follow).
 */
export type MailWriter = {
  /**
   * The shop's words. As a tagged template, the words written in it are the shop's and the values
   * put in are kept as they are: write`Dobar dan, ${firstName},`. Called with a text, all of it.
   */
  (words: TemplateStringsArray | string, ...kept: (string | number)[]): string;
  /** A product's name: "Laptop Dell Inspiron 15" → "Лаптоп Dell Inspiron 15". */
  product(name: string): string;
  readonly script: Script;
  /** The HTML part's lang. */
  readonly lang: 'sr-Latn' | 'sr-Cyrl';
};

/** A writer in `script`; `products` are the catalogue's products the mail names, with their brands. */
export function mailWriter(
  script: Script,
  products: readonly { name: string; brand: string }[] = [],
): MailWriter {
  const { brands, models } = latinNamesOf(products);
  const shopWords = (text: string) => (script === 'cyrillic' ? latinToCyrillic(text, brands, models) : text);
  const write = (words: TemplateStringsArray | string, ...kept: (string | number)[]) => {
    if (typeof words === 'string') return shopWords(words);
    return words.reduce(
      (text, part, index) => text + shopWords(part) + (index < kept.length ? kept[index] : ''),
      '',
    );
  };
  return Object.assign(write, {
    product: shopWords,
    script,
    lang: script === 'cyrillic' ? ('sr-Cyrl' as const) : ('sr-Latn' as const),
  });
}
