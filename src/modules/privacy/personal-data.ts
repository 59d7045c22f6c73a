/**
 * Personal-data download (issue 17 §2 "Personal-data rights: a signed-in user downloads
 * everything the platform holds about them (JSON and a readable file) from the settings"; GDPR
 * art. 15 and 20, KVKK art. 11). Collects, for the signed-in user only, every row of every
 * module that is about them (src/server/db/schema.ts lists the modules): account, sign-in
 * sessions and linked accounts, API keys, profile with its lists, access entries with the
 * startups, organizations, providers and programs they point at, premium packages and usage,
 * payments, subscriptions, invoice details, report purchases and downloads, startup exports,
 * jobs posted and job applications, program applications with answers, jury work, invitations,
 * messages sent and received, blocks and spam reports made, notifications and e-mail choices,
 * contact messages, mails sent to them, refused attempts, errors they met, audit rows about
 * them or by them, and what they created or last edited as an admin.
 *
 * Why it reads other modules' tables directly: the download must be exhaustive and the same
 * for every module, so each table is read here with an explicit column list (a new column is
 * never exported by accident). Never included: password hashes, session tokens and ids, OAuth
 * tokens, API key hashes, verification values, invitation codes, payment provider secrets,
 * storage keys of private files, program managers' private notes, other users' e-mail
 * addresses, and who else blocked or reported the user. Another user appears by display name
 * only where the row is shared (a conversation, an invitation).
 */
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import { UnauthorizedError } from '@/server/errors';
import { parseEntityKey } from '@/modules/access/permissions';
import {
  auditLog,
  entityAccess,
  invitations,
  premiumEntitlements,
  premiumUsage,
} from '@/modules/access/schema';
import { accounts, apiKeys, sessions, users } from '@/modules/identity/schema';
import {
  profileEducations,
  profileExperiences,
  profileLanguages,
  profileProfessions,
  profiles,
  profileSkills,
} from '@/modules/profiles/schema';
import { startups } from '@/modules/startups/schema';
import { organizations, programs } from '@/modules/organizations/schema';
import { providers } from '@/modules/providers/schema';
import {
  billingProfiles,
  paymentCustomers,
  paymentRequests,
  payments,
  subscriptions,
} from '@/modules/payments/schema';
import { reportDownloads, reportPurchases, reportVersions } from '@/modules/reports/schema';
import { startupExports } from '@/modules/startups/export-schema';
import { collectActivity } from './personal-data-activity';
import { displayNames, iso, plain, type DataValue, type PersonalData } from './personal-data-shared';

export type { DataValue, PersonalData };

/** The download's format marker and version (JSON `format`, `version`). */
export const PERSONAL_DATA_FORMAT = 'startup-atlas-personal-data';
export const PERSONAL_DATA_VERSION = 1;

