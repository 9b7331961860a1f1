const serbianLetters: Record<string, string> = { đ: 'dj', Đ: 'dj' };

/** Lower case, đ as dj, every other diacritic dropped: "Đumbir Čaj" → "djumbir caj". */
export function withoutDiacritics(text: string): string {
  return text
    .replace(/[đĐ]/g, (letter) => serbianLetters[letter]!)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A URL slug from a Serbian name: "Frižider Gorenje NRK 6192" → "frizider-gorenje-nrk-6192". */
export function slugify(name: string): string {
  return withoutDiacritics(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
