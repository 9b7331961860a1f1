import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../utils/free-port';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** The postgres account's uid and gid, when the tests run as root (initdb refuses root). */
function postgresAccount(): { uid: number; gid: number } | undefined {
  try {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString()));
    return { uid: uid!, gid: gid! };
  } catch {
    return undefined;
  }
}

const isRoot = process.getuid?.() === 0;

/** Why a PostgreSQL of the test's own cannot run here, or undefined when it can. */
export function ownPostgresUnavailable(): string | undefined {
  if (!existsSync(path.join(BIN, 'initdb')))
    return `no PostgreSQL binaries in ${BIN} (set POSTGRES_BIN to the folder of initdb and pg_ctl)`;
  if (isRoot && !postgresAccount())
    return 'running as root, and initdb refuses root: no "postgres" account to run it as';
  return undefined;
}

export type OwnPostgres = {
  port: number;
  /** A connection URL for one of its databases. */
  url(database?: string): string;
  createDatabase(name: string): Promise<void>;
  start(): void;
  /** A fast shutdown (`pg_ctl stop -m fast`): connections are closed, new ones refused. */
  stop(): void;
  /** SIGSTOP on the postmaster and every backend: connections stay open and nothing answers. */
  freeze(): void;
  thaw(): void;
  /** Stops it (thawed first) and removes its folder. */
  destroy(): void;
};

/**
 * A PostgreSQL in a temporary folder on a free port (`initdb`, `pg_ctl`), trust auth on
 * 127.0.0.1, no fsync: the fault tests stop, freeze and restart it without touching anyone else's.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const account = isRoot ? postgresAccount() : undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'prodavnica-pg-'));
  if (account) chownSync(dir, account.uid, account.gid);
  const data = path.join(dir, 'data');
  const run = (tool: string, args: string[]) => {
    const [command, prefix] = account
      ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, tool)]]
      : [path.join(BIN, tool), []];
    return execFileSync(command as string, [...(prefix as string[]), ...args], { stdio: 'pipe' }).toString();
  };
  run('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pidsOf = (): number[] => {
    const file = path.join(data, 'postmaster.pid');
    if (!existsSync(file)) return [];
    const postmaster = Number(readFileSync(file, 'utf8').split('\n')[0]);
    let children: number[] = [];
    try {
      children = execFileSync('pgrep', ['-P', String(postmaster)])
        .toString()
        .trim()
        .split('\n')
        .filter(Boolean)
        .map(Number);
    } catch {
      // no children (pgrep exits 1)
    }
    return [postmaster, ...children];
  };
  const signal = (name: NodeJS.Signals) => {
    for (const pid of pidsOf()) {
      try {
        process.kill(pid, name);
      } catch {
        // gone meanwhile
      }
    }
  };
  const handle: OwnPostgres = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: handle.url() });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
    },
    start: () => {
      run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
    },
    stop: () => {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    destroy: () => {
      handle.thaw();
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  handle.start();
  return handle;
}
