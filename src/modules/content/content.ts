/**
 * Site content: the static and legal pages and content blocks (issue 17 §2; spec public §2
 * "Static and legal pages", §7 `Content/GetContent`; dashboard §6 "Super admin"). Visitors read
 * a page's title and sanitized body in their language with its last-updated date; super admins
 * list, read and edit every row (title and rich-text body per language), each edit sanitized,
 * stamped (updated_at, updated_by_user_id) and audited in the same transaction. The `contents`
 * table's trigger (migration 0022, decision 0015) empties every process's page cache when a row
 * changes; the writer also empties its own at once (`dataChanged`).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '@/server/context';
import type { Db } from '@/server/db/client';
import type { Locale } from '@/i18n/locales';
import { dataChanged } from '@/server/data-changes';
import { NotFoundError, ValidationError } from '@/server/errors';
import { richTextToPlain, sanitizeRichText } from '@/lib/rich-text';
import { requireAdminRole } from '@/modules/admin/access';
import { auditLog } from '@/modules/access/schema';
import { users } from '@/modules/identity/schema';
import { contents } from '@/modules/reference/schema';
import { contentInput, type ContentInput } from './validation';
import { CONTENT_ID_PATTERN } from './pages';

/** A content row in one language, as a page shows it. */
export interface ContentView {
  id: string;
  title: string;
  /** Sanitized HTML (spec §5 allow-list). */
  body: string;
  /** Last edit, UTC. */
  updatedAt: Date;
}

/** A content row as the admin list shows it. */
export interface ContentListRow {
  id: string;
  titleEn: string;
  titleTr: string;
  updatedAt: string;
  /** Who edited it last (name and surname), or null for the starting text. */
  updatedBy: { id: string; name: string } | null;
}

/** A content row as the editor loads it. */
export interface ContentAdminView extends ContentListRow {
  bodyEn: string;
  bodyTr: string;
}

/**
 * Content `id` in `locale`, its body sanitized, or null when there is no such row.
 * Public: no viewer check (the pages and `GetContent` show the same to everyone).
 */
export async function findContent(db: Db, id: string, locale: Locale): Promise<ContentView | null> {
  if (!CONTENT_ID_PATTERN.test(id)) return null;
  const [row] = await db.select().from(contents).where(eq(contents.id, id));
  if (!row) return null;
  return {
    id: row.id,
    title: locale === 'tr' ? row.titleTr : row.titleEn,
    body: sanitizeRichText(locale === 'tr' ? row.bodyTr : row.bodyEn),
    updatedAt: row.updatedAt,
  };
}

/**
 * A short plain-text description of a content body for page metadata: the text without the
 * template notice (an all-italic first paragraph), cut at a word before `max` characters.
 */
