import type { ZodMiniType } from 'zod/mini';
import type { LoginBody } from '../../contract/auth';
import type { Profile, UpdateProfileBody } from '../../contract/profile';
import type { FormValues } from '../../machines/form/form.types';
import { systemIds } from '../../machines/shared/system';
import type { ResetPasswordData } from '../../machines/reset-password/reset-password.types';
import type { RegisterForm } from '../api/auth';
import * as profileApi from '../api/profile';
import { checkWith, createForm, systemActor } from './form-logic';

/*
 * The account's forms (src/lib/use-form.ts shows them): each checks its values with the
 * contract's schema, loaded with the first submit so zod is not in the pages' chunks; a form
 * whose sending another machine runs (the login: auth) hands its data over through the system.
 */
const schemas = () => import('./account.form-schemas');
type AccountSchemas = Awaited<ReturnType<typeof schemas>>;
const accountCheck = <S extends ZodMiniType>(
  pick: (schemas: AccountSchemas) => S,
  valuesOf?: (values: FormValues) => unknown,
) => checkWith(() => schemas().then(pick), valuesOf);

/** /login: the auth machine signs in and leads back to `extra`, the page to return to. */
export const loginForm = createForm({
  check: accountCheck((schema) => schema.loginBodySchema),
  submit: (credentials: LoginBody, redirect, system) => {
    systemActor(system, systemIds.auth).send({
      type: 'auth.login.submit',
      credentials,
      redirect: (redirect as string | null) ?? null,
    });
  },
});

/** /forgot-password: the forgot-password machine asks for the link. */
export const forgotPasswordForm = createForm({
  check: accountCheck((schema) => schema.emailBodySchema),
  submit: ({ email }: { email: string }, _extra, system) => {
    systemActor(system, systemIds.forgotPassword).send({ type: 'forgotPassword.send', email });
  },
});

/** /reset-password: the reset-password machine changes the password with the link's token. */
export const resetPasswordForm = createForm({
  check: accountCheck((schema) => schema.resetPasswordDataSchema),
  submit: (resetPasswordData: ResetPasswordData, _extra, system) => {
    systemActor(system, systemIds.resetPassword).send({ type: 'resetPassword.submit', resetPasswordData });
  },
});

/**
 * "Pošalji ponovo" on /verification: a new link to a signed-in user's own address (spec §7
 * generate-email) or to the address a visitor types (request-verify-email); `extra` says which.
 */
export const resendVerificationForm = createForm({
  check: accountCheck((schema) => schema.emailBodySchema),
  submit: ({ email }: { email: string }, signedIn, system) => {
    systemActor(system, systemIds.emailVerification).send({
      type: signedIn ? 'emailVerification.generate' : 'emailVerification.resend',
      email,
    });
  },
});

/** PUT /api/profile/password; the form is emptied once the password is changed. */
export const profilePasswordForm = createForm({
  check: accountCheck((schema) => schema.changePasswordBodySchema),
  submit: (body: Parameters<typeof profileApi.changeProfilePassword>[0]) =>
    profileApi.changeProfilePassword(body),
});

/** The profile form's fields, filled from the saved profile. */
export const profileFormValues = (profile: Profile) => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: profile.phone ?? '',
  street: profile.address?.street ?? '',
  city: profile.address?.city ?? '',
  postalCode: profile.address?.postalCode ?? '',
});

/** An empty phone and an entirely empty address mean "none"; a half-filled address is checked. */
const profileBodyOf = (values: FormValues) => {
  const text = (name: string) => String(values[name] ?? '');
  const address = { street: text('street'), city: text('city'), postalCode: text('postalCode') };
  const hasAddress = Object.values(address).some((part) => part.trim() !== '');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    phone: text('phone').trim() === '' ? null : text('phone'),
    address: hasAddress ? address : null,
  };
};

/**
 * PUT /api/profile. The saved profile is the form's result (the page shows it); the account menu
 * and the rest of the shop hear the saved names from the auth machine.
 */
export const profileForm = createForm({
  check: accountCheck((schema) => schema.updateProfileBodySchema, profileBodyOf),
  submit: (body: UpdateProfileBody) => profileApi.updateProfile(body),
  // No profile: the session ended meanwhile (the request wrapper has logged the shopper out).
  succeeded: (saved, system) => {
    if (!saved) return;
    systemActor(system, systemIds.auth).send({
      type: 'auth.profileSaved',
      firstName: saved.firstName,
      lastName: saved.lastName,
    });
  },
});

/**
 * /register: the auth machine registers and leads to /verification. The phone is optional: an
 * empty field is no phone, not a wrong one. Zod skips the schema's "passwords equal" rule while
 * another field fails, so the pair is checked on its own too and both messages show in one pass.
 */
export const registerForm = createForm({
  check: async (values) => {
    const { checkFields, registerBodySchema, resetPasswordDataSchema } = await schemas();
    const filled = { ...values, phone: String(values.phone ?? '').trim() || undefined };
    const checked = checkFields(registerBodySchema, filled);
    if (checked.ok) return checked;
    const pair = checkFields(resetPasswordDataSchema, filled);
    return { ok: false as const, errors: { ...(pair.ok ? {} : pair.errors), ...checked.errors } };
  },
  submit: (form: RegisterForm, _extra, system) => {
    systemActor(system, systemIds.auth).send({ type: 'auth.register.submit', form });
  },
});

/** The typed address when it is one (spec §7 check-user asks only then), else null. */
export async function wellFormedEmail(email: string): Promise<string | null> {
  const { checkFields, emailBodySchema } = await schemas();
  const checked = checkFields(emailBodySchema, { email });
  return checked.ok ? checked.data.email : null;
}
