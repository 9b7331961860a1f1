import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/db/schema';
import { SESSION_COOKIE } from '../../../server/plugins/sessions';
import { HttpClient } from '../../utils/http-client';
import { type TestServer, createTestServer } from '../../utils/test-server';
import { backgroundWorkSettled } from '../../../server/auth/background-work';
import { PASSWORD, registerThroughApi, tokenFromLastMail, userRow } from '../auth/auth-helpers';
import { hashToken } from '../../../server/auth/tokens';

const SESSION_EXPIRED = {
  error: 'Vaša sesija je istekla. Prijavite se ponovo.',
  code: 'UNAUTHORIZED',
  shouldLogin: true,
};
const NEW_PASSWORD = 'nova-lozinka-2';
const address = { street: 'Kneza Miloša 12', city: 'Čačak', postalCode: '32000' };

describe('/api/profile', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const update = (client: HttpClient, body: object) =>
    client.put('/api/profile', {
      firstName: 'Jelena',
      lastName: 'Đorđević',
      phone: null,
      address: null,
      ...body,
    });

  it('answers 401 with shouldLogin: true without a session', async () => {
    const client = new HttpClient(server.app);
    for (const response of [
      await client.get('/api/profile'),
      await update(client, {}),
      await client.put('/api/profile/password', {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_EXPIRED);
    }
  });

  it('answers 401 with shouldLogin: true when the session has expired', async () => {
    const client = new HttpClient(server.app);
    await registerThroughApi(client);
    const tokenHash = hashToken(client.cookies.get(SESSION_COOKIE)!);
    await server.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, tokenHash));

    const response = await client.get('/api/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_EXPIRED);
  });

  it('shows the signed-in user their profile', async () => {
    const client = new HttpClient(server.app);
    const { user } = await registerThroughApi(client, { phone: '064 123 4567' });
    const response = await client.get('/api/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      profile: {
        id: user.id,
        email: user.email,
        isVerified: false,
        firstName: 'Jelena',
        lastName: 'Đorđević',
        phone: '064 123 4567',
        address: null,
      },
    });
  });

  it('updates name, phone and default delivery address, and clears the address with null', async () => {
    const client = new HttpClient(server.app);
    const { user } = await registerThroughApi(client);

    const response = await update(client, {
      firstName: ' Milica ',
      lastName: 'Stanković',
      phone: '+381 11 222 333',
      address,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      firstName: 'Milica',
      lastName: 'Stanković',
      phone: '+381 11 222 333',
      address,
    });
    expect((await client.get('/api/profile')).json().profile.address).toEqual(address);
    const row = await userRow(server, user.email);
    expect(row).toMatchObject({
      firstName: 'Milica',
      street: 'Kneza Miloša 12',
      city: 'Čačak',
      postalCode: '32000',
    });
    expect((await client.get('/api/auth/me')).json().user.firstName).toBe('Milica');

    const cleared = await update(client, { address: null });
    expect(cleared.json().profile.address).toBeNull();
    expect((await userRow(server, user.email)).street).toBeNull();
  });

  it('refuses an invalid postal code with a Serbian validation issue', async () => {
    const client = new HttpClient(server.app);
    await registerThroughApi(client);
    const response = await update(client, { address: { ...address, postalCode: '123' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({
      path: ['address', 'postalCode'],
      message: 'Poštanski broj ima 5 cifara.',
    });
  });

  it('refuses a password change with a wrong current password: 400 WRONG_PASSWORD, nothing changes', async () => {
    const client = new HttpClient(server.app);
    const { user } = await registerThroughApi(client);
    const response = await client.put('/api/profile/password', {
      currentPassword: 'nije-ta-lozinka',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Trenutna lozinka nije ispravna.', code: 'WRONG_PASSWORD' });
    expect(
      (await new HttpClient(server.app).post('/api/auth/login', { email: user.email, password: PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('changes the password, keeps this session and ends the other sessions of the account', async () => {
    const client = new HttpClient(server.app);
    const { user } = await registerThroughApi(client);
    const otherDevice = new HttpClient(server.app);
    await otherDevice.post('/api/auth/login', { email: user.email, password: PASSWORD });

    const response = await client.put('/api/profile/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect((await client.get('/api/profile')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/auth/me')).json()).toEqual({ user: null });
    const login = (password: string) =>
      new HttpClient(server.app).post('/api/auth/login', { email: user.email, password });
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(PASSWORD)).statusCode).toBe(401);
    expect((await userRow(server, user.email)).passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('a reset link mailed before a password change in the profile no longer works', async () => {
    const client = new HttpClient(server.app);
    const { user } = await registerThroughApi(client);
    await new HttpClient(server.app).post('/api/auth/generate-reset-pass', { email: user.email });
    await backgroundWorkSettled(server.app);
    const token = tokenFromLastMail(server, user.email);
    expect((await new HttpClient(server.app).post(`/api/auth/verify-pass/${token}`)).json()).toEqual({
      valid: true,
    });

    const changed = await client.put('/api/profile/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);

    expect((await new HttpClient(server.app).post(`/api/auth/verify-pass/${token}`)).statusCode).toBe(400);
    const reset = await new HttpClient(server.app).put('/api/auth/change-pass', {
      token,
      resetPasswordData: { password: 'treca-lozinka-3', confirmPassword: 'treca-lozinka-3' },
    });
    expect(reset.json().success).toBe(false);
    const login = await new HttpClient(server.app).post('/api/auth/login', {
      email: user.email,
      password: NEW_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const client = new HttpClient(server.app);
    await registerThroughApi(client);
    const response = await client.put('/api/profile/password', {
      currentPassword: PASSWORD,
      newPassword: 'kratka',
      confirmPassword: 'kratka',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({
      path: ['newPassword'],
      message: 'Lozinka mora imati najmanje 8 karaktera.',
    });
  });
});