export function contentDescription(body: string, max = 160): string {
  const text = richTextToPlain(body.replace(/^\s*<p>\s*<em>[\s\S]*?<\/em>\s*<\/p>/, ''));
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/**
 * The acting user's id when the viewer is a super admin (spec dashboard §6; issue 17 §1 menu
 * role `super`).
 * @throws UnauthorizedError (401) for visitors; ForbiddenError 'access.invalid' (403) for others.
 */
export function requireContentAdmin(ctx: Ctx): string {
  return requireAdminRole(ctx, 'super');
}

async function loadRows(db: Db, id?: string): Promise<ContentAdminView[]> {
  const rows = await db
    .select({
      id: contents.id,
      titleEn: contents.titleEn,
      titleTr: contents.titleTr,
      bodyEn: contents.bodyEn,
      bodyTr: contents.bodyTr,
      updatedAt: contents.updatedAt,
      editorId: contents.updatedByUserId,
      editorName: sql<string | null>`trim(${users.name} || ' ' || ${users.surname})`,
    })
    .from(contents)
    .leftJoin(users, eq(users.id, contents.updatedByUserId))
    .where(id === undefined ? undefined : eq(contents.id, id))
    .orderBy(asc(contents.id));
  return rows.map((r) => ({
    id: r.id,
    titleEn: r.titleEn,
    titleTr: r.titleTr,
    bodyEn: r.bodyEn,
    bodyTr: r.bodyTr,
    updatedAt: r.updatedAt.toISOString(),
    // A deleted editor's id stays on the row; their name is gone.
    updatedBy: r.editorId ? { id: r.editorId, name: r.editorName || r.editorId } : null,
  }));
}

/**
 * Every content row (pages and blocks) with its titles, last edit and editor, by id.
 * @throws UnauthorizedError; ForbiddenError (super admins only).
 */
export async function listContentsForAdmin(ctx: Ctx): Promise<ContentListRow[]> {
  requireContentAdmin(ctx);
  return (await loadRows(ctx.db)).map(({ bodyEn: _en, bodyTr: _tr, ...row }) => row);
}

/**
 * One content row with both bodies as stored (for the editor).
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'content.not_found'.
 */
export async function getContentForAdmin(ctx: Ctx, id: string): Promise<ContentAdminView> {
  requireContentAdmin(ctx);
  const [row] = CONTENT_ID_PATTERN.test(id) ? await loadRows(ctx.db, id) : [];
  if (!row) throw new NotFoundError('content.not_found');
  return row;
}

/**
 * Replaces a content row's titles and bodies. Bodies are sanitized to the rich-text allow-list
 * (scripts, styles, images, event attributes removed; links get rel="nofollow noopener
 * noreferrer"); a body with no text left is refused. Sets updated_at (now) and
 * updated_by_user_id, writes the audit row `admin.content.update` (entity `content:<id>`, the
 * texts before and after) in the same transaction, then empties this process's page cache.
 * @returns the row as saved.
 * @throws UnauthorizedError; ForbiddenError; NotFoundError 'content.not_found'; ValidationError
 *   with fields ('validation.required' for an empty title or body, 'generic.invalid_field' when too long).
 */
export async function updateContent(ctx: Ctx, id: string, input: ContentInput): Promise<ContentAdminView> {
  const actor = requireContentAdmin(ctx);
  const parsed = contentInput.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fields[issue.path.map(String).join('.') || 'body'] ??= issue.message.includes('.')
        ? issue.message
        : 'generic.invalid_field';
    throw new ValidationError('generic.invalid_input', fields);
  }
  const next = {
    titleEn: parsed.data.titleEn,
    titleTr: parsed.data.titleTr,
    bodyEn: sanitizeRichText(parsed.data.bodyEn),
    bodyTr: sanitizeRichText(parsed.data.bodyTr),
  };
  const empty: Record<string, string> = {};
  if (!richTextToPlain(next.bodyEn)) empty.bodyEn = 'validation.required';
  if (!richTextToPlain(next.bodyTr)) empty.bodyTr = 'validation.required';
  if (Object.keys(empty).length > 0) throw new ValidationError('validation.required', empty);
  if (!CONTENT_ID_PATTERN.test(id)) throw new NotFoundError('content.not_found');
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(contents).where(eq(contents.id, id)).for('update');
    if (!before) throw new NotFoundError('content.not_found');
    await tx
      .update(contents)
      .set({ ...next, updatedAt: sql`now()`, updatedByUserId: actor })
      .where(eq(contents.id, id));
    await tx.insert(auditLog).values({
      actorUserId: actor,
      action: 'admin.content.update',
      entityId: `content:${id}`,
      details: {
        from: {
          titleEn: before.titleEn,
          titleTr: before.titleTr,
          bodyEn: before.bodyEn,
          bodyTr: before.bodyTr,
        },
        to: next,
      },
    });
  });
  dataChanged(ctx.db, 'pages');
  const [saved] = await loadRows(ctx.db, id);
  return saved!;
}

/**
 * The HTML an editor's `html` becomes when saved (the preview of the admin editor).
 * @throws UnauthorizedError; ForbiddenError.
 */
export function previewContent(ctx: Ctx, html: string): { html: string } {
  requireContentAdmin(ctx);
  return { html: sanitizeRichText(html) };
}
