const serbianLetters: Record<string, string> = { đ: 'dj', Đ: 'dj' };

/** A URL slug from a Serbian name: "Frižider Gorenje NRK 6192" → "frizider-gorenje-nrk-6192". */
export function slugify(name: string): string {
  return name
    .replace(/[đĐ]/g, (letter) => serbianLetters[letter]!)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
