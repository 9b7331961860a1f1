import { badRequest } from '../../../../http-errors';
import { jsonErrorOffset } from './json-error-offset';

/**
 * "products[2].ean: kontrolna cifra…" (a problem of server/db/import-catalog.ts) as a validation
 * issue: its path (['products', '2', 'ean'], indices as text like the schema checks' issues) and its text.
 */
export function problemIssue(problem: string): { path: string[]; message: string } {
  const at = problem.indexOf(': ');
  const place = at > 0 ? problem.slice(0, at) : '';
  if (!/^[a-z]+(\[\d+\]|\.[a-zA-Z]+)*$/.test(place)) return { path: [], message: problem };
  const path = [...place.matchAll(/([a-zA-Z]+)|\[(\d+)\]/g)].map((part) => part[2] ?? part[1]!);
  return { path, message: problem.slice(at + 2) };
}

/** Line and column (from 1) of a character offset in a text. */
function lineAndColumn(text: string, offset: number) {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** Why a body Fastify's JSON parser refused is no catalogue: where it breaks, as JSON.parse tells. */
function whyUnparsable(body: string): string {
  if (body.trim() === '') return 'Fajl kataloga je prazan.';
  const offset = jsonErrorOffset(body);
  if (offset !== undefined && offset >= body.length)
    return 'Fajl kataloga nije ispravan JSON: završava se pre kraja.';
  if (offset !== undefined) {
    const { line, column } = lineAndColumn(body, offset);
    return `Fajl kataloga nije ispravan JSON: greška u redu ${line}, kolona ${column}.`;
  }
  // Valid JSON that the parser refuses holds a key that could change objects' prototype.
  return 'Fajl kataloga sadrži nedozvoljen ključ (__proto__ ili constructor).';
}

/** A 400 for a body that is no JSON, saying where it breaks ("red 3, kolona 17"). */
export function unparsableJson(body: string) {
  const message = whyUnparsable(body);
  return badRequest(message, 'VALIDATION_ERROR', { issues: [{ path: [], message }] });
}
