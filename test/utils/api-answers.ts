/** The spec's answer to a call over a rate limit (429), written out once for the server tests. */
export const RATE_LIMITED = {
  error: 'Previše pokušaja. Molimo sačekajte nekoliko trenutaka pre sledećeg pokušaja.',
  code: 'RATE_LIMITED',
};
