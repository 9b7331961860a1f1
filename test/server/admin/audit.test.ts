import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../server/admin/audit';
import { auditLog } from '../../../server/db/schema';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { createStaffUser, signedInStaff } from './staff-helpers';

describe('the audit log', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('records in the caller’s transaction: rolled back with it, nothing is left', async () => {
    const staff = await createStaffUser(server, 'operator');
    await expect(
      server.database.db.transaction(async (tx) => {
        await recordAudit(tx, {
          staffId: staff.id,
          action: 'stock.set',
          entity: 'stock',
          entityId: 7,
          before: { stock: 1 },
          after: { stock: 2 },
          ip: '127.0.0.1',
        });
        throw new Error('the action failed after its audit row');
      }),
    ).rejects.toThrow('the action failed');
    expect(await server.database.db.select().from(auditLog).where(eq(auditLog.staffId, staff.id))).toEqual(
      [],
    );
  });

  it('lists newest first, 50 a page, with who, what before and after, when and the IP', async () => {
    const { client, user: admin } = await signedInStaff(server, 'admin');
    const operator = await createStaffUser(server, 'operator');
    for (let n = 1; n <= 52; n++) {
      await recordAudit(server.database.db, {
        staffId: operator.id,
        action: 'stock.set',
        entity: 'stock',
        entityId: n,
        before: { stock: n - 1 },
        after: { stock: n },
        ip: '198.51.100.4',
      });
    }
    await recordAudit(server.database.db, {
      staffId: admin.id,
      action: 'product.update',
      entity: 'product',
      entityId: 3,
      before: { price: 100 },
      after: { price: 90 },
      ip: '198.51.100.5',
    });

    const first = await client.get(`/api/admin/audit?staffId=${operator.id}`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ total: 52, page: 1, pageSize: 50 });
    expect(page1.items).toHaveLength(50);
    expect(page1.items[0]).toMatchObject({
      staff: { id: operator.id, email: operator.email },
      action: 'stock.set',
      entity: 'stock',
      entityId: '52',
      before: { stock: 51 },
      after: { stock: 52 },
      ip: '198.51.100.4',
    });
    expect(Number.isNaN(Date.parse(page1.items[0].at))).toBe(false);
    const page2 = (await client.get(`/api/admin/audit?staffId=${operator.id}&page=2`)).json();
    expect(page2.items.map((item: { entityId: string }) => item.entityId)).toEqual(['2', '1']);

    const products = (await client.get('/api/admin/audit?entity=product')).json();
    expect(products.items.every((item: { entity: string }) => item.entity === 'product')).toBe(true);
    expect(products.items[0]).toMatchObject({ staff: { id: admin.id }, after: { price: 90 } });
  });

  it('refuses an unknown filter with a Serbian text', async () => {
    const { client } = await signedInStaff(server, 'admin');
    const response = await client.get('/api/admin/audit?entity=everything');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: ['entity'] }] });
  });
});
