import { z } from 'zod/mini';

/**
 * Buying as a company (an R1 invoice): the company's name, its PIB (poreski identifikacioni broj:
 * 9 digits, the last an ISO 7064 MOD 11,10 check digit) and its matični broj (8 digits). The same
 * schema checks the checkout form in the browser and the order on the server.
 */

/** The ISO 7064 MOD 11,10 check digit of a PIB's first eight digits. */
export function pibCheckDigit(first8: string): number {
  if (!/^\d{8}$/.test(first8)) throw new Error('pibCheckDigit: eight digits expected');
  let product = 10;
  for (const digit of first8) {
    const sum = (product + Number(digit)) % 10 || 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10;
}

/** Nine digits whose last is the check digit of the other eight. */
export function isValidPib(pib: string): boolean {
  return /^\d{9}$/.test(pib) && pibCheckDigit(pib.slice(0, 8)) === Number(pib[8]);
}

const withoutSpaces = z.overwrite((value: string) => value.replace(/\s+/g, ''));
const COMPANY_NAME = /^[\p{L}\p{M}\d .,&'’"„“”()/+-]+$/u;

export const PIB_TEXTS = {
  digits: 'PIB mora imati 9 cifara.',
  checkDigit: 'PIB nije ispravan (kontrolna cifra).',
} as const;

export const companySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'Unesite naziv firme.'),
      z.maxLength(200, 'Naziv firme može imati najviše 200 znakova.'),
      z.regex(COMPANY_NAME, 'Naziv firme sme da sadrži slova, brojeve, razmak i znakove . , & - " ( ) /.'),
    ),
  pib: z
    .string()
    .check(withoutSpaces, z.regex(/^\d{9}$/, PIB_TEXTS.digits), z.refine(isValidPib, PIB_TEXTS.checkDigit)),
  registrationNumber: z
    .string()
    .check(withoutSpaces, z.regex(/^\d{8}$/, 'Matični broj mora imati 8 cifara.')),
});
export type Company = z.infer<typeof companySchema>;

type Words = (words: TemplateStringsArray, ...kept: string[]) => string;

/**
 * "Račun: R1, na firmu Primer d.o.o., PIB 100000024, matični broj 12345678" (order pages and mail). A mail
 * passes its writer, which turns the shop's words to the shopper's script and keeps the company as typed.
 */
export const r1InvoiceLine = (company: Company, write: Words = String.raw): string =>
  write`Račun: R1, na firmu ${company.name}, PIB ${company.pib}, matični broj ${company.registrationNumber}`;
