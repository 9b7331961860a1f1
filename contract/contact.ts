import { z } from 'zod';
import { emailSchema } from './common';

export const contactBodySchema = z.object({
  name: z.string().trim().min(1, 'Unesite ime.').max(100),
  email: emailSchema,
  subject: z.string().trim().max(150).default(''),
  message: z.string().trim().min(10, 'Poruka mora imati najmanje 10 karaktera.').max(5000),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string() });
