import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, phoneSchema } from './auth';

export const addressSchema = z.object({
  street: z.string().trim().min(1, 'Unesite ulicu i broj.').max(200),
  city: z.string().trim().min(1, 'Unesite mesto.').max(100),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Poštanski broj ima 5 cifara.'),
});
export type Address = z.infer<typeof addressSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  isVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  address: addressSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ profile: profileSchema });

export const updateProfileBodySchema = z.object({
  firstName: z.string().trim().min(1, 'Unesite ime.').max(100),
  lastName: z.string().trim().min(1, 'Unesite prezime.').max(100),
  phone: phoneSchema.nullable(),
  address: addressSchema.nullable(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Unesite trenutnu lozinku.').max(200),
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Lozinka mora imati najmanje ${MIN_PASSWORD_LENGTH} karaktera.`)
      .max(200),
    confirmPassword: z.string(),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: 'Lozinke se ne poklapaju.',
    path: ['confirmPassword'],
  });
