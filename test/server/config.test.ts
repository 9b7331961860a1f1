import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { linkOrigin } from '../../server/public-url';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://prodavnica.rs',
  SEED_DEMO_CATALOG: 'false',
};

/** The variables a bad environment is refused for, as ConfigError names them. */
function refusedVariables(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((problem) => problem.variable);
    throw error;
  }
  throw new Error('the environment was accepted');
}

describe('configuration of the public origin', () => {
  it('production refuses to start without PUBLIC_URL, naming the variable', () => {
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL is required/);
  });

  it('production starts with PUBLIC_URL and mails links to it, without a trailing slash', () => {
    const config = loadConfig({ ...PRODUCTION, PUBLIC_URL: 'https://prodavnica.rs/' });
    expect(config.publicUrl).toBe('https://prodavnica.rs');
    expect(linkOrigin(config)).toBe('https://prodavnica.rs');
  });

  it('a PUBLIC_URL that is not an absolute http(s) URL is refused', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'prodavnica.rs' })).toThrow(/absolute http\(s\) URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/absolute http\(s\) URL/);
  });

  it('in development links go to the configured host and port, localhost for any interface', () => {
    expect(linkOrigin(loadConfig({ PORT: '4000' }))).toBe('http://localhost:4000');
    expect(linkOrigin(loadConfig({ PORT: '4000', HOST: '127.0.0.1' }))).toBe('http://127.0.0.1:4000');
    expect(linkOrigin(loadConfig({ PORT: '4000', HOST: '::' }))).toBe('http://localhost:4000');
    expect(linkOrigin(loadConfig({ PORT: '4000', HOST: '::1' }))).toBe('http://[::1]:4000');
  });
});

describe('the environment schema', () => {
  it('an empty environment gives the documented development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      redisUrl: undefined,
      publicUrl: undefined,
      buildId: 'dev',
      serveSourceMaps: false,
      catalogCacheTtlMs: 30_000,
      seedDemoCatalog: true,
      trustProxy: false,
      logLevel: 'info',
      logFormat: undefined,
      shutdownTimeoutMs: 10_000,
      overload: {
        maxEventLoopDelayMs: 1000,
        maxEventLoopUtilization: 0,
        maxHeapUsedBytes: 0,
        maxRssBytes: 0,
      },
      rateLimits: { globalPerMinute: 1000, loginPerMinute: 10, contactPerHour: 5 },
    });
  });

  it('an empty variable means the same as an unset one', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', REDIS_URL: ' ' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
    });
  });

  it('a bad value is refused with the variable, the value given and what is expected', () => {
    expect(() => loadConfig({ PORT: 'osamdeset' })).toThrow('PORT="osamdeset" must be a whole number');
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT="70000" must be a port number from 0 to 65535');
    expect(() => loadConfig({ RATE_LIMIT_LOGIN_PER_MINUTE: '-1' })).toThrow(
      'RATE_LIMIT_LOGIN_PER_MINUTE="-1" must be a whole number',
    );
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL="verbose" must be one of');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/shop' })).toThrow(
      'DATABASE_URL="mysql://db/shop" must be a postgres:// or postgresql:// URL',
    );
    expect(() => loadConfig({ SEED_DEMO_CATALOG: 'yes' })).toThrow(
      'SEED_DEMO_CATALOG="yes" must be true or false',
    );
    expect(() => loadConfig({ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '1.5' })).toThrow(
      'OVERLOAD_MAX_EVENT_LOOP_UTILIZATION="1.5" must be a number from 0 to 1',
    );
  });

  it('every bad variable is named at once, not the first alone', () => {
    expect(refusedVariables({ PORT: 'x', REDIS_URL: 'cache:6379', NODE_ENV: 'staging' })).toEqual(
      expect.arrayContaining(['PORT', 'REDIS_URL', 'NODE_ENV']),
    );
  });

  it('production refuses to start without an explicit choice about the demo catalogue', () => {
    expect(refusedVariables({ ...PRODUCTION, SEED_DEMO_CATALOG: undefined })).toEqual(['SEED_DEMO_CATALOG']);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_CATALOG: 'false' }).seedDemoCatalog).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_CATALOG: 'true' }).seedDemoCatalog).toBe(true);
    expect(loadConfig({ SEED_DEMO_CATALOG: 'false' }).seedDemoCatalog).toBe(false);
  });

  it('production without PUBLIC_URL and the catalogue choice names both', () => {
    expect(refusedVariables({ NODE_ENV: 'production' })).toEqual(['PUBLIC_URL', 'SEED_DEMO_CATALOG']);
  });

  it('overload limits in megabytes become bytes for @fastify/under-pressure', () => {
    const config = loadConfig({ OVERLOAD_MAX_HEAP_USED_MB: '512', OVERLOAD_MAX_RSS_MB: '1024' });
    expect(config.overload.maxHeapUsedBytes).toBe(512 * 1024 * 1024);
    expect(config.overload.maxRssBytes).toBe(1024 * 1024 * 1024);
  });
});

