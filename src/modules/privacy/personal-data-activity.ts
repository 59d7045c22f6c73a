/**
 * The activity part of the personal-data download (./personal-data.ts, issue 17 §2): jobs and job
 * applications, program applications and jury work, messages, blocks and spam reports made,
 * notifications and e-mail choices, contact messages, mails sent, refused attempts, errors met,
 * and what the user created or last edited as an admin. Every read names its columns; see the
 * module comment of ./personal-data.ts for what is never included.
 */
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { jobApplications, jobs } from '@/modules/jobs/schema';
import {
  programApplicationAnswers,
  programApplications,
  programApplyDelegates,
  programAnswerScores,
  programCategoryScores,
  programJuryMembers,
  programQuestions,
  programReviews,
} from '@/modules/programs/schema';
import { euOrganizations, organizations, programs } from '@/modules/organizations/schema';
import { providers } from '@/modules/providers/schema';
import { startups } from '@/modules/startups/schema';
import { conversations, messages, spamReports, userBlocks } from '@/modules/messaging/schema';
import { notificationPreferences, notifications } from '@/modules/notifications/schema';
import { contactMessages, siteSettings } from '@/modules/site/schema';
import { emailLog, errorLogs } from '@/modules/operations/schema';
import { bannedMails, bannedWords, spamEvents } from '@/modules/moderation/schema';
import { importRuns } from '@/modules/imports/schema';
import { contents } from '@/modules/reference/schema';
import { premiumSettings } from '@/modules/access/schema';
import { paymentSettings } from '@/modules/payments/schema';
import { displayNames, iso, plain, type DataValue } from './personal-data-shared';
import { savedSearches, userListItems, userLists } from '@/modules/lists/schema';

