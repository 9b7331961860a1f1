// `npm run bench:memory`: the server's memory as production used to run it (TypeScript through
// tsx) and as it runs now (the esbuild bundle, `npm run serve`): resident memory of the whole
// process tree (tsx keeps a parent process beside the server) after start-up and after a short
// load, 3 runs each on PGlite with the demo catalogue, medians written to bench/results/memory.md
// with the load average the machine had.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../test/utils/free-port';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = 3;
const LOAD_SECONDS = 5;

/** Each way of running the server, as [command, ...arguments]. */
const modes: Record<string, string[]> = {
  'tsx server/main.ts': [path.join(root, 'node_modules/.bin/tsx'), 'server/main.ts'],
  'node --enable-source-maps dist-server/main.js (built, npm run serve)': [
    process.execPath,
    '--enable-source-maps',
    'dist-server/main.js',
  ],
};

/** Resident memory (MB) of a process and all its descendants, from /proc. */
function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      kb += Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
      for (const task of readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').split(' ').filter(Boolean))
        visit(Number(task));
    } catch {
      // the process ended meanwhile
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

async function untilHealthy(url: string, child: ChildProcess) {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function measure([command, ...args]: string[]) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-memory-'));
  const child = spawn(command!, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await untilHealthy(`${base}/api/health`, child);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const afterStart = treeRssMb(child.pid!);
    await autocannon({
      connections: 10,
      duration: LOAD_SECONDS,
      requests: [
        { method: 'GET', path: '/api/products?pageSize=24&sort=popular' },
        { method: 'GET', path: '/api/products/search?q=frizider' },
        { method: 'POST', path: '/api/cart/create' },
      ],
      url: base,
    });
    const afterLoad = treeRssMb(child.pid!);
    return { afterStart, afterLoad, load: os.loadavg()[0]! };
  } finally {
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const rows: string[] = [];
for (const [title, command] of Object.entries(modes)) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await measure(command);
    console.log(title, JSON.stringify(run));
    runs.push(run);
  }
  rows.push(
    `| ${title} | ${median(runs.map((r) => r.afterStart))} | ${median(runs.map((r) => r.afterLoad))} | ` +
      `${runs.map((r) => `${r.afterStart}/${r.afterLoad}`).join(', ')} | ${runs.map((r) => r.load.toFixed(1)).join(', ')} |`,
  );
}

const report = `# Server memory: tsx vs the built bundle

\`npm run bench:memory\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores,
PGlite with the demo catalogue. Resident memory (RSS, MB) of the whole process tree: tsx runs the
server in a child of its own CLI process, so both count. "After load": ${LOAD_SECONDS} s of autocannon,
10 connections, over a listing, a search and cart creation. Median of ${RUNS} runs; every run as
start/load, and the 1-minute load average at the end of each run (the machine is shared: other work
ran beside it).

| server | RSS after start (MB) | RSS after load (MB) | runs (start/load) | load average |
|---|---|---|---|---|
${rows.join('\n')}
`;
writeFileSync(path.join(root, 'bench/results/memory.md'), report);
console.log(report);
