import path from 'node:path';

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
  seedDemoCatalog: boolean;
  /**
   * Whose X-Forwarded-For to believe: false (nobody), the number of proxies in front of the shop, or
   * their addresses (IPs or CIDR ranges). Never everybody: that lets any client pick its own IP.
   */
  trustProxy: false | number | string[];
  logLevel: string;
  rateLimits: RateLimitConfig;
};

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return parsed;
}

/** PUBLIC_URL as an origin without a trailing slash; production refuses to run without it. */
function publicUrlFrom(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.PUBLIC_URL?.trim();
  if (!value) {
    if (env.NODE_ENV === 'production') {
      throw new Error(
        'PUBLIC_URL is required when NODE_ENV=production (e.g. https://prodavnica.rs): e-mailed links use it.',
      );
    }
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** TRUST_PROXY: unset or false, a hop count (1, 2…) or a comma-separated list of addresses. */
function trustProxyFrom(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number.parseInt(text, 10);
  if (text === 'true') {
    throw new Error(
      "TRUST_PROXY=true would believe any client's X-Forwarded-For (rate limits by IP could be dodged): " +
        'give the number of proxies in front of the shop (e.g. TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24)',
    );
  }
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const invalid = addresses.filter((address) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address));
  if (invalid.length > 0)
    throw new Error(`TRUST_PROXY has addresses that are not IPs or CIDR ranges: ${invalid.join(', ')}`);
  return addresses;
}

/** Reads the configuration of DESIGN §4 from the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Prodavnica <prodavnica@localhost>',
    publicUrl: publicUrlFrom(env),
    clientDir: path.resolve(env.CLIENT_DIR || './dist'),
    buildId: env.BUILD_ID || 'dev',
    seedDemoCatalog: env.SEED_DEMO_CATALOG !== 'false',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    rateLimits: {
      globalPerMinute: intFrom(env.RATE_LIMIT_GLOBAL_PER_MINUTE, 1000),
      loginPerMinute: intFrom(env.RATE_LIMIT_LOGIN_PER_MINUTE, 10),
      loginFailuresPerHour: intFrom(env.RATE_LIMIT_LOGIN_FAILURES_PER_HOUR, 100),
      loginFailuresPerIpPerHour: intFrom(env.RATE_LIMIT_LOGIN_FAILURES_PER_IP_PER_HOUR, 300),
      authPerMinute: intFrom(env.RATE_LIMIT_AUTH_PER_MINUTE, 10),
      forgotPerHour: intFrom(env.RATE_LIMIT_FORGOT_PER_HOUR, 5),
      contactPerHour: intFrom(env.RATE_LIMIT_CONTACT_PER_HOUR, 5),
    },
  };
}
