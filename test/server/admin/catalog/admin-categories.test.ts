import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../../../contract/catalog';
import { HttpClient } from '../../../utils/http-client';
import { insertCategory, insertProduct } from '../../../utils/fixtures';
import { type TestServer, createTestServer } from '../../../utils/test-server';
import { type StaffClient, signedInStaff } from '../staff-helpers';
import { auditRowsOf, patch } from './catalog-admin-helpers';

type AdminCategory = {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  productCount: number;
};

describe('the back office’s categories (/api/admin/categories)', () => {
  let server: TestServer;
  let admin: StaffClient;

  beforeAll(async () => {
    server = await createTestServer();
    admin = await signedInStaff(server, 'admin');
  });
  afterAll(() => server.close());

  const list = async () => (await admin.client.get('/api/admin/categories')).json().items as AdminCategory[];
  const storefrontTree = async () =>
    (await new HttpClient(server.app).get('/api/categories')).json() as CategoryNode[];
  const nodeOf = (nodes: CategoryNode[], slug: string): CategoryNode | undefined => {
    for (const node of nodes) {
      if (node.slug === slug) return node;
      const found = nodeOf(node.children, slug);
      if (found) return found;
    }
    return undefined;
  };

  it('lists every category, parents before their children, counting their descendants’ products', async () => {
    const top = await insertCategory(server, { name: 'Alati', slug: 'alati' });
    const drills = await insertCategory(server, { name: 'Bušilice', slug: 'busilice', parentId: top.id });
    await insertProduct(server, { categoryId: drills.id });
    await insertProduct(server, { categoryId: drills.id });
    await insertProduct(server, { categoryId: top.id });
    const items = await list();
    const at = (slug: string) => items.findIndex((item) => item.slug === slug);
    expect(at('alati')).toBeLessThan(at('busilice'));
    expect(items[at('alati')]).toEqual({
      id: top.id,
      name: 'Alati',
      slug: 'alati',
      parentId: null,
      productCount: 3,
    });
    expect(items[at('busilice')]).toMatchObject({ parentId: top.id, productCount: 2 });
  });

  it('creates a category with a slug from its name, under a parent, audited; the storefront’s tree shows it', async () => {
    const parent = await insertCategory(server, { slug: 'basta' });
    const response = await admin.client.post('/api/admin/categories', {
      name: 'Kosilice i trimeri',
      parentId: parent.id,
    });
    expect(response.statusCode).toBe(201);
    const { category } = response.json();
    expect(category).toEqual({
      id: expect.any(Number),
      name: 'Kosilice i trimeri',
      slug: 'kosilice-i-trimeri',
      parentId: parent.id,
      productCount: 0,
    });
    expect(nodeOf(await storefrontTree(), 'basta')!.children.map((child) => child.slug)).toEqual([
      'kosilice-i-trimeri',
    ]);
    const [audit] = await auditRowsOf(server, 'category', category.id);
    expect(audit).toMatchObject({
      action: 'category.create',
      before: null,
      after: { slug: 'kosilice-i-trimeri' },
    });
  });

  it('a slug given that another category has is a 409 naming it; a generated one gets the next free', async () => {
    await insertCategory(server, { name: 'Lampe', slug: 'lampe' });
    const taken = await admin.client.post('/api/admin/categories', {
      name: 'Druge lampe',
      slug: 'lampe',
      parentId: null,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', issues: [{ path: ['slug'] }] });
    expect(taken.json().error).toBe('Adresa "lampe" već pripada drugoj kategoriji.');
    const generated = await admin.client.post('/api/admin/categories', { name: 'Lampe', parentId: null });
    expect(generated.json().category.slug).toBe('lampe-2');
  });

  it('a parent that does not exist, or a name too short, is a 400 naming the field', async () => {
    const missing = await admin.client.post('/api/admin/categories', { name: 'Nešto', parentId: 999_999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      issues: [{ path: ['parentId'], message: 'Nadređena kategorija ne postoji.' }],
    });
    const short = await admin.client.post('/api/admin/categories', { name: 'A', parentId: null });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([{ path: ['name'], message: 'Unesite naziv kategorije.' }]);
  });

  it('renames and re-addresses a category; the storefront’s tree and search follow', async () => {
    const category = await insertCategory(server, { name: 'Stari naziv', slug: 'stari-naziv' });
    const product = await insertProduct(server, {
      categoryId: category.id,
      name: 'Proizvod bez reči u imenu',
    });
    const response = await patch(admin.client, `/api/admin/categories/${category.id}`, {
      name: 'Usisivači',
      slug: 'usisivaci-novi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().category).toMatchObject({
      name: 'Usisivači',
      slug: 'usisivaci-novi',
      productCount: 1,
    });
    expect(nodeOf(await storefrontTree(), 'usisivaci-novi')).toMatchObject({
      name: 'Usisivači',
      productCount: 1,
    });
    expect(nodeOf(await storefrontTree(), 'stari-naziv')).toBeUndefined();
    // Search knows a product by its category's name (migration 0007's trigger).
    const found = (await new HttpClient(server.app).get('/api/products/search?q=usisivaci')).json();
    expect(found.items.map((item: { id: number }) => item.id)).toContain(product.id);
    const [audit] = await auditRowsOf(server, 'category', category.id);
    expect(audit).toMatchObject({
      action: 'category.update',
      before: { name: 'Stari naziv', slug: 'stari-naziv' },
      after: { name: 'Usisivači', slug: 'usisivaci-novi' },
    });
  });

  it('moves a category under another: the storefront counts its products there and no longer under the old parent', async () => {
    const from = await insertCategory(server, { slug: 'stari-roditelj' });
    const to = await insertCategory(server, { slug: 'novi-roditelj' });
    const moved = await insertCategory(server, { slug: 'premestena', parentId: from.id });
    await insertProduct(server, { categoryId: moved.id });
    await insertProduct(server, { categoryId: moved.id });
    expect(nodeOf(await storefrontTree(), 'stari-roditelj')!.productCount).toBe(2);

    const response = await patch(admin.client, `/api/admin/categories/${moved.id}`, { parentId: to.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().category).toMatchObject({ parentId: to.id, productCount: 2 });
    const tree = await storefrontTree();
    expect(nodeOf(tree, 'stari-roditelj')).toMatchObject({ productCount: 0, children: [] });
    expect(nodeOf(tree, 'novi-roditelj')).toMatchObject({
      productCount: 2,
      children: [expect.objectContaining({ slug: 'premestena' })],
    });
    const listed = (await new HttpClient(server.app).get('/api/products?category=novi-roditelj')).json();
    expect(listed.total).toBe(2);
    const audits = await auditRowsOf(server, 'category', moved.id);
    expect(audits.map((row) => row.action)).toEqual(['category.move']);
  });

  it('cannot move a category under itself or its descendants: 400 in Serbian on parentId, nothing changes', async () => {
    const top = await insertCategory(server, { slug: 'vrh' });
    const child = await insertCategory(server, { slug: 'dete', parentId: top.id });
    const grandchild = await insertCategory(server, { slug: 'unuce', parentId: child.id });
    for (const parentId of [top.id, child.id, grandchild.id]) {
      const response = await patch(admin.client, `/api/admin/categories/${top.id}`, { parentId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: 'Kategorija ne može biti premeštena u samu sebe ni u svoju potkategoriju.',
        issues: [{ path: ['parentId'] }],
      });
    }
    expect((await list()).find((item) => item.id === top.id)!.parentId).toBeNull();
    expect(await auditRowsOf(server, 'category', top.id)).toEqual([]);
  });

  it('two moves at once cannot make a loop: one waits for the other and is then refused', async () => {
    const a = await insertCategory(server, { slug: 'petlja-a' });
    const b = await insertCategory(server, { slug: 'petlja-b' });
    const answers = await Promise.all([
      patch(admin.client, `/api/admin/categories/${a.id}`, { parentId: b.id }),
      patch(admin.client, `/api/admin/categories/${b.id}`, { parentId: a.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('a slug another category has is a 409; an unknown category 404; an operator 403', async () => {
    const one = await insertCategory(server, { slug: 'prva-kat' });
    await insertCategory(server, { slug: 'druga-kat' });
    const taken = await patch(admin.client, `/api/admin/categories/${one.id}`, { slug: 'druga-kat' });
    expect(taken.statusCode).toBe(409);
    expect((await patch(admin.client, '/api/admin/categories/999999', { name: 'Nema je' })).statusCode).toBe(
      404,
    );
    const operator = await signedInStaff(server, 'operator');
    expect((await operator.client.get('/api/admin/categories')).statusCode).toBe(403);
  });
});
