import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_LIMITS } from '../../contract/catalog-constants';
import { productListQuerySchema } from '../../contract/catalog';
import { contactBodySchema } from '../../contract/contact';
import { CONTACT_MAX_LENGTH } from '../../contract/contact-constants';
import { SHOP } from '../../contract/shop';
import { hoursSentence, hoursTable } from '../../contract/shop-hours';
import { listingParams } from '../../src/api/catalog';
import { LISTING_SORTS, listingQuery, readListingUrl } from '../../src/lib/listing-url';

// Rules the storefront applies before the server sees anything, held to the one source both use.

describe('the contact form’s limits (contract/contact-constants.ts)', () => {
  const filled = { name: 'Ana', email: 'ana@example.rs', subject: '', message: 'Dobar dan, imam pitanje.' };
  const local = (length: number) => `${'a'.repeat(length - '@example.rs'.length)}@example.rs`;
  const at = (field: keyof typeof CONTACT_MAX_LENGTH, length: number) => ({
    ...filled,
    [field]: field === 'email' ? local(length) : 'a'.repeat(length),
  });

  it.each(Object.keys(CONTACT_MAX_LENGTH) as (keyof typeof CONTACT_MAX_LENGTH)[])(
    'the server takes a %s as long as the form’s input allows, and not one character more',
    (field) => {
      expect(contactBodySchema.safeParse(at(field, CONTACT_MAX_LENGTH[field])).success).toBe(true);
      expect(contactBodySchema.safeParse(at(field, CONTACT_MAX_LENGTH[field] + 1)).success).toBe(false);
    },
  );
});

describe('a listing URL (contract/catalog-constants.ts LISTING_LIMITS)', () => {
  const sent = (search: string) => listingParams(listingQuery(readListingUrl(search, LISTING_SORTS)));

  it('whatever a hand-edited link holds, the query the page sends is one the server takes', () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer({ min: -5, max: LISTING_LIMITS.maxPrice * 2 }).map(String),
      fc.constantFrom(String(LISTING_LIMITS.maxPage), String(LISTING_LIMITS.maxPage + 1), 'true', '1'),
      fc
        .array(fc.string({ maxLength: LISTING_LIMITS.maxBrandLength + 5 }), { maxLength: 60 })
        .map((b) => b.join(',')),
    );
    const query = fc.dictionary(
      fc.constantFrom('page', 'minPrice', 'maxPrice', 'brand', 'sort', 'available'),
      value,
    );
    fc.assert(
      fc.property(query, (entries) => {
        const parsed = productListQuerySchema.safeParse(sent(`?${new URLSearchParams(entries)}`));
        expect(parsed.error?.issues).toBeUndefined();
      }),
    );
  });

  it('keeps values at the limits and drops or caps values past them', () => {
    const { maxPage, maxPrice } = LISTING_LIMITS;
    expect(sent(`?page=${maxPage}&maxPrice=${maxPrice}`)).toEqual({
      page: String(maxPage),
      maxPrice: String(maxPrice),
    });
    expect(sent(`?page=${maxPage + 1}&maxPrice=${maxPrice + 1}`)).toEqual({ page: String(maxPage) });
  });
});

describe('the shop’s hours (contract/shop.ts SHOP.hours)', () => {
  it('the contact page’s table and the footer’s sentence say the same hours', () => {
    expect(hoursTable()).toEqual([
      { days: 'Ponedeljak – petak', time: '08:00 – 20:00' },
      { days: 'Subota', time: '09:00 – 15:00' },
      { days: 'Nedelja i državni praznici', time: 'ne radimo' },
    ]);
    expect(hoursSentence()).toBe('Radnim danima od 8 do 20, subotom od 9 do 15 časova');
  });

  it('a change of the hours reaches both', () => {
    const later = SHOP.hours.map((row) => (row.opens === 8 ? { ...row, opens: 9 } : row));
    expect(hoursTable(later)[0]!.time).toBe('09:00 – 20:00');
    expect(hoursSentence(later)).toBe('Radnim danima od 9 do 20, subotom od 9 do 15 časova');
  });
});