async function account(db: Db, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      emailVerified: users.emailVerified,
      image: users.image,
      locale: users.locale,
      locked: users.locked,
      lockedAt: users.lockedAt,
      termsAcceptedAt: users.termsAcceptedAt,
      deletionRequestedAt: users.deletionRequestedAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new UnauthorizedError();
  const [sessionRows, linked, keys] = await Promise.all([
    db
      .select({
        createdAt: sessions.createdAt,
        updatedAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({
        providerId: accounts.providerId,
        accountId: accounts.accountId,
        scope: accounts.scope,
        createdAt: accounts.createdAt,
        updatedAt: accounts.updatedAt,
      })
      .from(accounts)
      .where(eq(accounts.userId, userId))
      .orderBy(asc(accounts.createdAt)),
    db
      .select({
        name: apiKeys.name,
        start: apiKeys.start,
        createdAt: apiKeys.createdAt,
        lastUsedAt: apiKeys.lastUsedAt,
        expiresAt: apiKeys.expiresAt,
        revokedAt: apiKeys.revokedAt,
      })
      .from(apiKeys)
      .where(eq(apiKeys.userId, userId))
      .orderBy(asc(apiKeys.id)),
  ]);
  return {
    account: plain([user])[0]!,
    sessions: plain(sessionRows),
    // A password sign-in shows as provider `credential`; its hash is never exported.
    linkedAccounts: plain(linked),
    apiKeys: plain(keys),
  };
}

async function profile(db: Db, userId: string): Promise<DataValue> {
  const [row] = await db
    .select({
      seoUrl: profiles.seoUrl,
      title: profiles.title,
      gender: profiles.gender,
      birthday: profiles.birthday,
      phone: profiles.phone,
      countryId: profiles.countryId,
      cityId: profiles.cityId,
      countyId: profiles.countyId,
      about: profiles.about,
      jobSearchStatusId: profiles.jobSearchStatusId,
      openToWork: profiles.openToWork,
      workingPlanIds: profiles.workingPlanIds,
      employmentTypeIds: profiles.employmentTypeIds,
      salaryMin: profiles.salaryMin,
      salaryMax: profiles.salaryMax,
      salaryCurrency: profiles.salaryCurrency,
      shareMin: profiles.shareMin,
      shareMax: profiles.shareMax,
      socialLinks: profiles.socialLinks,
      photo: profiles.photo,
      cover: profiles.cover,
      // The owner's download address (the file itself is private; profiles/cv.ts).
      cvUrl: sql<string | null>`case when ${profiles.cvKey} is not null then '/api/v2/users/me/cv' end`,
      languageId: profiles.languageId,
      source: profiles.source,
      updatedAt: profiles.updatedAt,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!row) return null;
  const [educations, languages, skills, experiences, professions] = await Promise.all([
    db
      .select({
        universityId: profileEducations.universityId,
        schoolName: profileEducations.schoolName,
        department: profileEducations.department,
        degreeId: profileEducations.degreeId,
        graduateStatusId: profileEducations.graduateStatusId,
        grade: profileEducations.grade,
        description: profileEducations.description,
        startDate: profileEducations.startDate,
        endDate: profileEducations.endDate,
      })
      .from(profileEducations)
      .where(eq(profileEducations.userId, userId))
      .orderBy(asc(profileEducations.id)),
    db
      .select({ languageId: profileLanguages.languageId, levelId: profileLanguages.levelId })
      .from(profileLanguages)
      .where(eq(profileLanguages.userId, userId))
      .orderBy(asc(profileLanguages.id)),
    db
      .select({
        skillId: profileSkills.skillId,
        isSoft: profileSkills.isSoft,
        positionId: profileSkills.positionId,
        levelId: profileSkills.levelId,
      })
      .from(profileSkills)
      .where(eq(profileSkills.userId, userId))
      .orderBy(asc(profileSkills.id)),
    db
      .select({
        title: profileExperiences.title,
        companyName: profileExperiences.companyName,
        description: profileExperiences.description,
        stillWorking: profileExperiences.stillWorking,
        startDate: profileExperiences.startDate,
        endDate: profileExperiences.endDate,
        countryId: profileExperiences.countryId,
        cityId: profileExperiences.cityId,
        countyId: profileExperiences.countyId,
        employmentTypeId: profileExperiences.employmentTypeId,
      })
      .from(profileExperiences)
      .where(eq(profileExperiences.userId, userId))
      .orderBy(asc(profileExperiences.id)),
    db
      .select({ professionId: profileProfessions.professionId })
      .from(profileProfessions)
      .where(eq(profileProfessions.userId, userId)),
  ]);
  return {
    ...plain([row])[0]!,
    educations: plain(educations),
    languages: plain(languages),
    skills: plain(skills),
    experiences: plain(experiences),
    professionIds: professions.map((p) => p.professionId),
  };
}

/** Access entries with the name of each startup, organization, provider or program they point at. */
async function access(db: Db, userId: string): Promise<DataValue> {
  const rows = await db
    .select({
      entityId: entityAccess.entityId,
      scopes: entityAccess.scopes,
      createdAt: entityAccess.createdAt,
      updatedAt: entityAccess.updatedAt,
    })
    .from(entityAccess)
    .where(eq(entityAccess.userId, userId))
    .orderBy(asc(entityAccess.createdAt));
  const idsOf = (kind: string) =>
    rows.flatMap((r) => {
      const key = parseEntityKey(r.entityId);
      return key?.kind === kind ? [key.id] : [];
    });
  const named = async (
    table: typeof startups | typeof organizations | typeof providers | typeof programs,
    ids: number[],
  ) =>
    ids.length === 0
      ? []
      : db
          .select({ id: table.id, name: table.name, seoUrl: table.seoUrl })
          .from(table)
          .where(inArray(table.id, ids));
  const [s, o, p, g] = await Promise.all([
    named(startups, idsOf('startup')),
    named(organizations, idsOf('organization')),
    named(providers, idsOf('provider')),
    named(programs, idsOf('program')),
  ]);
  const names = new Map<string, { name: string; seoUrl: string }>([
    ...s.map((r) => [`startup:${r.id}`, r] as const),
    ...o.map((r) => [`organization:${r.id}`, r] as const),
    ...p.map((r) => [`provider:${r.id}`, r] as const),
    ...g.map((r) => [`program:${r.id}`, r] as const),
  ]);
  return rows.map((r) => {
    const key = parseEntityKey(r.entityId);
    const entity = names.get(r.entityId);
    return {
      entityId: r.entityId,
      kind: key?.kind ?? 'role',
      id: key?.id ?? null,
      name: entity?.name ?? null,
      seoUrl: entity?.seoUrl ?? null,
      scopes: r.scopes,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    };
  });
}

async function commerce(db: Db, userId: string) {
  const title = sql<string>`(select r."title_en" from "reports" r where r."id" = "report_versions"."report_id")`;
  const [entitlements, usage, requests, subs, paid, billing, customers, purchases, downloads, exportsRows] =
    await Promise.all([
      db
        .select({
          packageKey: premiumEntitlements.packageKey,
          startsAt: premiumEntitlements.startsAt,
          endsAt: premiumEntitlements.endsAt,
          seatOfAnotherUser: sql<boolean>`${premiumEntitlements.ownerUserId} is not null and ${premiumEntitlements.ownerUserId} <> ${userId}`,
          createdAt: premiumEntitlements.createdAt,
        })
        .from(premiumEntitlements)
        .where(eq(premiumEntitlements.userId, userId))
        .orderBy(asc(premiumEntitlements.startsAt)),
      db
        .select({
          month: premiumUsage.month,
          downloadedReportCount: premiumUsage.downloadedReportCount,
          startupDownloadedRow: premiumUsage.startupDownloadedRow,
        })
        .from(premiumUsage)
        .where(eq(premiumUsage.userId, userId))
        .orderBy(asc(premiumUsage.month)),
      db
        .select({
          id: paymentRequests.id,
          entityType: paymentRequests.entityType,
          entityId: paymentRequests.entityId,
          packageKey: paymentRequests.packageKey,
          billingInterval: paymentRequests.billingInterval,
          provider: paymentRequests.provider,
          currency: paymentRequests.currency,
          amountMinor: paymentRequests.amountMinor,
          state: paymentRequests.state,
          failureReason: paymentRequests.failureReason,
          locale: paymentRequests.locale,
          createdAt: paymentRequests.createdAt,
          updatedAt: paymentRequests.updatedAt,
        })
        .from(paymentRequests)
        .where(eq(paymentRequests.userId, userId))
        .orderBy(asc(paymentRequests.createdAt)),
      db
        .select({
          provider: subscriptions.provider,
          packageKey: subscriptions.packageKey,
          billingInterval: subscriptions.billingInterval,
          state: subscriptions.state,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
          graceUntil: subscriptions.graceUntil,
          createdAt: subscriptions.createdAt,
          updatedAt: subscriptions.updatedAt,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(asc(subscriptions.createdAt)),
      db
        .select({
          id: payments.id,
          paymentRequestId: payments.paymentRequestId,
          provider: payments.provider,
          kind: payments.kind,
          currency: payments.currency,
          amountMinor: payments.amountMinor,
          paidAt: payments.paidAt,
          refundedAt: payments.refundedAt,
        })
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(asc(payments.paidAt)),
      db
        .select({
          kind: billingProfiles.kind,
          fullName: billingProfiles.fullName,
          companyName: billingProfiles.companyName,
          taxOffice: billingProfiles.taxOffice,
          taxNumber: billingProfiles.taxNumber,
          countryCode: billingProfiles.countryCode,
          city: billingProfiles.city,
          address: billingProfiles.address,
          postalCode: billingProfiles.postalCode,
          email: billingProfiles.email,
          updatedAt: billingProfiles.updatedAt,
        })
        .from(billingProfiles)
        .where(eq(billingProfiles.userId, userId)),
      db
        .select({ provider: paymentCustomers.provider, createdAt: paymentCustomers.createdAt })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, userId)),
      db
        .select({
          versionId: reportPurchases.versionId,
          report: title,
          version: reportVersions.name,
          language: reportVersions.language,
          purchasedAt: reportPurchases.purchasedAt,
          revokedAt: reportPurchases.revokedAt,
        })
        .from(reportPurchases)
        .innerJoin(reportVersions, eq(reportVersions.id, reportPurchases.versionId))
        .where(eq(reportPurchases.userId, userId))
        .orderBy(asc(reportPurchases.purchasedAt)),
      db
        .select({
          versionId: reportDownloads.versionId,
          report: title,
          version: reportVersions.name,
          language: reportVersions.language,
          basis: reportDownloads.basis,
          createdAt: reportDownloads.createdAt,
        })
        .from(reportDownloads)
        .innerJoin(reportVersions, eq(reportVersions.id, reportDownloads.versionId))
        .where(eq(reportDownloads.userId, userId))
        .orderBy(asc(reportDownloads.createdAt)),
      db
        .select({
          id: startupExports.id,
          filter: startupExports.filter,
          sort: startupExports.sort,
          columns: startupExports.columns,
          fileType: startupExports.fileType,
          locale: startupExports.locale,
          rowCount: startupExports.rowCount,
          state: startupExports.state,
          createdAt: startupExports.createdAt,
          finishedAt: startupExports.finishedAt,
          expiresAt: startupExports.expiresAt,
        })
        .from(startupExports)
        .where(eq(startupExports.userId, userId))
        .orderBy(asc(startupExports.createdAt)),
    ]);
  return {
    premium: { packages: plain(entitlements), monthlyUsage: plain(usage) },
    payments: {
      paymentRequests: plain(requests),
      subscriptions: plain(subs),
      payments: plain(paid),
      billingProfile: billing[0] ? plain(billing)[0]! : null,
      providerCustomers: plain(customers),
    },
    reports: { purchases: plain(purchases), downloads: plain(downloads) },
    startupExports: plain(exportsRows),
  };
}

/** Invitations the user sent or received (without their approval codes). */
async function invitationRows(db: Db, userId: string): Promise<DataValue> {
  const rows = await db
    .select({
      entityId: invitations.entityId,
      inviterUserId: invitations.inviterUserId,
      inviteeUserId: invitations.inviteeUserId,
      scopes: invitations.scopes,
      status: invitations.status,
      createdAt: invitations.createdAt,
      respondedAt: invitations.respondedAt,
    })
    .from(invitations)
    .where(or(eq(invitations.inviterUserId, userId), eq(invitations.inviteeUserId, userId)))
    .orderBy(asc(invitations.createdAt));
  const names = await displayNames(
    db,
    rows.map((r) => (r.inviterUserId === userId ? r.inviteeUserId : r.inviterUserId)),
  );
  return rows.map((r) => {
    const sent = r.inviterUserId === userId;
    return {
      direction: sent ? 'sent' : 'received',
      otherPerson: names.get(sent ? r.inviteeUserId : r.inviterUserId) ?? null,
      entityId: r.entityId,
      scopes: r.scopes,
      status: r.status,
      createdAt: iso(r.createdAt),
      respondedAt: iso(r.respondedAt),
    };
  });
}

/** Audit rows the user made or that are about them (another actor shown only as an administrator). */
async function auditRows(db: Db, userId: string): Promise<DataValue> {
  const rows = await db
    .select({
      actorUserId: auditLog.actorUserId,
      action: auditLog.action,
      entityId: auditLog.entityId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      or(
        eq(auditLog.actorUserId, userId),
        inArray(auditLog.entityId, [userId, `user:${userId}`]),
        sql`${auditLog.details} ->> 'userId' = ${userId}`,
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.map((r) => ({
    by: r.actorUserId === userId ? 'you' : r.actorUserId === 'system' ? 'system' : 'administrator',
    action: r.action,
    entityId: r.entityId,
    details: r.details as DataValue,
    createdAt: iso(r.createdAt),
  }));
}

/**
 * Everything the platform holds about the signed-in viewer, in sections (see the module comment).
 * Output: `{ format, version, generatedAt, account, sessions, linkedAccounts, apiKeys, profile,
 * access, premium, payments, reports, startupExports, invitations, …activity, audit }`; dates as
 * ISO-8601 UTC text; ids of reference lists (countries, skills …) as stored.
 * @throws UnauthorizedError for visitors (and when the user row is gone).
 */
export async function collectPersonalData(ctx: Ctx): Promise<PersonalData> {
  const userId = ctx.viewer.userId;
  if (!userId) throw new UnauthorizedError();
  const db = ctx.db;
  const head = await account(db, userId);
  const email = typeof head.account.email === 'string' ? head.account.email : '';
  const [profileData, accessData, money, invites, activity, audit] = await Promise.all([
    profile(db, userId),
    access(db, userId),
    commerce(db, userId),
    invitationRows(db, userId),
    collectActivity(db, userId, email),
    auditRows(db, userId),
  ]);
  return {
    format: PERSONAL_DATA_FORMAT,
    version: PERSONAL_DATA_VERSION,
    generatedAt: new Date().toISOString(),
    ...head,
    profile: profileData,
    access: accessData,
    ...money,
    invitations: invites,
    ...activity,
    audit,
  };
}
