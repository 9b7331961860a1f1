import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '../../../contract/admin';
import { hashPassword } from '../../../server/auth/passwords';
import { hashToken } from '../../../server/auth/tokens';
import { sessions, users } from '../../../server/db/schema';
import { SESSION_COOKIE } from '../../../server/plugins/sessions';
import { HttpClient } from '../../utils/http-client';
import type { TestServer } from '../../utils/test-server';
import { PASSWORD, uniqueEmail } from '../auth/auth-helpers';

export type StaffClient = {
  client: HttpClient;
  user: { id: number; email: string; role: StaffRole };
  /** With the second factor: the TOTP secret (base32) and the recovery codes it was given. */
  totpSecret?: string;
  recoveryCodes?: string[];
};

/** The code an authenticator app shows for the secret at that time. */
export const totpCode = (secret: string, timestamp = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

/** Enrols and verifies TOTP through the API: the session has then passed the second factor. */
export async function enrolThroughApi(client: HttpClient) {
  const enrol = await client.post('/api/admin/totp/enrol');
  if (enrol.statusCode !== 200) throw new Error(`enrol failed: ${enrol.body}`);
  const secret = enrol.json().secret as string;
  const verify = await client.post('/api/admin/totp/verify', { code: totpCode(secret) });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  return { secret, recoveryCodes: verify.json().recoveryCodes as string[] };
}

// One argon2 hash for every staff account a test file makes (about 80 ms each otherwise).
let passwordHash: Promise<string> | undefined;

/** A staff account (operator or admin) with the tests' PASSWORD, written straight to the database. */
export async function createStaffUser(server: TestServer, role: StaffRole, email = uniqueEmail(role)) {
  passwordHash ??= hashPassword(PASSWORD);
  const [user] = await server.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await passwordHash,
      firstName: role === 'admin' ? 'Ana' : 'Marko',
      lastName: role === 'admin' ? 'Administratorović' : 'Operaterović',
      isVerified: true,
      role,
    })
    .returning({ id: users.id, email: users.email });
  return { id: user!.id, email: user!.email, role };
}

/** Signs the client in through the shop's own login. */
export async function signIn(client: HttpClient, email: string, password = PASSWORD): Promise<void> {
  const response = await client.post('/api/auth/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
}

/** The session row behind a client's session cookie. */
export function sessionHashOf(client: HttpClient): string {
  const token = client.cookies.get(SESSION_COOKIE);
  if (!token) throw new Error('the client holds no session');
  return hashToken(token);
}

/**
 * An HTTP client signed in as a new operator or admin. With `totp: true` (the default) it enrolled
 * TOTP and entered a code through the API, so its session has passed the second factor, so every /api/admin/* call its role may make is open to it; with
 * `totp: false` it is signed in with the password alone (the calls before the second factor).
 */
export async function signedInStaff(
  server: TestServer,
  role: StaffRole,
  options: { totp?: boolean } = {},
): Promise<StaffClient> {
  const user = await createStaffUser(server, role);
  const client = new HttpClient(server.app);
  await signIn(client, user.email);
  if (!(options.totp ?? true)) return { client, user };
  const { secret, recoveryCodes } = await enrolThroughApi(client);
  return { client, user, totpSecret: secret, recoveryCodes };
}

/** Moves the client's session's last request back, as if it had been idle that long. */
export async function idleFor(server: TestServer, client: HttpClient, ms: number): Promise<void> {
  await server.database.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - ms) })
    .where(eq(sessions.tokenHash, sessionHashOf(client)));
}
