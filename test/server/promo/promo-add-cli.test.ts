import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { promoCodes } from '../../../server/db/schema';
import { TEST_TIMEOUTS } from '../../utils/timeouts';

const root = path.join(import.meta.dirname, '..', '..', '..');
const run = promisify(execFile);
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

describe('npm run promo:add', { timeout: TEST_TIMEOUTS.long }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kodovi-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const promoAdd = (args: string[]) =>
    run(process.execPath, [tsxCli, 'server/db/promo-add-cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('creates a code; refuses a bad one and a taken one in Serbian, writing nothing', async () => {
    const args = ['--code', 'zima10', '--percent', '10', '--from', '2026-12-01', '--to', '2026-12-31'];
    const created = await promoAdd([...args, '--min', '5000', '--per-customer', '1']);
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(
      'Kod ZIMA10 je napravljen: 10\u00a0% popusta, važi od 1. decembra 2026. do 31. decembra 2026.',
    );

    const taken = await promoAdd(args);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('Kod ZIMA10 već postoji.');
    expect(taken.stderr).toContain('Ništa nije upisano.');

    const both = await promoAdd([
      '--code',
      'X',
      '--percent',
      '10',
      '--amount',
      '5',
      '--from',
      '2026-12-01',
      '--to',
      '2026-12-31',
    ]);
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('Zadajte tačno jedno od --percent i --amount.');

    const upside = await promoAdd([
      '--code',
      'LETO',
      '--amount',
      '500',
      '--from',
      '2026-12-31',
      '--to',
      '2026-12-01',
    ]);
    expect(upside.code).toBe(1);
    expect(upside.stderr).toContain('Kod ne može da prestane da važi pre nego što počne.');

    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const rows = await database.db.select().from(promoCodes);
      expect(rows).toMatchObject([
        { code: 'ZIMA10', kind: 'percent', value: 10, minOrder: 5000, maxUsesPerCustomer: 1, maxUses: null },
      ]);
    } finally {
      await database.close();
    }
  });
});
