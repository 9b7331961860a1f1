/** What each failure that is only logged says in the log. */
export const WISHLIST_FAILURES = {
  fetch: 'Učitavanje liste želja nije uspelo',
  remove: 'Uklanjanje sa liste želja nije uspelo',
  removeMany: 'Uklanjanje više stavki sa liste želja nije uspelo',
  clear: 'Pražnjenje liste želja nije uspelo',
  reorder: 'Čuvanje redosleda liste želja nije uspelo; vraćen je prethodni redosled',
} as const;
