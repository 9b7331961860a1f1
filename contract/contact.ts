import { z } from 'zod/mini';
import { emailSchema } from './common';

export const contactBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Unesite ime.'), z.maxLength(100)),
  email: emailSchema,
  subject: z._default(z.string().check(z.trim(), z.maxLength(150)), ''),
  message: z
    .string()
    .check(z.trim(), z.minLength(10, 'Poruka mora imati najmanje 10 karaktera.'), z.maxLength(5000)),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string() });
