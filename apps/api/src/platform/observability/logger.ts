import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../../config.ts';
import { REDACTED, redactPaths } from './log-redaction.ts';

/**
 * Where an app's log goes (decision 735): `stdout` (JSON lines, or readable lines in development on
 * a terminal or with LOG_FORMAT=pretty), a stream (tests capture or discard it), or `none`.
 */
export type LogOutput = 'stdout' | DestinationStream | 'none';

/** A stream that keeps nothing: the test app's default log. */
export const logSink = (): DestinationStream =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** Whether stdout gets readable lines rather than JSON. */
export function prettyLogs(config: Pick<Config, 'LOG_FORMAT' | 'NODE_ENV'>, stdoutIsTty = Boolean(process.stdout.isTTY)): boolean {
  if (config.LOG_FORMAT) return config.LOG_FORMAT === 'pretty';
  return config.NODE_ENV !== 'production' && stdoutIsTty;
}

/** The app's pino logger: LOG_LEVEL, the redaction list, errors with their stack (pino's `err` serializer). */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT' | 'NODE_ENV'>, output: LogOutput): FastifyBaseLogger {
  const options = {
    level: output === 'none' ? 'silent' : config.LOG_LEVEL,
    base: { service: 'api' },
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
  };
  if (output === 'none') return pino(options);
  if (output !== 'stdout') return pino(options, output);
  if (prettyLogs(config)) return pino(options, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' }));
  return pino(options);
}
