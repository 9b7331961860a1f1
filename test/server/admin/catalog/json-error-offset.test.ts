import { describe, expect, it } from 'vitest';
import { problemIssue } from '../../../../server/routes/api/admin/catalog/import-problems';
import { jsonErrorOffset } from '../../../../server/routes/api/admin/catalog/json-error-offset';

describe('where an uploaded catalogue stops being JSON', () => {
  it.each(['{}', '[]', ' {"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"], "b": {}} ', '"text"', '0'])(
    '%s is JSON',
    (text) => {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(jsonErrorOffset(text)).toBeUndefined();
    },
  );

  it.each([
    ['{"a": [,]}', 7],
    ['{"a": 1,}', 8],
    ["{'a': 1}", 1],
    ['{"a" 1}', 5],
    ['[1 2]', 3],
    ['[01]', 2],
    ['{"a": tru}', 6],
    ['{} x', 3],
    ['{"a": "\u0001"}', 6],
    // A string that never closes is told where it begins.
    ['"unterminated', 0],
  ])('%s breaks at %i, as JSON.parse refuses it', (text, offset) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(jsonErrorOffset(text)).toBe(offset);
  });

  it.each(['{"a": [1', '[', '{"a"', ''])('%s ends too soon (its length)', (text) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(jsonErrorOffset(text)).toBe(text.length);
  });

  it('a million open brackets do not overflow the stack', () => {
    const text = '['.repeat(1_000_000);
    expect(jsonErrorOffset(text)).toBe(text.length);
  });
});

describe('an import problem as a validation issue', () => {
  it('splits the place into a path, indices as text like the schema checks’', () => {
    expect(problemIssue('products[12].images[0]: slika nije dobra.')).toEqual({
      path: ['products', '12', 'images', '0'],
      message: 'slika nije dobra.',
    });
    expect(problemIssue('categories[1].parent: kategorije prave krug (a → b → a).')).toEqual({
      path: ['categories', '1', 'parent'],
      message: 'kategorije prave krug (a → b → a).',
    });
  });

  it('a problem without a place keeps its whole text', () => {
    expect(problemIssue('fajl nije moguće pročitati: nema ga.')).toEqual({
      path: [],
      message: 'fajl nije moguće pročitati: nema ga.',
    });
  });
});
