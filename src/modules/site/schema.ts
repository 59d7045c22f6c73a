/**
 * Site content the admins edit (issue 17 §1 "header, footer, logo, contact", §2; spec public
 * §2 "Header and footer", dashboard §2 admin routes): header menus and footer link groups with
 * social buttons, key/value site settings (logo, contact details, the contact-form address,
 * the disposable-mail switch), and the messages visitors send through /contact-us.
 */
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '@/server/db/columns';

/**
 * Header menu entries, footer link groups and footer social buttons. `area` is `header`,
 * `footer` or `social`. A row without `parentId` is a top-level menu (header: Data, Insight,
 * invest, services, jobs, news, pricing) or a footer group; its children are the links. `url`
 * is a path inside the site (`/startups`, localized by the router) or an absolute https URL
 * (`external` links open in a new tab). `menuKey` names the built-in header menus (`data`,
 * `insight`, `invest`, `services`, `jobs`, `news`, `pricing`) so the header can keep special
 * behaviour (pricing hidden for premium holders); `icon` names a social network.
 */
export const siteLinks = pgTable(
  'site_links',
  {
    id: serial('id').primaryKey(),
    area: text('area').notNull(),
    parentId: integer('parent_id'),
    menuKey: text('menu_key'),
    labelEn: text('label_en').notNull(),
    labelTr: text('label_tr').notNull(),
    /** Empty for a group or a menu that only opens its children. */
    urlEn: text('url_en').notNull().default(''),
    /** Turkish address when it differs (an external page in Turkish); empty means `urlEn`. */
    urlTr: text('url_tr').notNull().default(''),
    external: boolean('external').notNull().default(false),
    icon: text('icon'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('site_links_area_idx').on(t.area, t.parentId, t.sortOrder)],
);

/**
 * Site settings as typed JSON values under fixed keys (`logo`, `contact`, `contactForm`,
 * `disposableMails`, …); each module validates its key's value with zod before writing.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedByUserId: text('updated_by_user_id'),
});

/**
 * Messages sent through /contact-us (issue 17 §2): `status` new → read → answered, or
 * archived at any point (`archivedAt` set; the status before archiving is kept).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** `en` or `tr`: the language the visitor wrote in (the answer mail's language). */
    locale: text('locale').notNull().default('en'),
    /** The signed-in sender, if any. */
    userId: text('user_id'),
    status: text('status').notNull().default('new'),
    readAt: ts('read_at'),
    answer: text('answer'),
    answeredAt: ts('answered_at'),
    answeredByUserId: text('answered_by_user_id'),
    archivedAt: ts('archived_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