async function jobsData(db: Db, userId: string) {
  const [posted, applied] = await Promise.all([
    db
      .select({
        id: jobs.id,
        seoUrl: jobs.seoUrl,
        title: jobs.title,
        startup: startups.name,
        publishedOn: jobs.publishedOn,
        expiresOn: jobs.expiresOn,
      })
      .from(jobs)
      .leftJoin(startups, eq(startups.id, jobs.startupId))
      .where(eq(jobs.createdByUserId, userId))
      .orderBy(asc(jobs.id)),
    db
      .select({
        jobId: jobApplications.jobId,
        job: jobs.title,
        jobSeoUrl: jobs.seoUrl,
        statusId: jobApplications.statusId,
        coverNote: jobApplications.coverNote,
        phone: jobApplications.phone,
        linkedin: jobApplications.linkedin,
        // Where the CV sent with the application is downloaded (jobs/applications.ts applicationCvPath).
        cvUrl: sql<
          string | null
        >`case when ${jobApplications.cvKey} is not null then '/api/v2/job-applications/' || ${jobApplications.id} || '/cv' end`,
        createdAt: jobApplications.createdAt,
        statusChangedAt: jobApplications.statusChangedAt,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(eq(jobApplications.applicantUserId, userId))
      .orderBy(asc(jobApplications.createdAt)),
  ]);
  return { jobsPosted: plain(posted), jobApplications: plain(applied) };
}

async function programsData(db: Db, userId: string) {
  const applications = await db
    .select({
      id: programApplications.id,
      programId: programApplications.programId,
      program: programs.name,
      startupId: programApplications.companyId,
      startup: startups.name,
      publicResult: programApplications.publicResult,
      hasPresentation: programApplications.presentationKey,
      createdAt: programApplications.createdAt,
    })
    .from(programApplications)
    .innerJoin(programs, eq(programs.id, programApplications.programId))
    .innerJoin(startups, eq(startups.id, programApplications.companyId))
    .where(eq(programApplications.applicantUserId, userId))
    .orderBy(asc(programApplications.createdAt));
  const ids = applications.map((a) => a.id);
  const [answers, jury, reviews, delegations] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            applicationId: programApplicationAnswers.applicationId,
            question: programQuestions.question,
            answer: programApplicationAnswers.answer,
          })
          .from(programApplicationAnswers)
          .innerJoin(programQuestions, eq(programQuestions.id, programApplicationAnswers.questionId))
          .where(inArray(programApplicationAnswers.applicationId, ids))
          .orderBy(asc(programQuestions.position)),
    db
      .select({
        programId: programJuryMembers.programId,
        program: programs.name,
        createdAt: programJuryMembers.createdAt,
      })
      .from(programJuryMembers)
      .innerJoin(programs, eq(programs.id, programJuryMembers.programId))
      .where(eq(programJuryMembers.userId, userId)),
    db
      .select({
        id: programReviews.id,
        applicationId: programReviews.applicationId,
        conflictOfInterest: programReviews.conflictOfInterest,
        comment: programReviews.comment,
        submittedAt: programReviews.submittedAt,
        updatedAt: programReviews.updatedAt,
      })
      .from(programReviews)
      .where(eq(programReviews.juryUserId, userId))
      .orderBy(asc(programReviews.id)),
    db
      .select({
        startupId: programApplyDelegates.companyId,
        startup: startups.name,
        createdAt: programApplyDelegates.createdAt,
      })
      .from(programApplyDelegates)
      .innerJoin(startups, eq(startups.id, programApplyDelegates.companyId))
      .where(eq(programApplyDelegates.userId, userId)),
  ]);
  const reviewIds = reviews.map((r) => r.id);
  const [categoryScores, answerScores] = await Promise.all([
    reviewIds.length === 0
      ? []
      : db
          .select({
            reviewId: programCategoryScores.reviewId,
            categoryId: programCategoryScores.categoryId,
            score: programCategoryScores.score,
          })
          .from(programCategoryScores)
          .where(inArray(programCategoryScores.reviewId, reviewIds)),
    reviewIds.length === 0
      ? []
      : db
          .select({
            reviewId: programAnswerScores.reviewId,
            answerId: programAnswerScores.answerId,
            score: programAnswerScores.score,
          })
          .from(programAnswerScores)
          .where(inArray(programAnswerScores.reviewId, reviewIds)),
  ]);
  return {
    programApplications: applications.map((a) => ({
      ...plain([{ ...a, hasPresentation: a.hasPresentation !== null }])[0]!,
      answers: answers
        .filter((x) => x.applicationId === a.id)
        .map((x) => ({ question: x.question, answer: x.answer })),
    })),
    programJury: {
      memberships: plain(jury),
      reviews: reviews.map((r) => ({
        ...plain([r])[0]!,
        categoryScores: categoryScores
          .filter((s) => s.reviewId === r.id)
          .map((s) => ({ categoryId: s.categoryId, score: s.score })),
        answerScores: answerScores
          .filter((s) => s.reviewId === r.id)
          .map((s) => ({ answerId: s.answerId, score: s.score })),
      })),
    },
    programApplyDelegations: plain(delegations),
  };
}

