import type { ContactBody, contactBodySchema } from '../../../contract/contact';

export type ContactValues = { name: string; email: string; subject: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

/** Longest texts the server takes (contract/contact.ts); the inputs stop there. */
export const CONTACT_MAX_LENGTH = { name: 100, email: 254, subject: 150, message: 5000 } as const;

const FIELDS = Object.keys(EMPTY_CONTACT) as (keyof ContactValues)[];

export type ContactSchema = typeof contactBodySchema;

/** The server's schema for the form. It brings zod, which the page does not need to render: the form loads it when first sent. */
export const loadContactSchema = (): Promise<ContactSchema> =>
  import('../../../contract/contact').then((module) => module.contactBodySchema);

/**
 * Checks the form with the server's own schema: either the body to send or the Serbian message of
 * the first broken rule of each field.
 */
export function validateContact(
  values: ContactValues,
  schema: ContactSchema,
): { ok: true; body: ContactBody } | { ok: false; errors: ContactErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (!field || errors[field]) continue;
    // The schema words only the rules a shopper meets; a length past the limit gets a Serbian text here.
    errors[field] =
      issue.code === 'too_big'
        ? `Tekst je predugačak (najviše ${CONTACT_MAX_LENGTH[field]} karaktera).`
        : issue.message;
  }
  return { ok: false, errors };
}

/** The first field with an error, in the order of the form. */
export function firstInvalidField(errors: ContactErrors): keyof ContactValues | undefined {
  return FIELDS.find((field) => errors[field]);
}
