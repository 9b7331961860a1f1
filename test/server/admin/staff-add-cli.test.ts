import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askHidden } from '../../../server/admin/hidden-prompt';
import { verifyPassword } from '../../../server/auth/passwords';
import { openDatabase } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { HttpClient } from '../../utils/http-client';
import { createTestServer } from '../../utils/test-server';
import { TEST_TIMEOUTS } from '../../utils/timeouts';
import { signIn } from './staff-helpers';

const root = path.join(import.meta.dirname, '..', '..', '..');
const run = promisify(execFile);
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const PASSWORD = 'lozinka-prvog-admina';

describe('npm run staff:add', { timeout: TEST_TIMEOUTS.long }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'zaposleni-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Runs the script as npm would, its standard input a pipe (not a terminal). */
  const staffAdd = (args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, [tsxCli, 'server/db/staff-add-cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STAFF_PASSWORD: '', ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      return await use(database);
    } finally {
      await database.close();
    }
  }
  const accountOf = (email: string) =>
    withDatabase(async ({ db }) => (await db.select().from(users).where(eq(users.email, email)))[0]);

  it('refuses a bad role, a bad address, a short or missing password in Serbian, writing nothing', async () => {
    const badRole = await staffAdd(['--email', 'ana@example.rs', '--role', 'owner'], {
      STAFF_PASSWORD: PASSWORD,
    });
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain('Uloga mora biti admin ili operator, a ne "owner".');
    expect(badRole.stderr).toContain('Ništa nije upisano.');

    const badEmail = await staffAdd(['--email', 'ana', '--role', 'admin'], { STAFF_PASSWORD: PASSWORD });
    expect(badEmail.stderr).toContain('Unesite ispravnu e-adresu (--email).');

    const short = await staffAdd(['--email', 'ana@example.rs', '--role', 'admin'], {
      STAFF_PASSWORD: 'kratka',
    });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Lozinka mora imati najmanje 8 karaktera.');

    const missing = await staffAdd(['--email', 'ana@example.rs', '--role', 'admin']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('lozinku zadajte u STAFF_PASSWORD');
    expect(await accountOf('ana@example.rs')).toBeUndefined();
  });

  it('creates the first admin from STAFF_PASSWORD, who signs in to the back office with it', async () => {
    const created = await staffAdd(['--email', 'Ana@Example.rs', '--role', 'admin'], {
      STAFF_PASSWORD: PASSWORD,
    });
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('Nalog ana@example.rs je otvoren, uloga: admin.');
    const account = await accountOf('ana@example.rs');
    expect(account!.role).toBe('admin');
    expect(await verifyPassword(account!.passwordHash, PASSWORD)).toBe(true);

    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    const server = await createTestServer({ database });
    try {
      const client = new HttpClient(server.app);
      await signIn(client, 'ana@example.rs', PASSWORD);
      const session = await client.get('/api/admin/session');
      expect(session.statusCode).toBe(200);
      expect(session.json()).toMatchObject({ staff: { role: 'admin' }, totp: 'notEnrolled' });
    } finally {
      await server.close();
      await database.close();
    }
  });

  it('promotes an existing shopper, keeping the password; the last admin is not demoted', async () => {
    await withDatabase(({ db }) =>
      db
        .insert(users)
        .values({ email: 'kupac@example.rs', passwordHash: 'x', firstName: 'Petar', lastName: 'Perić' }),
    );
    const promoted = await staffAdd(['--email', 'kupac@example.rs', '--role', 'operator']);
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(promoted.stdout).toContain('uloga customer → operator');
    expect(await accountOf('kupac@example.rs')).toMatchObject({ role: 'operator', passwordHash: 'x' });

    const demoted = await staffAdd(['--email', 'ana@example.rs', '--role', 'operator']);
    expect(demoted.code).toBe(1);
    expect(demoted.stderr).toContain('je jedini administrator');
    expect((await accountOf('ana@example.rs'))!.role).toBe('admin');
  });
});

describe('the hidden password prompt', () => {
  it('does not echo what is typed, takes Backspace, ends at Enter', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true, rawModes: [] as boolean[] });
    const terminal = input as unknown as typeof process.stdin & { rawModes: boolean[] };
    terminal.setRawMode = (mode: boolean) => {
      input.rawModes.push(mode);
      return terminal;
    };
    const output = new PassThrough();
    let shown = '';
    output.on('data', (chunk) => {
      shown += chunk;
    });
    const answer = askHidden('Lozinka: ', terminal, output as unknown as typeof process.stderr);
    input.write('tajnaa\u007f-lozinka\r');
    expect(await answer).toBe('tajna-lozinka');
    expect(shown).toBe('Lozinka: \n');
    expect(input.rawModes).toEqual([true, false]);
  });

  it('gives up on Ctrl+C', async () => {
    const input = Object.assign(new PassThrough(), { setRawMode: () => input });
    const answer = askHidden('Lozinka: ', input as never, new PassThrough() as never);
    input.write('abc\u0003');
    expect(await answer).toBeNull();
  });
});
