import { z } from 'zod/mini';

// The rules a courier needs of a name and an address, the same in the browser and on the server.
// Letters are any script's (\p{L}, with combining marks), so Latin and Cyrillic alike; markup and
// emoji are none of the allowed characters.

/** Serbia's postal codes run from 11000 (Beograd) to 38xxx. */
export const SERBIAN_POSTAL_CODES = { min: 11_000, max: 38_999 } as const;

const word = String.raw`[\p{L}\p{M}]+`;
const NAME = new RegExp(`^${word}(?:[ '’-]+${word})*$`, 'u');
const CITY = new RegExp(`^${word}(?:(?: | - |-)${word})*$`, 'u');
const STREET_CHARACTERS = /^[\p{L}\p{M}\d .,'’/()-]+$/u;
const HAS_LETTER = /\p{L}/u;
const HOUSE_NUMBER = /\d|(?:^|[\s,])bb(?:$|[\s,.])/iu;
const countLetters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** A first or last name: letters, spaces, apostrophes and hyphens ("Ana-Marija", "D'Angelo"). */
export const personNameSchema = (missing: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, missing),
      z.maxLength(100),
      z.regex(NAME, 'Dozvoljena su samo slova, razmak, apostrof i crtica.'),
    );

/** A street with its house number, or "bb" where the house has none. */
export const streetSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'Unesite ulicu i broj.'),
  z.maxLength(200),
  z.regex(STREET_CHARACTERS, 'Dozvoljena su samo slova, brojevi, razmak i znakovi . , / - ( ).'),
  z.refine((street) => HAS_LETTER.test(street), 'Unesite naziv ulice.'),
  z.refine((street) => HOUSE_NUMBER.test(street), 'Unesite i kućni broj, ili „bb” ako ga nema.'),
);

/** A town: letters, spaces and hyphens, at least two letters ("Novi Sad", "Ub"). */
export const citySchema = z.string().check(
  z.trim(),
  z.minLength(1, 'Unesite mesto.'),
  z.maxLength(100),
  z.regex(CITY, 'Dozvoljena su samo slova, razmak i crtica.'),
  z.refine((city) => countLetters(city) >= 2, 'Naziv mesta ima bar dva slova.'),
);

/** Five digits in Serbia's range; "11 000", as many write it, is 11000. */
export const postalCodeSchema = z.string().check(
  z.overwrite((code) => code.replace(/\s+/g, '')),
  z.regex(/^\d{5}$/, 'Poštanski broj ima 5 cifara.'),
  z.refine((code) => {
    const value = Number(code);
    return value >= SERBIAN_POSTAL_CODES.min && value <= SERBIAN_POSTAL_CODES.max;
  }, 'Poštanski broj u Srbiji je između 11000 i 38999.'),
);
