/**
 * Contact-message management (issue 17 §1 contact-form-messages "what visitors sent through
 * /contact-us (read, answer by e-mail, archive)"; spec dashboard §6 "Admin … contact-message
 * management"): admins (FULL_ACCESS on `admin` or `<source>-admin`) list the messages (filter,
 * search, 20 a page, newest first), open one (which marks it read), answer it by e-mail (plain
 * text, mailed through the queue in the visitor's language; stored with who and when; status
 * `answered`) and archive or bring it back. Every write is audited in its transaction.
 */
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import { ConflictError, NotFoundError } from '@/server/errors';
import { enqueue, wakeWorkers } from '@/server/queue';
import { messagesOf } from '@/server/i18n';
import { formatDateTime } from '@/lib/format';
import { users } from '@/modules/identity/schema';
import {
  audit,
  likePattern,
  pageOf,
  parseInput,
  requireAdminRole,
  type Paged,
} from '@/modules/moderation/admin-access';
import { contactMessages } from './schema';
import { getContactSettings } from './settings';
import { textToHtml } from './contact';
import {
  contactAnswerInput,
  contactArchiveInput,
  CONTACT_FILTERS,
  type ContactAnswerInput,
  type ContactFilter,
  type ContactStatus,
} from './contact-validation';

/** A message in the list (the text cut to 200 characters). */
export interface ContactMessageSummary {
  id: number;
  name: string;
  email: string;
  subject: string;
  excerpt: string;
  locale: 'en' | 'tr';
  status: ContactStatus;
  archived: boolean;
  /** UTC ISO-8601. */
  createdAt: string;
}

/** One message with its answer. */
export interface ContactMessageView extends Omit<ContactMessageSummary, 'excerpt'> {
  message: string;
  /** The signed-in sender's user id, if any. */
  userId: string | null;
  readAt: string | null;
  answer: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
  archivedAt: string | null;
}

/** How many messages each filter holds (the tabs' counts). */
export type ContactCounts = Record<ContactFilter, number>;

const entity = (id: number) => `contact-message:${id}`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function filterWhere(filter: ContactFilter): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'archived':
      return isNotNull(contactMessages.archivedAt);
    case 'inbox':
      return isNull(contactMessages.archivedAt);
    default:
      return and(isNull(contactMessages.archivedAt), eq(contactMessages.status, filter));
  }
}

/**
 * A page of messages under `filter` (default `inbox`), searched by `q` (name, e-mail, subject,
 * message), newest first, 20 a page; with the count of every filter.
 * @throws UnauthorizedError; ForbiddenError 'access.invalid' (not an admin).
 */
export async function listContactMessages(
  ctx: Ctx,
  query: { filter?: string; q?: string; pageIndex?: number; pageSize?: number } = {},
): Promise<Paged<ContactMessageSummary> & { filter: ContactFilter; counts: ContactCounts }> {
  requireAdminRole(ctx, 'admin');
  const filter = (CONTACT_FILTERS as readonly string[]).includes(query.filter ?? '')
    ? (query.filter as ContactFilter)
    : 'inbox';
  const { pageIndex, pageSize, offset } = pageOf(query, 20, 100);
  const like = likePattern(query.q);
  const search = like
    ? or(
        ilike(contactMessages.name, like),
        ilike(contactMessages.email, like),
        ilike(contactMessages.subject, like),
        ilike(contactMessages.message, like),
      )
    : undefined;
  const where = and(filterWhere(filter), search);
  const [rows, [total], [tally]] = await Promise.all([
    ctx.db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        excerpt: sql<string>`left(${contactMessages.message}, 200)`,
        locale: contactMessages.locale,
        status: contactMessages.status,
        archivedAt: contactMessages.archivedAt,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(pageSize)
      .offset(offset),
    ctx.db.select({ n: count() }).from(contactMessages).where(where),
    ctx.db
      .select({
        all: count(),
        archived: sql<number>`count(*) filter (where "archived_at" is not null)::int`,
        new: sql<number>`count(*) filter (where "archived_at" is null and "status" = 'new')::int`,
        read: sql<number>`count(*) filter (where "archived_at" is null and "status" = 'read')::int`,
        answered: sql<number>`count(*) filter (where "archived_at" is null and "status" = 'answered')::int`,
      })
      .from(contactMessages)
      .where(search),
  ]);
  const t = tally ?? { all: 0, archived: 0, new: 0, read: 0, answered: 0 };
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      subject: r.subject,
      excerpt: r.excerpt,
      locale: r.locale === 'tr' ? 'tr' : 'en',
      status: r.status as ContactStatus,
      archived: r.archivedAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
    pageIndex,
    pageSize,
    totalCount: total?.n ?? 0,
    filter,
    counts: {
      all: t.all,
      inbox: t.all - t.archived,
      new: t.new,
      read: t.read,
      answered: t.answered,
      archived: t.archived,
    },
  };
}

