/**
 * How each Management list (D §7; issue 17 §1) is read: its total and a slice of its rows,
 * newest first (ties by id, so pages never overlap). No right check here: the lists' service
 * (./management-lists.ts) checks the role before calling. Sub-selects name their outer table's
 * columns explicitly ("table"."column"): Drizzle renders `${table.col}` unqualified inside them.
 */
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { users } from '@/modules/identity/schema';
import { startups } from '@/modules/startups/schema';
import { programs } from '@/modules/organizations/schema';
import { programApplications } from '@/modules/programs/schema';
import { spamEvents } from '@/modules/moderation/schema';
import { countDownloads, loadDownloads } from '@/modules/reports/admin-downloads';
import { emailLog, errorLogs } from './schema';
import type {
  EmailListRow,
  ErrorLogsRow,
  ManagementListName,
  ProgramApplicantListRow,
  ReportDownloadersListRow,
  SpammersListRow,
  StartupListRow,
  UserListRow,
} from './management-rows';

/** A slice of a list: `limit` rows from `offset`. */
export interface Slice {
  limit: number;
  offset: number;
}

/** How one list is read. */
export interface ListReader<Row> {
  count(ctx: Ctx): Promise<number>;
  rows(ctx: Ctx, slice: Slice): Promise<Row[]>;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));
const countOf = async (pending: Promise<Array<{ n: number }>>) => Number((await pending)[0]?.n ?? 0);

const startupList: ListReader<StartupListRow> = {
  count: (ctx) => countOf(ctx.db.select({ n: count() }).from(startups)),
  async rows(ctx, { limit, offset }) {
    const rows = await ctx.db
      .select({
        id: startups.id,
        name: startups.name,
        seoUrl: startups.seoUrl,
        source: startups.source,
        isVisible: startups.isVisible,
        adminHiddenAt: startups.adminHiddenAt,
        hiddenReason: startups.adminHiddenReason,
        createdAt: startups.createdAt,
        ownerEmail: sql<string | null>`(
          select u.email from entity_access ea join users u on u.id = ea.user_id
          where ea.entity_id = 'startup:' || "startups"."id" and 'FULL_ACCESS' = any(ea.scopes)
          order by ea.created_at, u.email limit 1)`,
      })
      .from(startups)
      .orderBy(desc(startups.createdAt), desc(startups.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      seoUrl: r.seoUrl,
      source: r.source,
      isVisible: r.isVisible,
      hiddenByAdmin: r.adminHiddenAt !== null,
      hiddenReason: r.hiddenReason,
      createdAt: iso(r.createdAt),
      ownerEmail: r.ownerEmail,
    }));
  },
};

/**
 * The average score is the programs module's raw average (src/modules/programs/scoring.ts): the
 * mean of the weighted totals Σ(score × weight) / 100 of the submitted reviews without a conflict
 * of interest that score every review category of the program; 2 decimals.
 */
const programApplicantList: ListReader<ProgramApplicantListRow> = {
  count: (ctx) => countOf(ctx.db.select({ n: count() }).from(programApplications)),
  async rows(ctx, { limit, offset }) {
    const rows = await ctx.db
      .select({
        id: programApplications.id,
        programName: programs.name,
        startupName: startups.name,
        applicantEmail: users.email,
        status: programApplications.publicResult,
        privateStatus: programApplications.privateStatus,
        averageScore: sql<string | number | null>`(
          select round(avg(t.total)::numeric, 2) from (
            select sum(cs.score * rc.weight) / 100.0 as total
            from program_reviews r
            join program_category_scores cs on cs.review_id = r.id
            join program_review_categories rc on rc.id = cs.category_id
            where r.application_id = "program_applications"."id"
              and r.submitted_at is not null and not r.conflict_of_interest
            group by r.id
            having count(*) = (
              select count(*) from program_review_categories c2
              where c2.program_id = "program_applications"."program_id")
          ) t)`,
        appliedAt: programApplications.createdAt,
      })
      .from(programApplications)
      .innerJoin(programs, eq(programs.id, programApplications.programId))
      .innerJoin(startups, eq(startups.id, programApplications.companyId))
      .leftJoin(users, eq(users.id, programApplications.applicantUserId))
      .orderBy(desc(programApplications.createdAt), desc(programApplications.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({
      id: r.id,
      programName: r.programName,
      startupName: r.startupName,
      applicantEmail: r.applicantEmail,
      status: r.status,
      privateStatus: r.privateStatus,
      averageScore: r.averageScore === null ? null : Number(r.averageScore),
      appliedAt: iso(r.appliedAt),
    }));
  },
};

const userList: ListReader<UserListRow> = {
  count: (ctx) => countOf(ctx.db.select({ n: count() }).from(users)),
  async rows(ctx, { limit, offset }) {
    const rows = await ctx.db
      .select({
        id: users.id,
        name: users.name,
        surname: users.surname,
        email: users.email,
        verified: users.emailVerified,
        locked: users.locked,
        createdAt: users.createdAt,
        lastSignInAt: sql<string | Date | null>`(
          select max(s.created_at) from sessions s where s.user_id = "users"."id")`,
        packages: sql<string | null>`(
          select string_agg(distinct p.package_key, ', ' order by p.package_key)
          from premium_entitlements p
          where p.user_id = "users"."id" and p.starts_at <= now() and p.ends_at > now())`,
      })
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({
      id: r.id,
      name: `${r.name} ${r.surname}`.trim(),
      email: r.email,
      verified: r.verified,
      locked: r.locked,
      createdAt: iso(r.createdAt),
      lastSignInAt: isoOrNull(r.lastSignInAt),
      packages: r.packages ?? '',
    }));
  },
};