/** The whole message of the ConfigError an environment is refused with. */
function refusal(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the environment was accepted');
}

describe('every variable, its default and how it reaches Config', () => {
  it('an empty environment gives every default, written out', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Prodavnica <prodavnica@localhost>',
      publicUrl: undefined,
      clientDir: path.resolve('dist'),
      buildId: 'dev',
      serveSourceMaps: false,
      catalogCacheTtlMs: 30_000,
      stockAlertCheckMs: 5_000,
      stockAlertSweepMs: 60_000,
      seedDemoCatalog: true,
      trustProxy: false,
      logLevel: 'info',
      logFormat: undefined,
      shutdownTimeoutMs: 10_000,
      overload: {
        maxEventLoopDelayMs: 1_000,
        maxEventLoopUtilization: 0,
        maxHeapUsedBytes: 0,
        maxRssBytes: 0,
        retryAfterSeconds: 10,
      },
      rateLimits: {
        globalPerMinute: 1_000,
        loginPerMinute: 10,
        loginFailuresPerHour: 100,
        loginFailuresPerIpPerHour: 300,
        authPerMinute: 10,
        forgotPerHour: 5,
        contactPerHour: 5,
        stockAlertPerHour: 10,
      },
    });
  });

  it('each variable set lands in its own field (seconds to ms, megabytes to bytes)', () => {
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/srv/shop/data',
        DATABASE_URL: 'postgresql://shop@db:5432/shop',
        REDIS_URL: 'rediss://cache:6380',
        SMTP_URL: 'smtps://user:pass@smtp.example.rs:465',
        MAIL_FROM: 'Radnja <radnja@example.rs>',
        PUBLIC_URL: 'https://prodavnica.rs',
        CLIENT_DIR: '/srv/shop/client',
        BUILD_ID: 'abc123',
        SERVE_SOURCE_MAPS: 'true',
        CATALOG_CACHE_SECONDS: '45',
        SEED_DEMO_CATALOG: 'false',
        TRUST_PROXY: '10.0.0.5',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        SHUTDOWN_TIMEOUT_MS: '2500',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '250',
        OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0.98',
        OVERLOAD_MAX_HEAP_USED_MB: '3',
        OVERLOAD_MAX_RSS_MB: '7',
        OVERLOAD_RETRY_AFTER_SECONDS: '30',
        RATE_LIMIT_GLOBAL_PER_MINUTE: '601',
        RATE_LIMIT_LOGIN_PER_MINUTE: '602',
        RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: '603',
        RATE_LIMIT_LOGIN_FAILURES_PER_IP_PER_HOUR: '604',
        RATE_LIMIT_AUTH_PER_MINUTE: '605',
        RATE_LIMIT_FORGOT_PER_HOUR: '606',
        RATE_LIMIT_CONTACT_PER_HOUR: '607',
        RATE_LIMIT_STOCK_ALERT_PER_HOUR: '608',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/shop/data',
      databaseUrl: 'postgresql://shop@db:5432/shop',
      redisUrl: 'rediss://cache:6380',
      smtpUrl: 'smtps://user:pass@smtp.example.rs:465',
      mailFrom: 'Radnja <radnja@example.rs>',
      publicUrl: 'https://prodavnica.rs',
      clientDir: '/srv/shop/client',
      buildId: 'abc123',
      serveSourceMaps: true,
      catalogCacheTtlMs: 45_000,
      stockAlertCheckMs: 5_000,
      stockAlertSweepMs: 60_000,
      seedDemoCatalog: false,
      trustProxy: ['10.0.0.5'],
      logLevel: 'warn',
      logFormat: 'json',
      shutdownTimeoutMs: 2_500,
      overload: {
        maxEventLoopDelayMs: 250,
        maxEventLoopUtilization: 0.98,
        maxHeapUsedBytes: 3_145_728,
        maxRssBytes: 7_340_032,
        retryAfterSeconds: 30,
      },
      rateLimits: {
        globalPerMinute: 601,
        loginPerMinute: 602,
        loginFailuresPerHour: 603,
        loginFailuresPerIpPerHour: 604,
        authPerMinute: 605,
        forgotPerHour: 606,
        contactPerHour: 607,
        stockAlertPerHour: 608,
      },
    });
  });

  it('a ConfigError lists every problem on its own line, with the value when one was given', () => {
    const error = refusal({ PORT: 'x', NODE_ENV: 'production' });
    expect(error.name).toBe('ConfigError');
    expect(error.message).toBe(
      'The environment does not configure the shop correctly:\n' +
        '  PORT="x" must be a whole number (0, 1, 2…)\n' +
        '  PUBLIC_URL is required when NODE_ENV=production (e.g. https://prodavnica.rs): e-mailed links use it\n' +
        '  SEED_DEMO_CATALOG is required when NODE_ENV=production: true puts the demo catalogue into an empty ' +
        'database, false starts with an empty shop',
    );
    expect(error.problems).toEqual([
      { variable: 'PORT', value: 'x', problem: 'must be a whole number (0, 1, 2…)' },
      {
        variable: 'PUBLIC_URL',
        value: undefined,
        problem: 'is required when NODE_ENV=production (e.g. https://prodavnica.rs): e-mailed links use it',
      },
      {
        variable: 'SEED_DEMO_CATALOG',
        value: undefined,
        problem:
          'is required when NODE_ENV=production: true puts the demo catalogue into an empty database, false starts with an empty shop',
      },
    ]);
  });

  it('NODE_ENV is development, production or test; only production asks for PUBLIC_URL and the catalogue', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBe(undefined);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoCatalog).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(
      'NODE_ENV="staging" must be development, production or test',
    );
  });

  it('a port is a whole number from 0 to 65535', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
    expect(() => loadConfig({ PORT: '65536' })).toThrow('PORT="65536" must be a port number from 0 to 65535');
    expect(refusal({ PORT: '80x' }).problems).toEqual([
      { variable: 'PORT', value: '80x', problem: 'must be a whole number (0, 1, 2…)' },
    ]);
  });

  it('a whole number is digits only, from the first character to the last', () => {
    expect(loadConfig({ CATALOG_CACHE_SECONDS: '0' }).catalogCacheTtlMs).toBe(0);
    expect(() => loadConfig({ CATALOG_CACHE_SECONDS: '30s' })).toThrow(
      'CATALOG_CACHE_SECONDS="30s" must be a whole number (0, 1, 2…)',
    );
    expect(() => loadConfig({ CATALOG_CACHE_SECONDS: 's30' })).toThrow(
      'CATALOG_CACHE_SECONDS="s30" must be a whole number (0, 1, 2…)',
    );
  });

  it('a fraction is 0, 1 or a decimal between them', () => {
    const utilization = (value: string) =>
      loadConfig({ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: value }).overload.maxEventLoopUtilization;
    expect(utilization('0')).toBe(0);
    expect(utilization('0.98')).toBe(0.98);
    expect(utilization('0.125')).toBe(0.125);
    expect(utilization('1')).toBe(1);
    expect(utilization('1.0')).toBe(1);
    expect(utilization('1.00')).toBe(1);
    for (const value of ['1.5', '1.01', '10', '2', '0.5x', '.5', '0.'])
      expect(() => loadConfig({ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: value })).toThrow(
        `OVERLOAD_MAX_EVENT_LOOP_UTILIZATION="${value}" must be a number from 0 to 1 (e.g. 0.98), 0 turns the check off`,
      );
  });

  it('a switch is true or false', () => {
    expect(loadConfig({ SERVE_SOURCE_MAPS: 'true' }).serveSourceMaps).toBe(true);
    expect(loadConfig({ SERVE_SOURCE_MAPS: 'false' }).serveSourceMaps).toBe(false);
    expect(() => loadConfig({ SERVE_SOURCE_MAPS: 'TRUE' })).toThrow(
      'SERVE_SOURCE_MAPS="TRUE" must be true or false',
    );
  });

  it('LOG_LEVEL is one of pino levels, LOG_FORMAT pretty or json', () => {
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      expect(loadConfig({ LOG_LEVEL: level }).logLevel).toBe(level);
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL="verbose" must be one of fatal, error, warn, info, debug, trace, silent',
    );
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow('LOG_FORMAT="text" must be pretty or json');
  });

  it('each service URL takes both of its schemes and says which when refused', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://shop@db:5432/shop' }).databaseUrl).toBe(
      'postgres://shop@db:5432/shop',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://shop@db/shop' }).databaseUrl).toBe(
      'postgresql://shop@db/shop',
    );
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380' }).redisUrl).toBe('rediss://cache:6380');
    expect(loadConfig({ SMTP_URL: 'smtp://smtp.example.rs:587' }).smtpUrl).toBe('smtp://smtp.example.rs:587');
    expect(loadConfig({ SMTP_URL: 'smtps://smtp.example.rs:465' }).smtpUrl).toBe(
      'smtps://smtp.example.rs:465',
    );
    // Not URLs at all (no scheme), and URLs of another service.
    expect(() => loadConfig({ DATABASE_URL: 'shop@db/shop' })).toThrow(
      'DATABASE_URL="shop@db/shop" must be a postgres:// or postgresql:// URL, e.g. postgres://shop@db:5432/shop',
    );
    expect(() => loadConfig({ REDIS_URL: 'cache' })).toThrow(
      'REDIS_URL="cache" must be a redis:// or rediss:// URL, e.g. redis://cache:6379',
    );
    expect(() => loadConfig({ SMTP_URL: 'redis://cache:6379' })).toThrow(
      'SMTP_URL="redis://cache:6379" must be a smtp:// or smtps:// URL, e.g. smtp://user:pass@smtp.example.rs:587',
    );
  });

  it('PUBLIC_URL keeps its scheme, host, port and path, without the query or trailing slashes', () => {
    const publicUrl = (value: string) => loadConfig({ PUBLIC_URL: value }).publicUrl;
    expect(publicUrl('http://localhost:8080/')).toBe('http://localhost:8080');
    expect(publicUrl('https://prodavnica.rs//')).toBe('https://prodavnica.rs');
    expect(publicUrl('https://prodavnica.rs/shop/?utm=mail#top')).toBe('https://prodavnica.rs/shop');
    // A byte-order mark from an edited .env file, which the URL parser itself does not drop.
    expect(publicUrl('\uFEFFhttps://prodavnica.rs ')).toBe('https://prodavnica.rs');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://prodavnica.rs' })).toThrow(
      'PUBLIC_URL="ftp://prodavnica.rs" must be an absolute http(s) URL, e.g. https://prodavnica.rs',
    );
  });
});
