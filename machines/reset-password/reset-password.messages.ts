/** /reset-password without a token: the link from the mail was cut off. */
export const NO_TOKEN_TEXT = 'Link za promenu lozinke nije potpun.';
