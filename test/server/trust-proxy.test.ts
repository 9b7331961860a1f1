import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { type TestServer, createTestServer } from '../utils/test-server';

describe('TRUST_PROXY: whose X-Forwarded-For the per-IP limits believe', () => {
  it('is nobody by default or a list of proxy addresses, never "true" and never a hop count', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    // Fastify 5.12 trusts nobody for a hop count: TRUST_PROXY=1 would silently mean false.
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY="1" is a hop count, which Fastify does not honour/,
    );
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/would believe any client's X-Forwarded-For/);
    expect(() => loadConfig({ TRUST_PROXY: 'load-balancer' })).toThrow(/not IPs or CIDR ranges/);
  });

  it('false, 0 and the hop-count and true refusals read the value without its surrounding spaces', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' false ' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 0 ' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: ' 1 ' })).toThrow(/TRUST_PROXY=" 1 " is a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: ' true ' })).toThrow(
      /TRUST_PROXY=" true " would believe any client's/,
    );
  });

  it('says in full why true and a hop count are refused', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY="true" would believe any client\'s X-Forwarded-For (rate limits by IP could be dodged): give ' +
        'the addresses of the proxies in front of the shop (TRUST_PROXY=10.0.0.5,10.0.1.0/24)',
    );
    expect(() => loadConfig({ TRUST_PROXY: '12' })).toThrow(
      'TRUST_PROXY="12" is a hop count, which Fastify does not honour (it trusts nobody for one: a client ' +
        'reaching the shop directly could write the hops itself): give the addresses or CIDR ranges of the ' +
        'proxies in front of the shop instead (TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/8)',
    );
  });

  it('takes IPv4 and IPv6 addresses and ranges (a prefix of one to three digits), skipping empty list entries', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5,' }).trustProxy).toEqual(['10.0.0.5']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5,,10.0.0.6' }).trustProxy).toEqual(['10.0.0.5', '10.0.0.6']);
    expect(
      loadConfig({ TRUST_PROXY: 'fd00::/8, FE80::1, 2001:db8::/128, 10.0.0.0/8, 192.0.2.1' }).trustProxy,
    ).toEqual(['fd00::/8', 'FE80::1', '2001:db8::/128', '10.0.0.0/8', '192.0.2.1']);
  });

  it('refuses anything else around an address, naming the entries that are not IPs or ranges', () => {
    for (const value of ['gw-10.0.0.5', '10.0.0.5-gw', '10.0.0.0/', '10.0.0.0/1234'])
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY="${value}" has addresses that are not IPs or CIDR ranges: ${value}`,
      );
    expect(() => loadConfig({ TRUST_PROXY: 'lb-1, 10.0.0.5, lb-2' })).toThrow(
      'TRUST_PROXY="lb-1, 10.0.0.5, lb-2" has addresses that are not IPs or CIDR ranges: lb-1, lb-2',
    );
  });

  describe('behind the proxy 10.0.0.5', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer({
        config: { trustProxy: ['10.0.0.5'] },
        rateLimits: { authPerMinute: 3 },
      });
    });
    afterAll(() => server.close());

    const checkUser = (remoteAddress: string, forwardedFor: string, email: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/check-user',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email },
      });

    it('a client connecting directly cannot dodge the per-IP limit by rotating X-Forwarded-For', async () => {
      const statuses = [];
      for (let i = 1; i <= 5; i++)
        statuses.push((await checkUser('203.0.113.7', `198.51.100.${i}`, `ana${i}@example.rs`)).statusCode);
      expect(statuses.slice(0, 3).every((status) => status < 400)).toBe(true);
      expect(statuses.slice(3)).toEqual([429, 429]);
    });

    it('through the trusted proxy, each shopper it names is counted on their own', async () => {
      const statuses = [];
      for (let i = 1; i <= 5; i++)
        statuses.push((await checkUser('10.0.0.5', `192.0.2.${i}`, `mina${i}@example.rs`)).statusCode);
      expect(statuses.every((status) => status < 400)).toBe(true);
    });
  });
});
