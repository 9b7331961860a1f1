import path from 'node:path';
import { type Env, envSchema } from './env-schema';

export type RateLimitConfig = {
  /** Requests per minute per IP for every route without a tighter limit. */
  globalPerMinute: number;
  /** Login attempts per minute per IP and e-mail. */
  loginPerMinute: number;
  /** Failed logins per hour per account and IP (the owner at another IP is not locked out). */
  loginFailuresPerHour: number;
  /** Failed logins per hour per IP, whatever the address (password spraying). */
  loginFailuresPerIpPerHour: number;
  /** Register, check-user, e-mail and password-token calls: per minute per IP. */
  authPerMinute: number;
  /** Forgot-password requests per hour per address. */
  forgotPerHour: number;
  /** Contact form messages per hour per IP. */
  contactPerHour: number;
  /** Back-in-stock alert requests per hour per IP (each may make the shop send a mail). */
  stockAlertPerHour: number;
};

/** When the server answers 503 instead of taking more work (@fastify/under-pressure); 0 = no check. */
export type OverloadConfig = {
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  maxHeapUsedBytes: number;
  maxRssBytes: number;
  retryAfterSeconds: number;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** PUBLIC_URL: the public origin, required in production; e-mailed links use it (see linkOrigin). */
  publicUrl: string | undefined;
  clientDir: string;
  buildId: string;
  /** SERVE_SOURCE_MAPS: answer the built client's *.map files (off: 404, the source stays private). */
  serveSourceMaps: boolean;
  /** CATALOG_CACHE_SECONDS: the longest a catalogue answer is kept in memory (server/cache). */
  catalogCacheTtlMs: number;
  /** How often an instance looks whether the catalogue changed, to send back-in-stock mails; 0: never. */
  stockAlertCheckMs: number;
  /** The longest between two back-in-stock sweeps, changed or not (server/stock-alerts). */
  stockAlertSweepMs: number;
  seedDemoCatalog: boolean;
  /**
   * Whose X-Forwarded-For to believe: false (nobody) or the addresses (IPs or CIDR ranges) of the
   * proxies in front of the shop. Never everybody: that lets any client pick its own IP.
   */
  trustProxy: false | string[];
  logLevel: string;
  /** Unset: pretty on a terminal, JSON otherwise (see server/logger-options.ts). */
  logFormat: 'pretty' | 'json' | undefined;
  shutdownTimeoutMs: number;
  overload: OverloadConfig;
  rateLimits: RateLimitConfig;
};

/** A bad environment: every offending variable, each with what is wrong with it. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; value: string | undefined; problem: string }[]) {
    super(
      `The environment does not configure the shop correctly:\n${problems
        .map(
          ({ variable, value, problem }) =>
            `  ${variable}${value === undefined ? '' : `="${value}"`} ${problem}`,
        )
        .join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => (entry[1] ?? '').trim() !== ''),
  );
}

function parseEnv(env: NodeJS.ProcessEnv): Env {
  const given = withoutEmptyValues(env);
  const result = envSchema.safeParse(given);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return { variable: name, value: given[name], problem: issue.message };
    }),
  );
}

/** Reads the configuration of DESIGN §4 from the environment; throws ConfigError on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  const megabytes = 1024 * 1024;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    publicUrl: parsed.PUBLIC_URL,
    clientDir: path.resolve(parsed.CLIENT_DIR),
    buildId: parsed.BUILD_ID,
    serveSourceMaps: parsed.SERVE_SOURCE_MAPS,
    catalogCacheTtlMs: parsed.CATALOG_CACHE_SECONDS * 1000,
    stockAlertCheckMs: 5_000,
    stockAlertSweepMs: 60_000,
    // Production must say (the schema refuses to start otherwise); development seeds by default.
    seedDemoCatalog: parsed.SEED_DEMO_CATALOG ?? true,
    trustProxy: parsed.TRUST_PROXY,
    logLevel: parsed.LOG_LEVEL,
    logFormat: parsed.LOG_FORMAT,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
    overload: {
      maxEventLoopDelayMs: parsed.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: parsed.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      maxHeapUsedBytes: parsed.OVERLOAD_MAX_HEAP_USED_MB * megabytes,
      maxRssBytes: parsed.OVERLOAD_MAX_RSS_MB * megabytes,
      retryAfterSeconds: parsed.OVERLOAD_RETRY_AFTER_SECONDS,
    },
    rateLimits: {
      globalPerMinute: parsed.RATE_LIMIT_GLOBAL_PER_MINUTE,
      loginPerMinute: parsed.RATE_LIMIT_LOGIN_PER_MINUTE,
      loginFailuresPerHour: parsed.RATE_LIMIT_LOGIN_FAILURES_PER_HOUR,
      loginFailuresPerIpPerHour: parsed.RATE_LIMIT_LOGIN_FAILURES_PER_IP_PER_HOUR,
      authPerMinute: parsed.RATE_LIMIT_AUTH_PER_MINUTE,
      forgotPerHour: parsed.RATE_LIMIT_FORGOT_PER_HOUR,
      contactPerHour: parsed.RATE_LIMIT_CONTACT_PER_HOUR,
      stockAlertPerHour: parsed.RATE_LIMIT_STOCK_ALERT_PER_HOUR,
    },
  };
}
