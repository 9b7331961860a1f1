/** The address last checked on the register form (null: none, or the shopper typed since). */
export type AccountContext = { email: string | null };

export type AccountEvent =
  /** The register form's e-mail field lost focus with a valid address (POST check-user). */
  | { type: 'account.email.check'; email: string }
  /** The shopper changes the address: what was said of the old one no longer holds. */
  | { type: 'account.email.edit' };

export type EmailInput = { email: string };
