import { z } from 'zod/mini';
import { MIN_PASSWORD_LENGTH } from './auth-constants';
import { emailSchema, uuidSchema } from './common';
import { personNameSchema } from './delivery-fields';

export { MIN_PASSWORD_LENGTH };

/** Spec §3 User, with the profile's names. */
export const userSchema = z.object({
  id: z.int(),
  cartId: z.nullable(z.string()),
  email: z.string(),
  isVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
});
export type User = z.infer<typeof userSchema>;

const password = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, `Lozinka mora imati najmanje ${MIN_PASSWORD_LENGTH} karaktera.`),
    z.maxLength(200, 'Lozinka je predugačka.'),
  );
export const phoneSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Unesite broj telefona.'),
    z.regex(/^\+?[0-9 /-]{6,20}$/, 'Unesite ispravan broj telefona.'),
  );

const passwordPair = z.object({ password, confirmPassword: z.string() });
const passwordsMatch = {
  message: 'Lozinke se ne poklapaju.',
  path: ['confirmPassword'],
};

export const registerBodySchema = z
  .object({
    firstName: personNameSchema('Unesite ime.'),
    lastName: personNameSchema('Unesite prezime.'),
    email: emailSchema,
    password,
    confirmPassword: z.string(),
    acceptTerms: z.literal(true, 'Morate prihvatiti uslove korišćenja.'),
    cartId: z.nullish(uuidSchema),
    phone: z.optional(phoneSchema),
  })
  .check(z.refine((body) => body.password === body.confirmPassword, passwordsMatch));
export type RegisterBody = z.infer<typeof registerBodySchema>;
export const registerResponseSchema = z.object({ newUser: userSchema });

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, 'Unesite lozinku.'), z.maxLength(200)),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
export const loginResponseSchema = z.object({ user: userSchema });
export const meResponseSchema = z.object({ user: z.nullable(userSchema) });

export const emailBodySchema = z.object({ email: emailSchema });
export const checkUserResponseSchema = z.object({ exists: z.boolean() });
export const pendingVerificationResponseSchema = z.object({
  email: z.string(),
  pending: z.boolean(),
});

/** Answer to the calls that must not reveal whether an address has an account. */
export const mailQueuedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const tokenParams = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,128}$/)) });
export const verifyEmailResponseSchema = z.object({ user: userSchema });
export const verifyPassResponseSchema = z.object({ valid: z.literal(true) });

export const resetPasswordDataSchema = passwordPair.check(
  z.refine((data) => data.password === data.confirmPassword, passwordsMatch),
);
export const changePassBodySchema = z.object({
  token: tokenParams.shape.token,
  resetPasswordData: resetPasswordDataSchema,
});
export const changePassResponseSchema = z.object({
  success: z.boolean(),
  error: z.optional(z.string()),
  /** Like every API error, a refusal carries a code for programs beside the Serbian text. */
  code: z.optional(z.literal('TOKEN_INVALID')),
});
