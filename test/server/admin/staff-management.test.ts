import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authTokens, users } from '../../../server/db/schema';
import { HttpClient } from '../../utils/http-client';
import { testDbKind } from '../../utils/test-database';
import { type TestServer, createTestServer } from '../../utils/test-server';
import {
  registerBody,
  registerThroughApi,
  tokenFromLastMail,
  uniqueEmail,
  userRow,
} from '../auth/auth-helpers';
import { createStaffUser, signIn, signedInStaff } from './staff-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const NEW_PASSWORD = 'nova-lozinka-zaposlenog';

describe('staff management (admins only)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const auditRowsOf = (entityId: number) =>
    server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(entityId)));

  it('lists the staff, with their role and whether TOTP is set up; no shoppers', async () => {
    const { client, user: admin } = await signedInStaff(server, 'admin');
    const operator = await createStaffUser(server, 'operator');
    await registerThroughApi(new HttpClient(server.app));
    const response = await client.get('/api/admin/staff');
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { id: number; role: string; totpEnrolled: boolean }[];
    expect(items.find((item) => item.id === admin.id)).toMatchObject({ role: 'admin', totpEnrolled: true });
    expect(items.find((item) => item.id === operator.id)).toMatchObject({
      role: 'operator',
      totpEnrolled: false,
    });
    expect(items.every((item) => item.role === 'admin' || item.role === 'operator')).toBe(true);
    // Admins first.
    const roles = items.map((item) => item.role);
    expect(roles).toEqual([...roles].sort((a, b) => (a === b ? 0 : a === 'admin' ? -1 : 1)));
  });

  it('invites a new address: an account with the role, a Serbian mail whose link sets the password for 7 days', async () => {
    const { client, user: admin } = await signedInStaff(server, 'admin');
    const email = uniqueEmail('operater');
    const response = await client.post(
      '/api/admin/staff/invite',
      { email: email.toUpperCase(), role: 'operator' },
      { remoteAddress: '192.0.2.7' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ invited: true });
    const account = await userRow(server, email);
    expect(account.role).toBe('operator');

    const mail = server.lastMailTo(email);
    expect(mail.subject).toMatch(/^Poziv u administraciju prodavnice \| /);
    expect(mail.text).toContain('kao operater');
    expect(mail.text).toContain('Link važi 7 dana');
    expect(mail.link).toMatch(/^http:\/\/shop\.test\/reset-password\?token=/);
    const [token] = await server.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, account.id));
    expect(token!.kind).toBe('reset_password');
    expect(token!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY_MS);

    // The password-reset page's calls set the password; then the shop's login signs the operator in.
    const invited = new HttpClient(server.app);
    const linkToken = tokenFromLastMail(server, email);
    expect((await invited.post(`/api/auth/verify-pass/${linkToken}`)).statusCode).toBe(200);
    const set = await invited.put('/api/auth/change-pass', {
      token: linkToken,
      resetPasswordData: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(set.json()).toEqual({ success: true });
    await signIn(invited, email, NEW_PASSWORD);
    const session = (await invited.get('/api/admin/session')).json();
    expect(session.staff).toMatchObject({ email, role: 'operator' });
    expect(session.totp).toBe('notEnrolled');

    const [audit] = await auditRowsOf(account.id);
    expect(audit).toMatchObject({
      staffId: admin.id,
      action: 'staff.invite',
      entity: 'staff',
      before: null,
      after: { email, role: 'operator' },
      ip: '192.0.2.7',
    });
  });

  it('writes the invitation in Cyrillic when the admin works in Cyrillic', async () => {
    const { client } = await signedInStaff(server, 'admin');
    const email = uniqueEmail('cirilica');
    await client.post(
      '/api/admin/staff/invite',
      { email, role: 'admin' },
      { headers: { 'accept-language': 'sr-Cyrl' } },
    );
    const mail = server.lastMailTo(email);
    expect(mail.subject).toMatch(/^Позив у администрацију продавнице \| /);
    expect(mail.text).toContain('као администратор');
  });

  it('promotes an existing shopper, who keeps their password and is told by mail', async () => {
    const { client, user: admin } = await signedInStaff(server, 'admin');
    const shopper = new HttpClient(server.app);
    const { body, user } = await registerThroughApi(shopper);
    const response = await client.post('/api/admin/staff/invite', { email: body.email, role: 'operator' });
    expect(response.statusCode).toBe(200);
    expect((await userRow(server, body.email)).role).toBe('operator');
    const mail = server.lastMailTo(body.email);
    expect(mail.text).toContain('Dobar dan, Jelena,');
    expect(mail.text).toContain('dobio ulogu: operater');
    expect(mail.link).toBe('http://shop.test/admin');
    const [audit] = await auditRowsOf(user.id);
    expect(audit).toMatchObject({
      staffId: admin.id,
      action: 'staff.invite',
      before: { email: body.email, role: 'customer' },
      after: { email: body.email, role: 'operator' },
    });
    await signIn(shopper, body.email, body.password);
    expect((await shopper.get('/api/admin/session')).statusCode).toBe(200);
  });

  it('answers 409 for an address that is staff already, and writes nothing', async () => {
    const { client } = await signedInStaff(server, 'admin');
    const operator = await createStaffUser(server, 'operator');
    const response = await client.post('/api/admin/staff/invite', { email: operator.email, role: 'admin' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Ovaj nalog je već zaposleni (operater). Ulogu promenite u spisku zaposlenih.',
      code: 'CONFLICT',
    });
    expect((await userRow(server, operator.email)).role).toBe('operator');
    expect(await auditRowsOf(operator.id)).toEqual([]);
  });

  it('refuses a bad invitation with a Serbian text naming the field', async () => {
    const { client } = await signedInStaff(server, 'admin');
    const badEmail = await client.post('/api/admin/staff/invite', { email: 'nije-adresa', role: 'operator' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Unesite ispravnu e-adresu.' });
    const badRole = await client.post('/api/admin/staff/invite', { email: uniqueEmail(), role: 'customer' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json()).toMatchObject({ error: 'Izaberite ulogu.', issues: [{ path: ['role'] }] });
  });

  it('changes a role, with an audit row of before and after, and answers the list', async () => {
    const { client, user: admin } = await signedInStaff(server, 'admin');
    const operator = await createStaffUser(server, 'operator');
    const response = await client.put(`/api/admin/staff/${operator.id}/role`, { role: 'admin' });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.find((item: { id: number }) => item.id === operator.id).role).toBe('admin');
    const [audit] = await auditRowsOf(operator.id);
    expect(audit).toMatchObject({
      staffId: admin.id,
      action: 'staff.role',
      before: { email: operator.email, role: 'operator' },
      after: { email: operator.email, role: 'admin' },
    });
  });

  it('does not change a shopper or an unknown id (404)', async () => {
    const { client } = await signedInStaff(server, 'admin');
    const { user } = await registerThroughApi(new HttpClient(server.app));
    expect((await client.put(`/api/admin/staff/${user.id}/role`, { role: 'operator' })).statusCode).toBe(404);
    expect((await client.put('/api/admin/staff/999999/role', { role: 'operator' })).json()).toEqual({
      error: 'Zaposleni nije pronađen.',
      code: 'NOT_FOUND',
    });
    expect((await userRow(server, user.email)).role).toBe('customer');
  });
});

