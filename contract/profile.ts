import { z } from 'zod/mini';
import { MIN_PASSWORD_LENGTH, phoneSchema } from './auth';

export const addressSchema = z.object({
  street: z.string().check(z.trim(), z.minLength(1, 'Unesite ulicu i broj.'), z.maxLength(200)),
  city: z.string().check(z.trim(), z.minLength(1, 'Unesite mesto.'), z.maxLength(100)),
  // "11 000", as many write it, is 11000.
  postalCode: z.string().check(
    z.overwrite((code) => code.replace(/\s+/g, '')),
    z.regex(/^\d{5}$/, 'Poštanski broj ima 5 cifara.'),
  ),
});
export type Address = z.infer<typeof addressSchema>;

export const profileSchema = z.object({
  id: z.int(),
  email: z.string(),
  isVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.nullable(z.string()),
  address: z.nullable(addressSchema),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ profile: profileSchema });

export const updateProfileBodySchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, 'Unesite ime.'), z.maxLength(100)),
  lastName: z.string().check(z.trim(), z.minLength(1, 'Unesite prezime.'), z.maxLength(100)),
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
