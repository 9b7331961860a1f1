import { z } from 'zod/mini';
import { countOf } from './plural';

const characters = ['karakter', 'karaktera', 'karaktera'] as const;
const items = ['stavku', 'stavke', 'stavki'] as const;

/** Serbian messages for zod issues that a schema does not word itself. */
export const serbianErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'Ovo polje je obavezno.'
        : 'Vrednost nije odgovarajućeg tipa.';
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? 'Ovo polje je obavezno.' : `Unesite najmanje ${countOf(min, characters)}.`;
      }
      if (issue.origin === 'array') return `Izaberite najmanje ${countOf(min, items)}.`;
      return issue.inclusive ? `Vrednost mora biti najmanje ${min}.` : `Vrednost mora biti veća od ${min}.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `Unesite najviše ${countOf(max, characters)}.`;
      if (issue.origin === 'array') return `Izaberite najviše ${countOf(max, items)}.`;
      return issue.inclusive ? `Vrednost može biti najviše ${max}.` : `Vrednost mora biti manja od ${max}.`;
    }
    case 'invalid_format':
      return issue.format === 'email' ? 'Unesite ispravnu e-adresu.' : 'Vrednost nije u ispravnom obliku.';
    case 'invalid_value':
      return 'Izaberite jednu od ponuđenih vrednosti.';
    case 'unrecognized_keys':
      return 'Zahtev sadrži nepoznata polja.';
    default:
      return 'Neispravna vrednost.';
  }
};

/** Installs the Serbian messages for every schema of this process (server and client alike). */
export function installSerbianZodMessages(): void {
  z.config({ customError: serbianErrorMap });
}
