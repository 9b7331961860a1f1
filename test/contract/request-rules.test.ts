import { describe, expect, it } from 'vitest';
import { registerBodySchema, resetPasswordDataSchema } from '../../contract/auth';
import { categoryTreeSchema, productListQuerySchema } from '../../contract/catalog';
import { initialDataSchema } from '../../contract/initial-data';
import { model97Control } from '../../contract/model-97';
import { isDiscounted, payPrice } from '../../contract/money';
import { orderNumberOf } from '../../contract/order-number';
import { changePasswordBodySchema } from '../../contract/profile';
import { pathOf, routes } from '../../contract/routes';
import { isUuid } from '../../contract/uuid';

// Rules of contract/ that both sides apply to what a shopper sends (DESIGN §3), one by one.

const CART_ID = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';
const issuePaths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('passwords are typed twice and must match', () => {
  const registration = {
    firstName: 'Ana',
    lastName: 'Anić',
    email: 'ana@example.rs',
    password: 'tajna-lozinka-1',
    confirmPassword: 'tajna-lozinka-1',
    acceptTerms: true,
    cartId: CART_ID,
  };

  it('registration: equal passwords pass, different ones are refused', () => {
    expect(registerBodySchema.safeParse(registration).success).toBe(true);
    const different = registerBodySchema.safeParse({ ...registration, confirmPassword: 'tajna-lozinka-2' });
    expect(different.success).toBe(false);
  });

  it('a password reset: equal passwords pass, different ones are refused', () => {
    expect(
      resetPasswordDataSchema.safeParse({ password: 'nova-lozinka-1', confirmPassword: 'nova-lozinka-1' })
        .success,
    ).toBe(true);
    expect(
      resetPasswordDataSchema.safeParse({ password: 'nova-lozinka-1', confirmPassword: 'nova-lozinka-2' })
        .success,
    ).toBe(false);
  });

  it('a password change in the profile: different new passwords are refused on confirmPassword', () => {
    const body = {
      currentPassword: 'stara-lozinka-1',
      newPassword: 'nova-lozinka-1',
      confirmPassword: 'nova-lozinka-1',
    };
    expect(changePasswordBodySchema.safeParse(body).success).toBe(true);
    const different = changePasswordBodySchema.safeParse({ ...body, confirmPassword: 'nova-lozinka-2' });
    expect(issuePaths(different)).toEqual(['confirmPassword']);
  });
});

describe('a product listing’s query (the page URL’s keys)', () => {
  it('brands: a comma list or repeated keys, trimmed, empty names dropped', () => {
    expect(productListQuerySchema.parse({ brand: ' Gorenje, Bosch,,' }).brand).toEqual(['Gorenje', 'Bosch']);
    expect(productListQuerySchema.parse({ brand: ['Gorenje', ' Bosch '] }).brand).toEqual([
      'Gorenje',
      'Bosch',
    ]);
  });

  it('in stock only: "true" and "1" are yes, "false" and "0" are no, anything else is refused', () => {
    expect(productListQuerySchema.parse({ available: 'true' }).available).toBe(true);
    expect(productListQuerySchema.parse({ available: '1' }).available).toBe(true);
    expect(productListQuerySchema.parse({ available: 'false' }).available).toBe(false);
    expect(productListQuerySchema.parse({ available: '0' }).available).toBe(false);
    expect(productListQuerySchema.safeParse({ available: 'da' }).success).toBe(false);
  });
});

describe('pay price (DESIGN §3 Money)', () => {
  it('a discount price equal to the price is no discount', () => {
    expect(payPrice({ price: 1900, discountPrice: 1900 })).toBe(1900);
    expect(isDiscounted({ price: 1900, discountPrice: 1900 })).toBe(false);
  });

  it('a discount price below the price is what the shopper pays, and the product is discounted', () => {
    expect(payPrice({ price: 2500, discountPrice: 1900 })).toBe(1900);
    expect(isDiscounted({ price: 2500, discountPrice: 1900 })).toBe(true);
    expect(isDiscounted({ price: 2500, discountPrice: 0 })).toBe(false);
  });
});

describe('the route table', () => {
  it('fills a path’s parameters, and a missing one is an error naming it', () => {
    expect(pathOf(routes.cartExists, { cartId: CART_ID })).toBe(`/api/cart/exists/${CART_ID}`);
    expect(() => pathOf(routes.cartExists, {})).toThrow(
      'GET /api/cart/exists/:cartId: parameter cartId is missing',
    );
  });
});

describe('order ids', () => {
  it('only a string can be a uuid, however it prints', () => {
    expect(isUuid(CART_ID)).toBe(true);
    expect(isUuid({ toString: () => CART_ID })).toBe(false);
  });
});

describe('order numbers and their model 97 reference', () => {
  it('the year is written with four digits, and the control digits protect year and serial', () => {
    expect(orderNumberOf(999, '123456')).toBe(`${model97Control('0999123456')}-0999-123456`);
  });

  it('only digits can be protected: anything else is an error naming what was given', () => {
    expect(() => model97Control('12-34')).toThrow('model 97 protects digits only, got "12-34"');
  });
});

describe('the category tree', () => {
  it('checks every level: a child of a child is a category too', () => {
    const leaf = { id: 3, name: 'Kombinovani', slug: 'kombinovani', productCount: 4, children: [] };
    const tree = [
      {
        id: 1,
        name: 'Bela tehnika',
        slug: 'bela-tehnika',
        productCount: 9,
        children: [{ id: 2, name: 'Frižideri', slug: 'frizideri', productCount: 4, children: [leaf] }],
      },
    ];
    expect(categoryTreeSchema.safeParse(tree).success).toBe(true);
    const broken = structuredClone(tree);
    (broken[0]!.children[0]!.children[0] as { productCount: unknown }).productCount = 'četiri';
    expect(categoryTreeSchema.safeParse(broken).success).toBe(false);
  });
});

describe('what a server-rendered page embeds (contract/initial-data.ts)', () => {
  it('holds the reads it was rendered from, by key, and the names of its lazily loaded parts', () => {
    expect(initialDataSchema.safeParse({ reads: {}, parts: [] }).success).toBe(true);
    expect(
      initialDataSchema.safeParse({
        reads: { 'product "frizider"': { kind: 'found' } },
        parts: ['ProductPage'],
      }).success,
    ).toBe(true);
    expect(initialDataSchema.safeParse({ reads: {} }).success).toBe(false);
    expect(initialDataSchema.safeParse({ reads: [], parts: [] }).success).toBe(false);
    expect(initialDataSchema.safeParse({ reads: {}, parts: [1] }).success).toBe(false);
  });
});
