/**
 * Structured JSON logs (issue 17 §4 "Structured JSON logs (pino) with request ids"; decision
 * 0021): one pino logger per process writing one JSON object a line to standard output, with
 * ISO-8601 times and the level as a word (`"level":"info"`). The level is LOG_LEVEL (default
 * `info`; `silent` under the tests, NODE_ENV=test, so test output stays quiet). Request lines
 * carry `requestId` (src/server/api/request-log.ts); errors go under `err` (pino's serializer:
 * type, message, stack).
 */
import pino, { type Logger } from 'pino';
import { env } from './env';

const globalForLogger = globalThis as unknown as { __atlasLogger?: Logger };

/** The level in force: LOG_LEVEL, else `silent` under the tests and `info` otherwise. */
export function logLevel(): pino.LevelWithSilent {
  const { LOG_LEVEL, NODE_ENV } = env();
  return LOG_LEVEL ?? (NODE_ENV === 'test' ? 'silent' : 'info');
}

/**
 * A logger with the platform's line format (`service`, ISO-8601 `time`, `level` as a word) at
 * `level`, writing to `destination` (default standard output). Tests pass a stream to read the
 * lines back.
 */
export function createLogger(
  level: pino.LevelWithSilent = logLevel(),
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'startup-atlas' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The process's logger (created on first use; shared by Next's bundles and the server script). */
export function logger(): Logger {
  globalForLogger.__atlasLogger ??= createLogger();
  return globalForLogger.__atlasLogger;
}

/**
 * Runs `work` with the process's logger replaced by `replacement`, then puts the old one back
 * (tests that read the log lines). Output: what `work` returns.
 */
export async function withLogger<T>(replacement: Logger, work: () => Promise<T>): Promise<T> {
  const before = globalForLogger.__atlasLogger;
  globalForLogger.__atlasLogger = replacement;
  try {
    return await work();
  } finally {
    globalForLogger.__atlasLogger = before;
  }
}
