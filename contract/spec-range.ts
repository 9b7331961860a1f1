import { z } from 'zod/mini';

/** A bound as typed: empty for none, else a number with a decimal comma or dot ("15,6"). */
const typedBound = z.pipe(
  z
    .string()
    .check(z.trim(), z.regex(/^(\d{1,9}([.,]\d{1,3})?)?$/, 'Unesite pozitivan broj, na primer 15,6.')),
  z.transform((text: string) => (text === '' ? null : Number(text.replace(',', '.')))),
);

/**
 * A spec filter's range as the shopper types it (a number attribute's "od"–"do" in the listing's
 * filters): each bound empty or a number, the lowest not above the highest. The URL then carries
 * `a.<key>=od-do`, which the API checks again (contract/attribute-filters.ts).
 */
export const specRangeSchema = z.object({ min: typedBound, max: typedBound }).check(
  z.refine(({ min, max }) => min === null || max === null || min <= max, {
    message: 'Najmanja vrednost ne može biti veća od najveće.',
    path: ['max'],
  }),
);
export type SpecRange = z.infer<typeof specRangeSchema>;
