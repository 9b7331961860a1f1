import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { linkOrigin } from '../../server/public-url';

describe('configuration of the public origin', () => {
  it('production refuses to start without PUBLIC_URL, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required/);
  });

  it('production starts with PUBLIC_URL and mails links to it, without a trailing slash', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://prodavnica.rs/' });
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
