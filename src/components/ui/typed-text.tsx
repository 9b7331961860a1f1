/**
 * What the shopper typed, shown as typed: the shop in Cyrillic never transliterates it (a query
 * "cokolada" is echoed "cokolada", not "цоколада"; src/actors/page-script.ts skips this mark).
 */
export function TypedText({ text }: { text: string }) {
  return <span data-script="latin">{text}</span>;
}