async function loadMessage(ctx: Ctx, id: number): Promise<ContactMessageView> {
  const [r] = await ctx.db
    .select({ m: contactMessages, name: users.name, surname: users.surname })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.answeredByUserId))
    .where(eq(contactMessages.id, id));
  if (!r) throw new NotFoundError('contact.not_found');
  const m = r.m;
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    locale: m.locale === 'tr' ? 'tr' : 'en',
    status: m.status as ContactStatus,
    archived: m.archivedAt !== null,
    userId: m.userId,
    readAt: iso(m.readAt),
    answer: m.answer,
    answeredAt: iso(m.answeredAt),
    answeredBy: r.name === null ? null : `${r.name} ${r.surname ?? ''}`.trim(),
    archivedAt: iso(m.archivedAt),
    createdAt: m.createdAt.toISOString(),
  };
}

/**
 * One message; a `new` one becomes `read` (read_at set, audited `admin.contact_message.read`).
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'contact.not_found'.
 */
export async function openContactMessage(ctx: Ctx, id: number): Promise<ContactMessageView> {
  const actor = requireAdminRole(ctx, 'admin');
  await ctx.db.transaction(async (tx) => {
    const marked = await tx
      .update(contactMessages)
      .set({ status: 'read', readAt: new Date() })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new')))
      .returning({ id: contactMessages.id });
    if (marked.length) await audit(tx, actor, 'admin.contact_message.read', entity(id), {});
  });
  return loadMessage(ctx, id);
}

/**
 * Answers a message by e-mail: the answer is stored (answered_at, answered_by, status
 * `answered`), audited (`admin.contact_message.answer`) and, in the same transaction, a mail
 * queued to the visitor in the message's language (subject 'Re: …', the answer, their message
 * quoted; Reply-To the site's contact address). A message is answered once.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'contact.not_found'; ValidationError
 *   `answer` ('validation.required', 'contact.answer_length'); ConflictError 'contact.already_answered'.
 */
export async function answerContactMessage(
  ctx: Ctx,
  id: number,
  input: ContactAnswerInput,
): Promise<ContactMessageView> {
  const actor = requireAdminRole(ctx, 'admin');
  const { answer } = parseInput(contactAnswerInput, input);
  const contact = await getContactSettings(ctx.db);
  await ctx.db.transaction(async (tx) => {
    const [m] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!m) throw new NotFoundError('contact.not_found');
    if (m.answeredAt) throw new ConflictError('contact.already_answered');
    const now = new Date();
    await tx
      .update(contactMessages)
      .set({ answer, answeredAt: now, answeredByUserId: actor, status: 'answered', readAt: m.readAt ?? now })
      .where(eq(contactMessages.id, id));
    await audit(tx, actor, 'admin.contact_message.answer', entity(id), { answer, to: m.email });
    const locale = m.locale === 'tr' ? 'tr' : 'en';
    const t = messagesOf(locale, 'contactMail');
    const greeting = t('answer.greeting', { name: m.name });
    const quoteIntro = t('answer.quoteIntro', { date: formatDateTime(m.createdAt.toISOString(), locale) });
    const signature = t('answer.signature');
    await enqueue(tx, 'mail', {
      kind: 'contact-answer',
      to: m.email,
      replyTo: contact.email || contact.formRecipient,
      subject: t('answer.subject', { subject: m.subject }),
      text: `${greeting}\n\n${answer}\n\n${signature}\n\n${quoteIntro}\n${m.message
        .split('\n')
        .map((l) => `> ${l}`)
        .join('\n')}`,
      html: `${textToHtml(greeting)}${textToHtml(answer)}${textToHtml(signature)}${textToHtml(quoteIntro)}<blockquote>${textToHtml(m.message)}</blockquote>`,
    });
  });
  wakeWorkers('mail');
  return loadMessage(ctx, id);
}

/**
 * Archives a message (`archived: true`; archived_at set, its status kept) or brings it back
 * (`false`). Audited (`admin.contact_message.archive` / `.unarchive`) when it changes.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'contact.not_found'; ValidationError.
 */
export async function setContactMessageArchived(
  ctx: Ctx,
  id: number,
  input: { archived: boolean },
): Promise<ContactMessageView> {
  const actor = requireAdminRole(ctx, 'admin');
  const { archived } = parseInput(contactArchiveInput, input);
  await ctx.db.transaction(async (tx) => {
    const [m] = await tx
      .select({ archivedAt: contactMessages.archivedAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update');
    if (!m) throw new NotFoundError('contact.not_found');
    if ((m.archivedAt !== null) === archived) return;
    await tx
      .update(contactMessages)
      .set({ archivedAt: archived ? new Date() : null })
      .where(eq(contactMessages.id, id));
    await audit(
      tx,
      actor,
      archived ? 'admin.contact_message.archive' : 'admin.contact_message.unarchive',
      entity(id),
      {},
    );
  });
  return loadMessage(ctx, id);
}

/** How many messages wait unread in the inbox (the admin menu's badge). @throws as the list. */
export async function countNewContactMessages(ctx: Ctx): Promise<number> {
  requireAdminRole(ctx, 'admin');
  const [row] = await ctx.db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(isNull(contactMessages.archivedAt), eq(contactMessages.status, 'new')));
  return row?.n ?? 0;
}
