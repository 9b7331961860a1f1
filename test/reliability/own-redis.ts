import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../utils/free-port';

export type OwnRedis = {
  port: number;
  url: string;
  /** Starts it again on the same port after `stop()`. */
  start(): Promise<void>;
  /** SIGKILL: connections drop and new ones are refused. */
  stop(): Promise<void>;
  /** SIGSTOP: connections stay open and nothing answers. */
  freeze(): void;
  thaw(): void;
};

/** Debian's redis-server on the port, keeping nothing on disk; resolves once it accepts connections. */
function spawnRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve(child);
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
  });
}

/** A Redis of the test's own on a free port, so that the fault tests touch nobody else's. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child = await spawnRedis(port);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = await spawnRedis(port);
    },
    stop() {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const running = child;
      return new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGCONT');
        running.kill('SIGKILL');
      });
    },
    freeze: () => void child.kill('SIGSTOP'),
    thaw: () => void child.kill('SIGCONT'),
  };
}
