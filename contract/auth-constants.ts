// The accounts' constants, apart from ./auth.ts and its schemas: the client reads them without loading zod.

export const MIN_PASSWORD_LENGTH = 8;
/** The longest e-mail address (RFC 5321) any form takes. */
export const EMAIL_MAX_LENGTH = 254;
