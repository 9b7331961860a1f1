import { type AttributeFilter, parseAttributeFilters } from '../../contract/attribute-filters';
import { badRequest } from '../http-errors';

/**
 * A listing's spec filters (`a.key=…`, contract/attribute-filters.ts), read from the request's own
 * query string: the route's query schema knows only fixed keys. A wrong one is a Serbian 400.
 */
export function attributeFiltersOf(url: string): AttributeFilter[] {
  const question = url.indexOf('?');
  const parsed = parseAttributeFilters(new URLSearchParams(question === -1 ? '' : url.slice(question + 1)));
  if (!parsed.ok) throw badRequest(parsed.problem.message, parsed.problem.code);
  return parsed.filters;
}