const reportDownloadersList: ListReader<ReportDownloadersListRow> = {
  count: (ctx) => countDownloads(ctx, undefined),
  rows: (ctx, slice) => loadDownloads(ctx, undefined, slice),
};

/**
 * Refused attempts (spam_events) grouped by who made them: the user, else the e-mail (lower
 * case), else the hashed client address; counts per kind, the last attempt, and whether the
 * user is locked. Newest last attempt first.
 */
const subjectKey = sql<string>`coalesce(${spamEvents.userId}, lower(${spamEvents.email}), ${spamEvents.clientHash}, '')`;

const spammersList: ListReader<SpammersListRow> = {
  count: (ctx) =>
    countOf(ctx.db.select({ n: sql<number>`count(distinct ${subjectKey})::int` }).from(spamEvents)),
  async rows(ctx, { limit, offset }) {
    const byKind = (kind: string) => sql<number>`(count(*) filter (where ${spamEvents.kind} = ${kind}))::int`;
    const rows = await ctx.db
      .select({
        subject: subjectKey,
        userId: sql<string | null>`max(${spamEvents.userId})`,
        email: sql<string | null>`max(lower(${spamEvents.email}))`,
        bannedWord: byKind('banned_word'),
        bannedMail: byKind('banned_mail'),
        disposableMail: byKind('disposable_mail'),
        rateLimit: byKind('rate_limit'),
        captcha: byKind('captcha'),
        total: sql<number>`count(*)::int`,
        lastEventAt: sql<string | Date>`max(${spamEvents.createdAt})`,
      })
      .from(spamEvents)
      .groupBy(subjectKey)
      .orderBy(sql`max(${spamEvents.createdAt}) desc`, subjectKey)
      .limit(limit)
      .offset(offset);
    const userIds = rows.map((r) => r.userId).filter((id): id is string => id !== null);
    const known = userIds.length
      ? await ctx.db
          .select({ id: users.id, email: users.email, locked: users.locked })
          .from(users)
          .where(inArray(users.id, userIds))
      : [];
    const byId = new Map(known.map((u) => [u.id, u]));
    return rows.map((r) => {
      const user = r.userId ? byId.get(r.userId) : undefined;
      return {
        subject: r.subject,
        subjectKind: r.userId ? 'user' : r.email ? 'email' : 'client',
        userId: r.userId,
        email: user?.email ?? r.email,
        bannedWord: Number(r.bannedWord),
        bannedMail: Number(r.bannedMail),
        disposableMail: Number(r.disposableMail),
        rateLimit: Number(r.rateLimit),
        captcha: Number(r.captcha),
        total: Number(r.total),
        lastEventAt: iso(r.lastEventAt),
        userLocked: r.userId ? (user?.locked ?? null) : null,
      };
    });
  },
};

const errorLogsList: ListReader<ErrorLogsRow> = {
  count: (ctx) => countOf(ctx.db.select({ n: count() }).from(errorLogs)),
  async rows(ctx, { limit, offset }) {
    const rows = await ctx.db
      .select({
        id: errorLogs.id,
        createdAt: errorLogs.createdAt,
        requestId: errorLogs.requestId,
        origin: errorLogs.origin,
        method: errorLogs.method,
        route: errorLogs.route,
        status: errorLogs.status,
        viewerUserId: errorLogs.viewerUserId,
        viewerEmail: users.email,
        message: errorLogs.message,
        stack: errorLogs.stack,
      })
      .from(errorLogs)
      .leftJoin(users, eq(users.id, errorLogs.viewerUserId))
      .orderBy(desc(errorLogs.createdAt), desc(errorLogs.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({
      ...r,
      createdAt: iso(r.createdAt),
      origin: r.origin as ErrorLogsRow['origin'],
    }));
  },
};

const emailList: ListReader<EmailListRow> = {
  count: (ctx) => countOf(ctx.db.select({ n: count() }).from(emailLog)),
  async rows(ctx, { limit, offset }) {
    const rows = await ctx.db
      .select()
      .from(emailLog)
      .orderBy(desc(emailLog.createdAt), desc(emailLog.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({
      id: r.id,
      createdAt: iso(r.createdAt),
      kind: r.kind,
      recipient: r.recipient,
      subject: r.subject,
      status: r.status as EmailListRow['status'],
      error: r.error,
    }));
  },
};

/** The reader of every list. */
export const LIST_READERS: { [K in ManagementListName]: ListReader<unknown> } = {
  StartupList: startupList,
  ProgramApplicantList: programApplicantList,
  UserList: userList,
  ReportDownloadersList: reportDownloadersList,
  SpammersList: spammersList,
  ErrorLogs: errorLogsList,
  EmailList: emailList,
};
