// The contact form's limits, apart from ./contact.ts and its schema: the form's inputs stop there
// without loading zod.

import { EMAIL_MAX_LENGTH } from './auth-constants';

/** Longest texts the server takes from the contact form. */
export const CONTACT_MAX_LENGTH = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  subject: 150,
  message: 5000,
} as const;
