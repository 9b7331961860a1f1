import { z } from 'zod/mini';
import { MIN_PASSWORD_LENGTH, phoneSchema } from './auth';
import { citySchema, personNameSchema, postalCodeSchema, streetSchema } from './delivery-fields';

/** A delivery address as a shopper enters it (contract/delivery-fields.ts's rules). */
export const addressSchema = z.object({
  street: streetSchema,
  city: citySchema,
  postalCode: postalCodeSchema,
});
export type Address = z.infer<typeof addressSchema>;
/** An address as the shop answers it: one saved before today's rules is answered as it was. */
export const storedAddressSchema = z.object({ street: z.string(), city: z.string(), postalCode: z.string() });

export const profileSchema = z.object({
  id: z.int(),
  email: z.string(),
  isVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.nullable(z.string()),
  address: z.nullable(storedAddressSchema),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ profile: profileSchema });

export const updateProfileBodySchema = z.object({
  firstName: personNameSchema('Unesite ime.'),
  lastName: personNameSchema('Unesite prezime.'),
  phone: z.nullable(phoneSchema),
  address: z.nullable(addressSchema),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Unesite trenutnu lozinku.'), z.maxLength(200)),
    newPassword: z
      .string()
      .check(
        z.minLength(MIN_PASSWORD_LENGTH, `Lozinka mora imati najmanje ${MIN_PASSWORD_LENGTH} karaktera.`),
        z.maxLength(200),
      ),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((body) => body.newPassword === body.confirmPassword, {
      message: 'Lozinke se ne poklapaju.',
      path: ['confirmPassword'],
    }),
  );
