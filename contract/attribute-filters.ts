import { type AttributeDefinition, booleanToken, definitionOf, formatDecimal } from './product-specs';

/**
 * Spec filters in a listing's URL (issue 36), one query parameter per attribute, prefixed `a.`:
 * - a list or yes/no attribute takes its values, comma-separated: `a.energy_class=A,B`, `a.no_frost=da`;
 * - a number takes a range `od-do`, either end open: `a.volume=300-400`, `a.ram=16-`, `a.diagonal=-55`
 *   (decimals with a dot: `a.screen=14-15.6`).
 * Values within one attribute are alternatives (OR); attributes combine (AND).
 */
export const ATTRIBUTE_PARAM_PREFIX = 'a.';

/** At most this many attribute filters and values per filter: more is refused. */
export const ATTRIBUTE_FILTER_LIMITS = { maxFilters: 12, maxValues: 20, maxParamLength: 400 } as const;

export type AttributeFilter =
  | { key: string; kind: 'values'; values: string[] }
  | { key: string; kind: 'range'; min: number | undefined; max: number | undefined };

export type AttributeFilterProblem = {
  code: 'UNKNOWN_ATTRIBUTE' | 'BAD_ATTRIBUTE_FILTER';
  message: string;
};

export type ParsedAttributeFilters =
  | { ok: true; filters: AttributeFilter[] }
  | { ok: false; problem: AttributeFilterProblem };

const RANGE = /^(\d{1,9}(?:\.\d{1,3})?)?-(\d{1,9}(?:\.\d{1,3})?)?$/;

/** The tokens a list or yes/no attribute's filter accepts. */
export function filterTokens(definition: AttributeDefinition): readonly string[] {
  if (definition.type === 'boolean') return [booleanToken(true), booleanToken(false)];
  return definition.options ?? [];
}

function parseOne(key: string, raw: string): AttributeFilter | AttributeFilterProblem {
  const definition = definitionOf(key);
  if (!definition || definition.type === 'text')
    return { code: 'UNKNOWN_ATTRIBUTE', message: `Filter „${key}“ ne postoji.` };
  const label = `„${definition.name}“`;
  if (raw.length > ATTRIBUTE_FILTER_LIMITS.maxParamLength)
    return { code: 'BAD_ATTRIBUTE_FILTER', message: `Filter ${label} je predugačak.` };
  if (definition.type === 'number') {
    const match = RANGE.exec(raw.trim());
    if (!match)
      return {
        code: 'BAD_ATTRIBUTE_FILTER',
        message: `Opseg za ${label} pišite kao od-do, na primer 300-400.`,
      };
    const min = match[1] === undefined ? undefined : Number(match[1]);
    const max = match[2] === undefined ? undefined : Number(match[2]);
    if (min !== undefined && max !== undefined && min > max)
      return {
        code: 'BAD_ATTRIBUTE_FILTER',
        message: `Za ${label} najmanja vrednost (${formatDecimal(min)}) ne može biti veća od najveće (${formatDecimal(max)}).`,
      };
    return { key, kind: 'range', min, max };
  }
  const values = [
    ...new Set(
      raw
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
  if (values.length === 0 || values.length > ATTRIBUTE_FILTER_LIMITS.maxValues)
    return { code: 'BAD_ATTRIBUTE_FILTER', message: `Izaberite bar jednu vrednost za ${label}.` };
  const tokens = filterTokens(definition);
  const unknown = values.find((value) => !tokens.includes(value));
  if (unknown !== undefined)
    return { code: 'BAD_ATTRIBUTE_FILTER', message: `Vrednost „${unknown}“ ne postoji za ${label}.` };
  return { key, kind: 'values', values };
}

/** The `a.*` parameters of a listing's query: its spec filters, or the first reason they are wrong. */
export function parseAttributeFilters(params: URLSearchParams): ParsedAttributeFilters {
  const filters: AttributeFilter[] = [];
  const seen = new Set<string>();
  for (const [name, raw] of params) {
    if (!name.startsWith(ATTRIBUTE_PARAM_PREFIX)) continue;
    const key = name.slice(ATTRIBUTE_PARAM_PREFIX.length);
    if (seen.has(key))
      return {
        ok: false,
        problem: { code: 'BAD_ATTRIBUTE_FILTER', message: `Filter „${key}“ je naveden dvaput.` },
      };
    seen.add(key);
    if (seen.size > ATTRIBUTE_FILTER_LIMITS.maxFilters)
      return { ok: false, problem: { code: 'BAD_ATTRIBUTE_FILTER', message: 'Previše filtera odjednom.' } };
    const parsed = parseOne(key, raw);
    if ('code' in parsed) return { ok: false, problem: parsed };
    filters.push(parsed);
  }
  return { ok: true, filters };
}

/**
 * The spec filters of a page's URL that the server would take, each on its own: a hand-edited
 * wrong one is dropped, so the page still loads (the API refuses it with a 400).
 */
export function validAttributeFilters(params: URLSearchParams): AttributeFilter[] {
  const filters: AttributeFilter[] = [];
  for (const [name, raw] of params) {
    if (!name.startsWith(ATTRIBUTE_PARAM_PREFIX) || filters.length >= ATTRIBUTE_FILTER_LIMITS.maxFilters)
      continue;
    const key = name.slice(ATTRIBUTE_PARAM_PREFIX.length);
    if (filters.some((filter) => filter.key === key)) continue;
    const parsed = parseOne(key, raw);
    if (!('code' in parsed)) filters.push(parsed);
  }
  return filters;
}

/** A number as a range end in the URL: a dot for decimals, at most three. */
const urlNumber = (value: number) => String(Math.round(value * 1000) / 1000);

/** A filter as its URL parameter's value. */
export function attributeParamValue(filter: AttributeFilter): string {
  if (filter.kind === 'values') return filter.values.join(',');
  return `${filter.min === undefined ? '' : urlNumber(filter.min)}-${filter.max === undefined ? '' : urlNumber(filter.max)}`;
}

/** The filters as query parameters (`a.key` → value), in the order given. */
export function attributeParams(filters: readonly AttributeFilter[]): Record<string, string> {
  return Object.fromEntries(
    filters.map((filter) => [`${ATTRIBUTE_PARAM_PREFIX}${filter.key}`, attributeParamValue(filter)]),
  );
}
