import type { CheckedFields } from '../../../contract/check-fields';
import type { ContactBody } from '../../../contract/contact';

export type ContactValues = { name: string; email: string; subject: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

const FIELDS = Object.keys(EMPTY_CONTACT) as (keyof ContactValues)[];

export type ContactCheck = (values: ContactValues) => CheckedFields<ContactBody>;

/**
 * The form's check with the server's own schema (contract/check-fields.ts). It brings zod, which
 * the page does not need to render: the form loads it when first sent.
 */
export const loadContactCheck = (): Promise<ContactCheck> =>
  Promise.all([import('../../../contract/check-fields'), import('../../../contract/contact')]).then(
    ([{ checkFields }, { contactBodySchema }]) =>
      (values) =>
        checkFields(contactBodySchema, values),
  );

/** The first field with an error, in the order of the form. */
export function firstInvalidField(errors: ContactErrors): keyof ContactValues | undefined {
  return FIELDS.find((field) => errors[field]);
}