/** Conversations with their messages (sent and received); the other person by display name. */
async function messagingData(db: Db, userId: string) {
  const mine = await db
    .select({ id: conversations.id, userLow: conversations.userLow, userHigh: conversations.userHigh })
    .from(conversations)
    .where(or(eq(conversations.userLow, userId), eq(conversations.userHigh, userId)))
    .orderBy(asc(conversations.id));
  const ids = mine.map((c) => c.id);
  const [rows, blocks, reportsMade, reportsAbout] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            conversationId: messages.conversationId,
            senderUserId: messages.senderUserId,
            body: messages.body,
            createdAt: messages.createdAt,
            readAt: messages.readAt,
          })
          .from(messages)
          .where(inArray(messages.conversationId, ids))
          .orderBy(asc(messages.id)),
    db
      .select({ blockedUserId: userBlocks.blockedUserId, createdAt: userBlocks.createdAt })
      .from(userBlocks)
      .where(eq(userBlocks.blockerUserId, userId)),
    db
      .select({
        reportedUserId: spamReports.reportedUserId,
        reason: spamReports.reason,
        createdAt: spamReports.createdAt,
      })
      .from(spamReports)
      .where(eq(spamReports.reporterUserId, userId)),
    db.select({ n: count() }).from(spamReports).where(eq(spamReports.reportedUserId, userId)),
  ]);
  const others = mine.map((c) => (c.userLow === userId ? c.userHigh : c.userLow));
  const names = await displayNames(db, [
    ...others,
    ...blocks.map((b) => b.blockedUserId),
    ...reportsMade.map((r) => r.reportedUserId),
  ]);
  return {
    messages: mine.map((c, i) => ({
      with: names.get(others[i]!) ?? null,
      messages: rows
        .filter((m) => m.conversationId === c.id)
        .map((m) => ({
          from: m.senderUserId === userId ? 'you' : 'them',
          body: m.body,
          sentAt: iso(m.createdAt),
          readAt: iso(m.readAt),
        })),
    })),
    blockedMembers: blocks.map((b) => ({
      member: names.get(b.blockedUserId) ?? null,
      createdAt: iso(b.createdAt),
    })),
    spamReportsMade: reportsMade.map((r) => ({
      member: names.get(r.reportedUserId) ?? null,
      reason: r.reason,
      createdAt: iso(r.createdAt),
    })),
    spamReportsAboutYouCount: reportsAbout[0]?.n ?? 0,
  };
}

