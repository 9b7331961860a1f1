import { z } from 'zod/mini';
import { emailSchema } from './common';

/**
 * "Obavesti me kada stigne": a signed-in shopper sends no address (the account's is used), a guest
 * must give one.
 */
export const stockAlertBodySchema = z.object({ email: z.optional(emailSchema) });
export type StockAlertBody = z.infer<typeof stockAlertBodySchema>;

/** The address the mail will go to and the shop's Serbian confirmation; the same on a repeat. */
export const stockAlertResponseSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  message: z.string(),
});
export type StockAlertAnswer = z.infer<typeof stockAlertResponseSchema>;
