// The accounts' constants, apart from ./auth.ts and its schemas: the client reads them without loading zod.

export const MIN_PASSWORD_LENGTH = 8;
