import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { auditRowsOf } from '../admin/catalog/catalog-admin-helpers';
import { type StaffClient, signedInStaff } from '../admin/staff-helpers';
import { insertPromo, uniqueCode } from './promo-fixtures';

describe('the back office’s promo codes (/api/admin/promo-codes)', () => {
  let server: TestServer;
  let admin: StaffClient;
  beforeAll(async () => {
    server = await createTestServer();
    admin = await signedInStaff(server, 'admin');
  });
  afterAll(() => server.close());

  const body = (code: string) => ({
    code: ` ${code.toLowerCase()} `,
    kind: 'percent',
    value: 10,
    minOrder: 5_000,
    validFrom: '2026-12-01',
    validTo: '2026-12-31',
    maxUses: 100,
    maxUsesPerCustomer: 1,
  });

  it('creates a code (normalised), audited, and lists it with its uses', async () => {
    const code = uniqueCode('ZIMA');
    const created = await admin.client.post('/api/admin/promo-codes', body(code));

    expect(created.statusCode).toBe(201);
    const { promo } = created.json();
    expect(promo).toMatchObject({ code, kind: 'percent', value: 10, active: true, uses: 0 });
    const [audit] = await auditRowsOf(server, 'promo', promo.id);
    expect(audit).toMatchObject({ action: 'promo.create', staffId: admin.user.id, before: null });
    expect(audit!.after).toMatchObject({ code, value: 10 });

    const list = await admin.client.get('/api/admin/promo-codes');
    expect(list.json().items.find((item: { id: number }) => item.id === promo.id)).toMatchObject({
      code,
      uses: 0,
    });
  });

  it('refuses a code that exists, and a code ending before it starts, in Serbian', async () => {
    const existing = await insertPromo(server);
    const taken = await admin.client.post('/api/admin/promo-codes', body(existing.code));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(`Kod ${existing.code} već postoji.`);

    const upside = await admin.client.post('/api/admin/promo-codes', {
      ...body(uniqueCode()),
      validFrom: '2026-12-31',
      validTo: '2026-12-01',
    });
    expect(upside.statusCode).toBe(400);
    expect(JSON.stringify(upside.json())).toContain('Kod ne može da prestane da važi pre nego što počne.');
  });

  it('deactivates a code, audited with before and after', async () => {
    const promo = await insertPromo(server);
    const response = await admin.client.post(`/api/admin/promo-codes/${promo.id}/deactivate`);

    expect(response.statusCode).toBe(200);
    expect(response.json().promo).toMatchObject({ id: promo.id, active: false });
    const [audit] = await auditRowsOf(server, 'promo', promo.id);
    expect(audit).toMatchObject({ action: 'promo.deactivate' });
    expect(audit!.before).toMatchObject({ active: true });
    expect(audit!.after).toMatchObject({ active: false });
    const missing = await admin.client.post('/api/admin/promo-codes/999999/deactivate');
    expect(missing.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const operator = await signedInStaff(server, 'operator');
    expect((await operator.client.get('/api/admin/promo-codes')).statusCode).toBe(403);
    expect((await operator.client.post('/api/admin/promo-codes', body(uniqueCode()))).statusCode).toBe(403);
  });
});
