/**
 * Whether a parsed request part (query, params, body) holds a NUL character anywhere, in a value
 * or a key: PostgreSQL refuses NUL in text, so such input must be refused before it reaches SQL.
 */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(inner, depth + 1)) return true;
  }
  return false;
}
