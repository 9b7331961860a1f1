import type { MailWriter } from './mail-writer';

/**
 * How every mail greets, in the shop's polite Vi register (audit N12: "Zdravo, Marko!" was too
 * familiar). The shop does not know a shopper's gender, so not "Poštovani/Poštovana", which must
 * agree with it: "Dobar dan", which Serbian shops write too, fits anyone. By first name when known.
 */
export function greeting(write: MailWriter, firstName?: string): string {
  return firstName === undefined ? write('Dobar dan,') : write`Dobar dan, ${firstName},`;
}
