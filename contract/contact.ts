import { z } from 'zod/mini';
import { emailSchema } from './common';
import { CONTACT_MAX_LENGTH } from './contact-constants';

export const contactBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Unesite ime.'), z.maxLength(CONTACT_MAX_LENGTH.name)),
  email: emailSchema,
  subject: z._default(z.string().check(z.trim(), z.maxLength(CONTACT_MAX_LENGTH.subject)), ''),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, 'Poruka mora imati najmanje 10 karaktera.'),
      z.maxLength(CONTACT_MAX_LENGTH.message),
    ),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string() });
