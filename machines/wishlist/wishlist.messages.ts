/** What each failure that is only logged says in the log. */
export const WISHLIST_FAILURES = {
  fetch: 'Učitavanje liste želja nije uspelo',
  create: 'Pravljenje liste želja nije uspelo',
  remove: 'Uklanjanje sa liste želja nije uspelo',
  removeMany: 'Uklanjanje više stavki sa liste želja nije uspelo',
  clear: 'Pražnjenje liste želja nije uspelo',
  reorder: 'Čuvanje redosleda liste želja nije uspelo; vraćen je prethodni redosled',
} as const;

/** What the shopper is told about a removal or a move to the cart (the wishlist page's live region). */
export const WISHLIST_OUTCOMES = {
  removeFailed: 'Uklanjanje sa liste želja nije uspelo. Pokušajte ponovo.',
  clearFailed: 'Pražnjenje liste želja nije uspelo. Pokušajte ponovo.',
  removed: (name: string) => `Proizvod ${name} je uklonjen sa liste želja.`,
  movedToCart: (name: string) => `Proizvod ${name} je premešten u korpu.`,
  removedMany: (count: number) => `Izabrani proizvodi (${count}) su uklonjeni sa liste želja.`,
  cleared: 'Lista želja je ispražnjena.',
} as const;
