import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { type AppDeps, buildApp } from '../../server/app';
import { type Config, type OverloadConfig, type RateLimitConfig, loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import type { MailMessage, Mailer } from '../../server/mail/mailer';
import { createTestDatabase } from './test-database';

/** Limits high enough that only tests about rate limits ever meet them. */
export const relaxedRateLimits: RateLimitConfig = {
  globalPerMinute: 1_000_000,
  loginPerMinute: 1_000_000,
  loginFailuresPerHour: 1_000_000,
  loginFailuresPerIpPerHour: 1_000_000,
  authPerMinute: 1_000_000,
  forgotPerHour: 1_000_000,
  contactPerHour: 1_000_000,
  stockAlertPerHour: 1_000_000,
};

/**
 * No overload checks: the tests drive the app in-process on a busy machine, where PGlite's queries
 * can hold the event loop for a second; only test/server/overload.test.ts turns them on.
 */
export const noOverloadChecks: OverloadConfig = {
  maxEventLoopDelayMs: 0,
  maxEventLoopUtilization: 0,
  maxHeapUsedBytes: 0,
  maxRssBytes: 0,
  retryAfterSeconds: 10,
};

/** A mailer that keeps what it is asked to send, for tests that follow e-mailed links. */
export function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

export type TestServer = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  mails: MailMessage[];
  /** The last mail sent to an address, and the first link in it. */
  lastMailTo(address: string): MailMessage & { link: string | undefined };
  close(): Promise<void>;
};

export type TestServerOptions = {
  rateLimits?: Partial<RateLimitConfig>;
  config?: Partial<Config>;
  redis?: Redis;
  /** Share a database between several app instances (scale-out tests). */
  database?: Database;
  mailer?: Mailer;
  /** The storefront's server renderer (src/app/entry-server.tsx), for pages rendered with React. */
  createRenderer?: AppDeps['createRenderer'];
};

export const TEST_PUBLIC_URL = 'http://shop.test';

/** Builds the real app on a fresh database (or the one given), ready for `app.inject`. */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const base = loadConfig({});
  const config: Config = {
    ...base,
    publicUrl: TEST_PUBLIC_URL,
    clientDir: '/nonexistent-client-dir',
    overload: noOverloadChecks,
    ...options.config,
    rateLimits: { ...relaxedRateLimits, ...options.rateLimits },
  };
  const mailer = capturingMailer();
  const app = await buildApp({
    config,
    database,
    mailer: options.mailer ?? mailer,
    redis: options.redis,
    createRenderer: options.createRenderer,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    mails: mailer.sent,
    lastMailTo(address) {
      const mail = mailer.sent.filter((m) => m.to === address).at(-1);
      if (!mail) throw new Error(`no mail was sent to ${address}`);
      return { ...mail, link: mail.text.match(/https?:\/\/\S+/)?.[0] };
    },
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}
