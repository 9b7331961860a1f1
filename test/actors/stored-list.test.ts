import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { storedList } from '../../src/actors/stored-list';
import { createFakeBrowser } from '../machines/utils/fake-browser';

/* A list kept in local storage (src/actors/stored-list.ts): the comparison's and the recently viewed. */

const schema = z.array(z.object({ id: z.int() })).check(z.maxLength(2));
const listIn = (stored?: string) => {
  const fake = createFakeBrowser({ storage: stored === undefined ? {} : { list: stored } });
  return { storage: fake.browser.storage, list: storedList(fake.browser.storage, 'list', schema) };
};

describe('a list kept in local storage', () => {
  it('reads the list the shop wrote under its key', () => {
    expect(listIn('[{"id":3},{"id":1}]').list.read()).toEqual([{ id: 3 }, { id: 1 }]);
  });

  it('reads nothing stored, what is not JSON, or not a list the schema allows as an empty list', () => {
    for (const stored of [
      undefined,
      '{"nije": "lista"',
      '{"id":1}',
      '[{"id":"1"}]',
      '[{"id":1},{"id":2},{"id":3}]',
    ])
      expect(listIn(stored).list.read(), String(stored)).toEqual([]);
    const { storage, list } = listIn('[{"id":1}]');
    storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(list.read()).toEqual([]);
  });

  it('writes the whole list as JSON, and an empty one as no entry at all', () => {
    const { storage, list } = listIn('[{"id":9}]');
    list.write([{ id: 1 }, { id: 2 }]);
    expect(storage.getItem('list')).toBe('[{"id":1},{"id":2}]');
    expect(list.read()).toEqual([{ id: 1 }, { id: 2 }]);
    list.write([]);
    expect(storage.getItem('list')).toBeNull();
  });
});
