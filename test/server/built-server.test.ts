import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server';
import { freePort } from '../utils/free-port';
import { testDbKind } from '../utils/test-database';

const root = path.resolve(import.meta.dirname, '../..');

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function runBuilt(file: string, env: Record<string, string>): Run {
  let output = '';
  const child = spawn(process.execPath, [file], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function untilHealthy(url: string, run: Run): Promise<Response> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`the built server exited:\n${run.output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      // 503: a second of a busy machine read as overload (under-pressure); it passes.
      if (response.status !== 503) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the built server did not answer in 90 s:\n${run.output()}`);
}

// What production runs (npm run build → dist-server/main.js), started as `npm run serve` starts it.
// Once, on PGlite: the PostgreSQL pass of the server tests would only repeat it.
describe.skipIf(testDbKind === 'postgres')('the built server (esbuild bundle of server/main.ts)', () => {
  // Inside the checkout, so the bundle's imports of packages find node_modules (git-ignored).
  const workDir = mkdtempSync(path.join(root, 'dist-server-test-'));
  let file: string;
  beforeAll(async () => {
    file = await buildServer(path.join(workDir, 'dist-server'));
  }, 120_000);
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('starts, answers /api/health, and on SIGTERM closes and exits 0', async () => {
    const port = await freePort();
    const run = runBuilt(file, {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      SEED_DEMO_CATALOG: 'false',
      CLIENT_DIR: path.join(workDir, 'no-client'),
    });
    try {
      const health = await untilHealthy(`http://127.0.0.1:${port}`, run);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('"msg":"shutting down"');
    expect(run.output()).toContain('"msg":"closed"');
  }, 120_000);

  it('refuses to start on a bad environment, naming each variable, without a stack trace', async () => {
    const run = runBuilt(file, { PORT: 'osamdeset', NODE_ENV: 'production' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT="osamdeset" must be a whole number');
    expect(run.output()).toContain('PUBLIC_URL is required when NODE_ENV=production');
    expect(run.output()).toContain('SEED_DEMO_CATALOG is required when NODE_ENV=production');
    expect(run.output()).not.toMatch(/\n\s+at /);
  }, 60_000);
});
