/**
 * Entity access and premium entitlements (spec public-and-account §3 "Entity access",
 * "Premium settings"/"limits"; §6 roles) and the audit trail of permission changes.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from '@/server/db/columns';
import { users } from '@/modules/identity/schema';

/** One row per (user, entity): the scopes the user holds on that entity. */
export const entityAccess = pgTable(
  'entity_access',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A startup or organization id, `admin`, `<source>-admin` or `rapor-admin`. */
    entityId: text('entity_id').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.entityId] }), index('entity_access_entity_idx').on(t.entityId)],
);

/** A premium package held from `startsAt` to `endsAt` (UTC). */
export const premiumEntitlements = pgTable(
  'premium_entitlements',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** business-yearly, business-monthly, personal-yearly, personal-monthly or a feature package. */
    packageKey: text('package_key').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    /** The enterprise owner whose package this seat belongs to (InviteUser), else null. */
    ownerUserId: text('owner_user_id'),
    grantedBy: text('granted_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('premium_entitlements_user_idx').on(t.userId, t.endsAt)],
);

/**
 * Premium settings (spec §3 "Premium settings"): one row (id 1) edited by super admins.
 * filterList names the startup filter groups that need a package (stage, technologies, …).
 */
export const premiumSettings = pgTable('premium_settings', {
  id: integer('id').primaryKey().default(1),
  /** Off: every filter and list is free for everyone. */
  premiumEnable: boolean('premium_enable').notNull().default(true),
  /** Visitors must sign in to see a startup's page and data (spec spelling kept in the API). */
  userNeedToSignForSeeData: boolean('user_need_to_sign_for_see_data').notNull().default(false),
  /** Where paying customers come from (payment integration key), e.g. `direct`. */
  customerSource: text('customer_source').notNull().default('direct'),
  /** On: viewers without a package see only the first `freeStartupCount` startups of a list. */
  limitedFreeStartupPresenter: boolean('limited_free_startup_presenter').notNull().default(false),
  freeStartupCount: integer('free_startup_count').notNull().default(10),
  /** Null: the default premium groups of the startup filter. */
  filterList: text('filter_list').array(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/**
 * Monthly usage against the premium limits (spec §3 "Premium limits"): one row per package
 * holder (the enterprise owner for invited colleagues) and UTC month `YYYY-MM`; a new month
 * starts from zero.
 */
export const premiumUsage = pgTable(
  'premium_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    downloadedReportCount: integer('downloaded_report_count').notNull().default(0),
    startupDownloadedRow: integer('startup_downloaded_row').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/** Audit trail: admin actions, permission changes (written in the same transaction). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: text('actor_user_id'),
    action: text('action').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
  ],
);

/**
 * Team invitations (spec §4 "Invitations": pending (waiting), accepted, denied; dashboard §7
 * "Invitations and access": approve/reject by code). Accepting grants `scopes` on `entityId`.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    /** `startup:<id>` (organizations later). */
    entityId: text('entity_id').notNull(),
    inviterUserId: text('inviter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeUserId: text('invitee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scopes: text('scopes').array().notNull(),
    /** waiting, accepted or declined. */
    status: text('status').notNull().default('waiting'),
    /** The approval code (random, unguessable). */
    code: text('code').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    respondedAt: ts('responded_at'),
  },
  (t) => [
    index('invitations_invitee_idx').on(t.inviteeUserId, t.status, t.createdAt),
    uniqueIndex('invitations_code_uq').on(t.code),
    index('invitations_entity_idx').on(t.entityId),
  ],
);
