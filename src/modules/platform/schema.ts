/**
 * Operational tables every server process shares (issue 12): the steps of the first seed,
 * recorded as each one commits so an interrupted seed resumes instead of passing for done,
 * and the abuse-limit counters (sign-in per account, mails per recipient, API keys) when
 * Redis is not configured.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per finished seed step (`reference`, `real-startups`, …), written in the step's transaction. */
export const seedSteps = pgTable('seed_steps', {
  step: text('step').primaryKey(),
  /** What the step stored (counts), for the log and the operator. */
  summary: text('summary').notNull().default(''),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Counters of rate-limiter-flexible's RateLimiterDrizzle (its documented shape): `key` is
 * `<limiter>:<subject>`, `points` the events in the current window, `expire` its end (UTC).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});
