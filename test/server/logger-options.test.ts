import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/logger-options';

describe('log format', () => {
  it('a terminal gets readable lines from pino-pretty; a pipe (log collector) gets JSON', () => {
    expect(loggerOptions({ logLevel: 'info', logFormat: undefined }, true)).toEqual({
      level: 'info',
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    });
    expect(loggerOptions({ logLevel: 'info', logFormat: undefined }, false)).toEqual({ level: 'info' });
  });

  it('LOG_FORMAT decides over the terminal check (npm run dev sets pretty: concurrently pipes)', () => {
    expect(loggerOptions({ logLevel: 'warn', logFormat: 'json' }, true)).toEqual({ level: 'warn' });
    expect(loggerOptions({ logLevel: 'warn', logFormat: 'pretty' }, false)).toEqual({
      level: 'warn',
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    });
  });
});
