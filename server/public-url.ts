import type { Config } from './config';

const ANY_INTERFACE = new Set(['0.0.0.0', '::', '']);

/**
 * The origin e-mailed links point to. Never taken from a request's headers (a forged Host would
 * mail the owner a link to the attacker's site): PUBLIC_URL, which production requires, else the
 * configured host and port of a development server.
 */
export function linkOrigin(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = ANY_INTERFACE.has(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** An absolute link into the shop for an e-mail. */
export function publicUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port'>, pathAndQuery: string): string {
  return `${linkOrigin(config)}${pathAndQuery}`;
}
