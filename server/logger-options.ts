import type { Config } from './config';

/**
 * pino's options: readable lines (pino-pretty, in a worker thread) for a person at a terminal or
 * under `npm run dev` (which sets LOG_FORMAT=pretty: concurrently pipes the output), one JSON
 * object a line for everything that collects logs. LOG_FORMAT decides when set.
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>, stdoutIsTerminal: boolean) {
  const pretty = config.logFormat ? config.logFormat === 'pretty' : stdoutIsTerminal;
  if (!pretty) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
  };
}
