import { z } from 'zod';

// The server's environment as one zod schema. Every variable is listed, with a comment, in
// .env.example and in docs/configuration.md. Messages are for the operator (English) and each one
// names its variable (ConfigError). An empty variable means the same as an unset one.

const wholeNumber = z
  .string()
  .regex(/^\d+$/, { error: 'must be a whole number (0, 1, 2…)' })
  .transform(Number);

const port = wholeNumber.refine((value) => value <= 65_535, {
  error: 'must be a port number from 0 to 65535',
});

const fraction = z
  .string()
  .regex(/^(0(\.\d+)?|1(\.0+)?)$/, {
    error: 'must be a number from 0 to 1 (e.g. 0.98), 0 turns the check off',
  })
  .transform(Number);

const trueOrFalse = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true');

/** A URL whose scheme is one of `schemes` (e.g. postgres:), kept as written. */
function urlWithScheme(schemes: string[], example: string) {
  const message = `must be a ${schemes.map((scheme) => `${scheme}//`).join(' or ')} URL, e.g. ${example}`;
  return z.string().refine(
    (value) => {
      try {
        return schemes.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: message },
  );
}

/** PUBLIC_URL as an origin (and path) without a trailing slash. */
const publicUrl = z.string().transform((value, context) => {
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    context.addIssue({
      code: 'custom',
      message: 'must be an absolute http(s) URL, e.g. https://prodavnica.rs',
    });
    return z.NEVER;
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
});

/**
 * TRUST_PROXY: false (or 0), or a comma-separated list of the proxies' addresses. Never `true`: that
 * would believe every client's X-Forwarded-For. Nor a hop count: Fastify 5.12 trusts nobody for one
 * (a direct client could write the hops itself), so `1` would silently mean false.
 */
const trustProxy = z.string().transform((value, context): false | string[] => {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        "would believe any client's X-Forwarded-For (rate limits by IP could be dodged): give the addresses " +
        'of the proxies in front of the shop (TRUST_PROXY=10.0.0.5,10.0.1.0/24)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    context.addIssue({
      code: 'custom',
      message:
        'is a hop count, which Fastify does not honour (it trusts nobody for one: a client reaching the shop ' +
        'directly could write the hops itself): give the addresses or CIDR ranges of the proxies in front of ' +
        'the shop instead (TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/8)',
    });
    return z.NEVER;
  }
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const invalid = addresses.filter((address) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address));
  if (invalid.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `has addresses that are not IPs or CIDR ranges: ${invalid.join(', ')}`,
    });
    return z.NEVER;
  }
  return addresses;
});

export const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default('development'),
    PORT: port.default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: urlWithScheme(['postgres:', 'postgresql:'], 'postgres://shop@db:5432/shop').optional(),
    REDIS_URL: urlWithScheme(['redis:', 'rediss:'], 'redis://cache:6379').optional(),
    SMTP_URL: urlWithScheme(['smtp:', 'smtps:'], 'smtp://user:pass@smtp.example.rs:587').optional(),
    MAIL_FROM: z.string().default('Prodavnica <prodavnica@localhost>'),
    PUBLIC_URL: publicUrl.optional(),
    CLIENT_DIR: z.string().default('./dist'),
    BUILD_ID: z.string().default('dev'),
    SERVE_SOURCE_MAPS: trueOrFalse.default(false),
    CATALOG_CACHE_SECONDS: wholeNumber.default(30),
    SEED_DEMO_CATALOG: trueOrFalse.optional(),
    TRUST_PROXY: trustProxy.default(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    LOG_FORMAT: z.enum(['pretty', 'json'], { error: 'must be pretty or json' }).optional(),
    SHUTDOWN_TIMEOUT_MS: wholeNumber.default(10_000),
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: wholeNumber.default(1_000),
    OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: fraction.default(0),
    OVERLOAD_MAX_HEAP_USED_MB: wholeNumber.default(0),
    OVERLOAD_MAX_RSS_MB: wholeNumber.default(0),
    OVERLOAD_RETRY_AFTER_SECONDS: wholeNumber.default(10),
    RATE_LIMIT_GLOBAL_PER_MINUTE: wholeNumber.default(1_000),
    RATE_LIMIT_LOGIN_PER_MINUTE: wholeNumber.default(10),
    RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: wholeNumber.default(100),
    RATE_LIMIT_LOGIN_FAILURES_PER_IP_PER_HOUR: wholeNumber.default(300),
    RATE_LIMIT_AUTH_PER_MINUTE: wholeNumber.default(10),
    RATE_LIMIT_FORGOT_PER_HOUR: wholeNumber.default(5),
    RATE_LIMIT_CONTACT_PER_HOUR: wholeNumber.default(5),
    RATE_LIMIT_STOCK_ALERT_PER_HOUR: wholeNumber.default(10),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.PUBLIC_URL === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required when NODE_ENV=production (e.g. https://prodavnica.rs): e-mailed links use it',
      });
    }
    if (env.SEED_DEMO_CATALOG === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['SEED_DEMO_CATALOG'],
        message:
          'is required when NODE_ENV=production: true puts the demo catalogue into an empty database, false starts with an empty shop',
      });
    }
  });

export type Env = z.output<typeof envSchema>;
