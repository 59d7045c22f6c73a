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

/** The process's logger (created on first use; shared by Next's bundles and the server script). */
export function logger(): Logger {
  globalForLogger.__atlasLogger ??= pino({
    level: logLevel(),
    base: { service: 'startup-atlas' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
  return globalForLogger.__atlasLogger;
}
