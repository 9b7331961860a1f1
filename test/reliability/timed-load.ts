import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';

export type TimedAnswer = { url: string; statusCode: number; ms: number; body: string; retryAfter?: string };

const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;
const unknownEmail = () => `niko-${randomBytes(4).toString('hex')}@example.rs`;

/** What a shopper's browser asks for, reads and writes alike, each from an IP of its own. */
export const shopperCalls = (slug: string): (() => InjectOptions)[] => [
  () => ({ method: 'GET', url: '/api/categories' }),
  () => ({ method: 'GET', url: '/api/products?page=1' }),
  () => ({ method: 'GET', url: `/api/products/${slug}` }),
  () => ({ method: 'POST', url: '/api/cart/create', remoteAddress: randomIp() }),
  () => ({
    method: 'POST',
    url: '/api/auth/check-user',
    payload: { email: unknownEmail() },
    remoteAddress: randomIp(),
  }),
  () => ({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: unknownEmail(), password: 'pogresna-lozinka' },
    remoteAddress: randomIp(),
  }),
  () => ({
    method: 'POST',
    url: '/api/auth/generate-reset-pass',
    payload: { email: unknownEmail() },
    remoteAddress: randomIp(),
  }),
  () => ({ method: 'GET', url: '/api/health' }),
];

/** Past this a call counts as hung: the load moves on (the call may still answer later). */
const GIVE_UP_MS = 5_000;

/** The app's answer to one call and how long it took; a call that hangs ends as status 0 after `giveUpMs`. */
export async function timedInject(
  app: FastifyInstance,
  options: InjectOptions,
  giveUpMs = GIVE_UP_MS,
): Promise<TimedAnswer> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>(
    (resolve) => {
      timer = setTimeout(() => resolve({ statusCode: 0, body: 'no answer', headers: {} }), giveUpMs);
    },
  );
  const answer = await Promise.race([app.inject(options), hung]);
  clearTimeout(timer);
  return {
    url: `${options.method} ${options.url}`,
    statusCode: answer.statusCode,
    ms: performance.now() - started,
    body: answer.body,
    ...(answer.headers['retry-after'] === undefined
      ? {}
      : { retryAfter: String(answer.headers['retry-after']) }),
  };
}

/**
 * One shopper per entry of `apps` (an app may be given several times), each making the calls in
 * turn for `ms`, `pauseMs` apart; every answer with how long it took. Each shopper waits for its
 * answer before the next call, so that a slow answer is the dependency's, not a queue's.
 */
export async function timedLoad(
  apps: FastifyInstance[],
  calls: (() => InjectOptions)[],
  ms: number,
  { pauseMs = 0, giveUpMs = GIVE_UP_MS }: { pauseMs?: number; giveUpMs?: number } = {},
): Promise<TimedAnswer[]> {
  const answers: TimedAnswer[] = [];
  const until = performance.now() + ms;
  await Promise.all(
    apps.map(async (app, shopper) => {
      for (let i = shopper; performance.now() < until; i++) {
        answers.push(await timedInject(app, calls[i % calls.length]!(), giveUpMs));
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }),
  );
  return answers;
}

/** The slowest answers first: what a failure message shows. */
export const slowest = (answers: TimedAnswer[], count = 5) =>
  [...answers]
    .sort((x, y) => y.ms - x.ms)
    .slice(0, count)
    .map(({ url, statusCode, ms }) => `${url} ${statusCode} ${Math.round(ms)} ms`);

/** The p-th percentile (0–100) of the answers' times, in whole ms. */
export function percentile(answers: TimedAnswer[], p: number): number {
  const sorted = answers.map((answer) => answer.ms).sort((x, y) => x - y);
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}
