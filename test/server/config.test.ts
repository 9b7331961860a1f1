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
