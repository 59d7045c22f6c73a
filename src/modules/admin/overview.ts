/**
 * The admin home's figures (issue 17 §1 "index: counts and charts (sign-ups per week, startups
 * added, jobs, applications, payments)"; D §6 "Super admin: admin home"). Super admins only.
 * Counts over the whole platform, and per UTC week (Monday to Sunday) of the last 12 weeks, the
 * current week included: sign-ups, startups added, jobs posted, job and program applications,
 * and payments (count and sum per currency; refunded payments left out). One grouped query per
 * table: each reads its rows of the 12 weeks once.
 */
import { and, count, gte, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { adminOverview } from '@/modules/identity/admin';
import { users } from '@/modules/identity/schema';
import { startups } from '@/modules/startups/schema';
import { jobApplications, jobs } from '@/modules/jobs/schema';
import { programApplications } from '@/modules/programs/schema';
import { payments } from '@/modules/payments/schema';
import { requireAdminRole } from './access';

/** Weeks the charts cover (the current one included). */
export const OVERVIEW_WEEKS = 12;
const WEEK_MS = 7 * 86_400_000;

/** One week of the charts: its Monday (`YYYY-MM-DD`, UTC) and what happened in it. */
export interface OverviewWeek {
  week: string;
  signups: number;
  startups: number;
  jobs: number;
  jobApplications: number;
  programApplications: number;
  payments: number;
  /** Sum of the week's payments per currency (ISO 4217 → minor units: cents, kuruş). */
  amounts: Record<string, number>;
}

export interface AdminOverview {
  counts: {
    users: number;
    verified: number;
    packageHolders: number;
    pendingDeletion: number;
    startups: number;
    visibleStartups: number;
    adminHiddenStartups: number;
    jobs: number;
    jobApplications: number;
    programApplications: number;
    payments: number;
  };
  /** Payments of all time per currency (not refunded): how many and their sum in minor units. */
  revenue: Array<{ currency: string; payments: number; amountMinor: number }>;
  /** Currencies of the weeks' payments, sorted. */
  currencies: string[];
  /** The last {@link OVERVIEW_WEEKS} weeks, oldest first. */
  weeks: OverviewWeek[];
}

/** Monday 00:00 UTC of the week holding `now`. */
export function weekStart(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
}

/**
 * The admin home's counts and weekly series (see the module comment). `now` fixes the weeks
 * (tests).
 * @throws UnauthorizedError; ForbiddenError 'access.invalid' (not a super admin).
 */
export async function getAdminOverview(ctx: Ctx, now = new Date()): Promise<AdminOverview> {
  requireAdminRole(ctx, 'super');
  const first = new Date(weekStart(now).getTime() - (OVERVIEW_WEEKS - 1) * WEEK_MS);
  const weekOf = (column: AnyColumn) =>
    sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const perWeek = async (query: Promise<Array<{ week: string; n: number }>>): Promise<Map<string, number>> =>
    new Map((await query).map((r) => [r.week, Number(r.n)]));
  const n = sql<number>`count(*)::int`;
  const [
    figures,
    [startupCounts],
    [jobCount],
    [jobApplicationCount],
    [programApplicationCount],
    revenue,
    signups,
    startupWeeks,
    jobWeeks,
    jobApplicationWeeks,
    programApplicationWeeks,
    paymentWeeks,
  ] = await Promise.all([
    adminOverview(ctx),
    ctx.db
      .select({
        all: count(),
        visible: sql<number>`count(*) filter (where ${startups.isVisible})::int`,
        adminHidden: sql<number>`count(*) filter (where ${startups.adminHiddenAt} is not null)::int`,
      })
      .from(startups),
    ctx.db.select({ n: count() }).from(jobs),
    ctx.db.select({ n: count() }).from(jobApplications),
    ctx.db.select({ n: count() }).from(programApplications),
    ctx.db
      .select({
        currency: payments.currency,
        payments: n,
        amountMinor: sql<number>`coalesce(sum(${payments.amountMinor}), 0)::bigint`,
      })
      .from(payments)
      .where(isNull(payments.refundedAt))
      .groupBy(payments.currency)
      .orderBy(payments.currency),
    perWeek(
      ctx.db
        .select({ week: weekOf(users.createdAt), n })
        .from(users)
        .where(gte(users.createdAt, first))
        .groupBy(sql`1`),
    ),
    perWeek(
      ctx.db
        .select({ week: weekOf(startups.createdAt), n })
        .from(startups)
        .where(gte(startups.createdAt, first))
        .groupBy(sql`1`),
    ),
    perWeek(
      ctx.db
        .select({ week: weekOf(jobs.createdAt), n })
        .from(jobs)
        .where(gte(jobs.createdAt, first))
        .groupBy(sql`1`),
    ),
    perWeek(
      ctx.db
        .select({ week: weekOf(jobApplications.createdAt), n })
        .from(jobApplications)
        .where(gte(jobApplications.createdAt, first))
        .groupBy(sql`1`),
    ),
    perWeek(
      ctx.db
        .select({ week: weekOf(programApplications.createdAt), n })
        .from(programApplications)
        .where(gte(programApplications.createdAt, first))
        .groupBy(sql`1`),
    ),
    ctx.db
      .select({
        week: weekOf(payments.paidAt),
        currency: payments.currency,
        n,
        amountMinor: sql<number>`coalesce(sum(${payments.amountMinor}), 0)::bigint`,
      })
      .from(payments)
      .where(and(gte(payments.paidAt, first), isNull(payments.refundedAt)))
      .groupBy(sql`1`, payments.currency),
  ]);
  const weeks: OverviewWeek[] = [];
  for (let i = 0; i < OVERVIEW_WEEKS; i++) {
    const week = new Date(first.getTime() + i * WEEK_MS).toISOString().slice(0, 10);
    const paid = paymentWeeks.filter((p) => p.week === week);
    weeks.push({
      week,
      signups: signups.get(week) ?? 0,
      startups: startupWeeks.get(week) ?? 0,
      jobs: jobWeeks.get(week) ?? 0,
      jobApplications: jobApplicationWeeks.get(week) ?? 0,
      programApplications: programApplicationWeeks.get(week) ?? 0,
      payments: paid.reduce((sum, p) => sum + Number(p.n), 0),
      amounts: Object.fromEntries(paid.map((p) => [p.currency, Number(p.amountMinor)])),
    });
  }
  return {
    counts: {
      ...figures,
      startups: startupCounts?.all ?? 0,
      visibleStartups: startupCounts?.visible ?? 0,
      adminHiddenStartups: startupCounts?.adminHidden ?? 0,
      jobs: jobCount?.n ?? 0,
      jobApplications: jobApplicationCount?.n ?? 0,
      programApplications: programApplicationCount?.n ?? 0,
      payments: revenue.reduce((sum, r) => sum + Number(r.payments), 0),
    },
    revenue: revenue.map((r) => ({
      currency: r.currency,
      payments: Number(r.payments),
      amountMinor: Number(r.amountMinor),
    })),
    currencies: [...new Set(paymentWeeks.map((p) => p.currency))].sort(),
    weeks,
  };
}