describe('the last admin', () => {
  it('cannot be demoted (409), not even by themselves; with a second admin they can', async () => {
    const server = await createTestServer();
    try {
      const { client, user: admin } = await signedInStaff(server, 'admin');
      const alone = await client.put(`/api/admin/staff/${admin.id}/role`, { role: 'operator' });
      expect(alone.statusCode).toBe(409);
      expect(alone.json().error).toMatch(/jedini administrator/);
      expect((await userRow(server, admin.email)).role).toBe('admin');

      const second = await signedInStaff(server, 'admin');
      expect((await client.put(`/api/admin/staff/${admin.id}/role`, { role: 'operator' })).statusCode).toBe(
        200,
      );
      // The demoted admin is an operator from their very next call.
      expect((await client.get('/api/admin/staff')).json().code).toBe('FORBIDDEN');
      const last = await second.client.put(`/api/admin/staff/${second.user.id}/role`, { role: 'operator' });
      expect(last.statusCode).toBe(409);
    } finally {
      await server.close();
    }
  });

  it('survives two admins demoting each other at once: one of them stays admin', async () => {
    const server = await createTestServer();
    try {
      const a = await signedInStaff(server, 'admin');
      const b = await signedInStaff(server, 'admin');
      // On PostgreSQL both requests are made to meet: a transaction holds both admins' rows
      // until both have started theirs, so each has read the admins before either writes, unless
      // it waits for their lock. (PGlite has one connection: its transactions never interleave.)
      let release = () => {};
      let held: Promise<unknown> = Promise.resolve();
      if (testDbKind === 'postgres') {
        const locked = new Promise<void>((resolve) => {
          held = server.database.db.transaction(async (tx) => {
            await tx
              .select()
              .from(users)
              .where(inArray(users.id, [a.user.id, b.user.id]))
              .for('update');
            resolve();
            await new Promise<void>((go) => {
              release = go;
            });
          });
        });
        await locked;
      }
      const answersPromise = Promise.all([
        a.client.put(`/api/admin/staff/${b.user.id}/role`, { role: 'operator' }),
        b.client.put(`/api/admin/staff/${a.user.id}/role`, { role: 'operator' }),
      ]);
      if (testDbKind === 'postgres') {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        release();
        await held;
      }
      const answers = await answersPromise;
      const admins = await server.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409].sort());
    } finally {
      await server.close();
    }
  });
});

describe('the storefront register', () => {
  it('never creates staff: a body with role admin makes a customer', async () => {
    const server = await createTestServer();
    try {
      const client = new HttpClient(server.app);
      const body = { ...registerBody(), role: 'admin' };
      const response = await client.post('/api/auth/register', body);
      expect(response.statusCode).toBe(201);
      expect((await userRow(server, body.email)).role).toBe('customer');
      expect((await client.get('/api/admin/session')).statusCode).toBe(403);
    } finally {
      await server.close();
    }
  });
});