async function noticesData(db: Db, userId: string, email: string) {
  const [notes, choices, contact, mails, refused, errors] = await Promise.all([
    db
      .select({
        kind: notifications.kind,
        data: notifications.data,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    db
      .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    db
      .select({
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        locale: contactMessages.locale,
        status: contactMessages.status,
        answer: contactMessages.answer,
        answeredAt: contactMessages.answeredAt,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(or(eq(contactMessages.userId, userId), eq(contactMessages.email, email)))
      .orderBy(asc(contactMessages.createdAt)),
    db
      .select({
        kind: emailLog.kind,
        subject: emailLog.subject,
        status: emailLog.status,
        createdAt: emailLog.createdAt,
      })
      .from(emailLog)
      .where(eq(emailLog.recipient, email))
      .orderBy(asc(emailLog.createdAt)),
    db
      .select({ kind: spamEvents.kind, detail: spamEvents.detail, createdAt: spamEvents.createdAt })
      .from(spamEvents)
      .where(or(eq(spamEvents.userId, userId), eq(spamEvents.email, email)))
      .orderBy(asc(spamEvents.createdAt)),
    db
      .select({
        requestId: errorLogs.requestId,
        method: errorLogs.method,
        route: errorLogs.route,
        status: errorLogs.status,
        createdAt: errorLogs.createdAt,
      })
      .from(errorLogs)
      .where(eq(errorLogs.viewerUserId, userId))
      .orderBy(asc(errorLogs.createdAt)),
  ]);
  return {
    notifications: plain(notes as Array<Record<string, unknown>>),
    emailPreferences: plain(choices),
    contactMessages: plain(contact),
    mailsSent: plain(mails),
    refusedAttempts: plain(refused),
    errorsMet: plain(errors),
  };
}

/** The user's lists with their entries and notes, and their saved searches (issue 18 §5). */
async function listsData(db: Db, userId: string) {
  const [lists, items, searches] = await Promise.all([
    db
      .select({
        id: userLists.id,
        name: userLists.name,
        sharedByLink: sql<boolean>`${userLists.shareToken} is not null`,
        createdAt: userLists.createdAt,
        updatedAt: userLists.updatedAt,
      })
      .from(userLists)
      .where(eq(userLists.userId, userId))
      .orderBy(asc(userLists.createdAt)),
    db
      .select({
        listId: userListItems.listId,
        kind: userListItems.kind,
        entityId: userListItems.entityId,
        note: userListItems.note,
        addedAt: userListItems.addedAt,
      })
      .from(userListItems)
      .innerJoin(userLists, eq(userLists.id, userListItems.listId))
      .where(eq(userLists.userId, userId))
      .orderBy(asc(userListItems.addedAt)),
    db
      .select({
        kind: savedSearches.kind,
        name: savedSearches.name,
        query: savedSearches.query,
        frequency: savedSearches.frequency,
        createdAt: savedSearches.createdAt,
        lastCheckedAt: savedSearches.lastCheckedAt,
      })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(asc(savedSearches.createdAt)),
  ]);
  return {
    lists: plain(lists).map((list) => ({
      ...list,
      entries: plain(items.filter((i) => i.listId === list.id)).map(({ listId: _, ...rest }) => rest),
    })),
    savedSearches: plain(searches),
  };
}

/** What the user created or last edited (organizations, providers, …; admins' lists and settings). */
async function createdData(db: Db, userId: string): Promise<DataValue> {
  const [orgs, provs, eu, runs, words, mails, texts, settings, premium, paySettings] = await Promise.all([
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        seoUrl: organizations.seoUrl,
        createdAt: organizations.createdAt,
      })
      .from(organizations)
      .where(eq(organizations.createdByUserId, userId)),
    db
      .select({
        id: providers.id,
        name: providers.name,
        seoUrl: providers.seoUrl,
        createdAt: providers.createdAt,
      })
      .from(providers)
      .where(eq(providers.createdByUserId, userId)),
    db
      .select({ id: euOrganizations.id, name: euOrganizations.name, createdAt: euOrganizations.createdAt })
      .from(euOrganizations)
      .where(eq(euOrganizations.createdByUserId, userId)),
    db
      .select({
        id: importRuns.id,
        fileName: importRuns.fileName,
        status: importRuns.status,
        createdAt: importRuns.createdAt,
      })
      .from(importRuns)
      .where(eq(importRuns.createdByUserId, userId)),
    db
      .select({ word: bannedWords.word, createdAt: bannedWords.createdAt })
      .from(bannedWords)
      .where(eq(bannedWords.createdByUserId, userId)),
    db
      .select({ pattern: bannedMails.pattern, createdAt: bannedMails.createdAt })
      .from(bannedMails)
      .where(eq(bannedMails.createdByUserId, userId)),
    db
      .select({ id: contents.id, updatedAt: contents.updatedAt })
      .from(contents)
      .where(eq(contents.updatedByUserId, userId)),
    db
      .select({ key: siteSettings.key, updatedAt: siteSettings.updatedAt })
      .from(siteSettings)
      .where(eq(siteSettings.updatedByUserId, userId)),
    db
      .select({ updatedAt: premiumSettings.updatedAt })
      .from(premiumSettings)
      .where(and(eq(premiumSettings.id, 1), eq(premiumSettings.updatedBy, userId))),
    db
      .select({ updatedAt: paymentSettings.updatedAt })
      .from(paymentSettings)
      .where(and(eq(paymentSettings.id, 1), eq(paymentSettings.updatedBy, userId))),
  ]);
  return {
    organizations: plain(orgs),
    providers: plain(provs),
    euOrganizations: plain(eu),
    importRuns: plain(runs),
    bannedWords: plain(words),
    bannedMails: plain(mails),
    pageTextsLastEdited: plain(texts),
    siteSettingsLastEdited: plain(settings),
    premiumSettingsLastEdited: premium.length > 0 ? iso(premium[0]!.updatedAt) : null,
    paymentSettingsLastEdited: paySettings.length > 0 ? iso(paySettings[0]!.updatedAt) : null,
  };
}

/**
 * The activity sections of the download for `userId` (whose account e-mail is `email`: contact
 * messages sent before signing in and mails sent are matched by it).
 */
export async function collectActivity(db: Db, userId: string, email: string) {
  const [jobsPart, programsPart, messagingPart, noticesPart, listsPart, created] = await Promise.all([
    jobsData(db, userId),
    programsData(db, userId),
    messagingData(db, userId),
    noticesData(db, userId, email),
    listsData(db, userId),
    createdData(db, userId),
  ]);
  return { ...jobsPart, ...programsPart, ...messagingPart, ...noticesPart, ...listsPart, created };
}
