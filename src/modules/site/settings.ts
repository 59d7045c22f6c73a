/**
 * Site settings (issue 17 §1 "logo, contact", "banned-mails … disposable-mail domains,
 * switchable"; spec public §2 "Header and footer"): typed JSON values in `site_settings` under
 * fixed keys, each validated with its zod schema before it is written.
 *
 * Keys and values:
 * - `contact`: `{ email, phone, addressEn, addressTr, mapUrl, formRecipient }` — the details the
 *   footer and /contact-us show, and `formRecipient`, where /contact-us messages are mailed
 *   (empty: the address of env `MAIL_FROM`; read it with {@link getContactSettings});
 * - `logo`: `{ url, alt }` — the header logo (`url` null: the built-in "SA" mark with the name);
 * - `disposableMails`: `{ enabled }` — whether registration refuses disposable-mail domains;
 * - `home`: `{ testimonials, partners }` — the home page's six testimonials and its partners.
 *
 * Reads are cached per process (settings are read on every page). The cache empties across
 * processes through the data-change notices (decision 0015, src/server/data-changes.ts):
 * {@link setSiteSetting} sends `NOTIFY atlas_data_changed, 'settings'` in the writing
 * transaction (delivered to every process when it commits, not at all on rollback), and every
 * `settings` change empties this cache and the page cache. The writing process should call
 * {@link siteSettingsChanged} after the commit so its own next read is fresh at once.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/server/db/client';
import { dataChanged, dataGeneration, onDataChange } from '@/server/data-changes';
import { env } from '@/server/env';
import { failWithFields } from '@/server/field-errors';
import { auditLog } from '@/modules/access/schema';
import { siteSettings } from './schema';
import {
  contactSettingsSchema,
  disposableMailsSettingSchema,
  homeSettingsSchema,
  logoSettingSchema,
  type ContactSettings,
} from './validation';
import { HOME_DEFAULTS } from './home-defaults';

export {
  contactSettingsSchema,
  disposableMailsSettingSchema,
  logoSettingSchema,
  type ContactSettings,
  type DisposableMailsSetting,
  type LogoSetting,
} from './validation';

/** The schema of each key. */
export const SITE_SETTING_SCHEMAS = {
  contact: contactSettingsSchema,
  logo: logoSettingSchema,
  disposableMails: disposableMailsSettingSchema,
  home: homeSettingsSchema,
} as const;
export type SiteSettingKey = keyof typeof SITE_SETTING_SCHEMAS;
export type SiteSettingValue<K extends SiteSettingKey> = z.output<(typeof SITE_SETTING_SCHEMAS)[K]>;
/** What a caller passes to {@link setSiteSetting} (before trimming/normalizing). */
export type SiteSettingInput<K extends SiteSettingKey> = z.input<(typeof SITE_SETTING_SCHEMAS)[K]>;

/** The value of each key until an admin saves one (the seed writes the same). */
export const SITE_SETTING_DEFAULTS: { readonly [K in SiteSettingKey]: SiteSettingValue<K> } = Object.freeze({
  contact: {
    email: 'info@startupatlas.org',
    phone: '',
    addressEn: 'Istanbul, Türkiye',
    addressTr: 'İstanbul, Türkiye',
    mapUrl: '',
    formRecipient: '',
  },
  logo: { url: null, alt: 'Startup Atlas' },
  disposableMails: { enabled: true },
  home: HOME_DEFAULTS,
});

// One cache per database, on globalThis: the Next bundle and the API (loaded by the custom
// server) are separate module instances in one process and must share it.
const globalCache = globalThis as unknown as {
  __atlasSiteSettings?: WeakMap<Db, Map<string, unknown>>;
};
const cache = (globalCache.__atlasSiteSettings ??= new WeakMap());
onDataChange('site-settings', (db, change) => {
  if (change === 'settings') cache.delete(db);
});

/**
 * The value under `key` (its default until one is saved, or when the stored value no longer
 * fits the schema; missing fields of an older value take their defaults). Cached per process.
 */
export async function getSiteSetting<K extends SiteSettingKey>(db: Db, key: K): Promise<SiteSettingValue<K>> {
  const own = cache.get(db);
  if (own?.has(key)) return own.get(key) as SiteSettingValue<K>;
  const generation = dataGeneration();
  const rows = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(sql`${siteSettings.key} = ${key}`);
  const fallback = SITE_SETTING_DEFAULTS[key];
  let value = fallback as SiteSettingValue<K>;
  if (rows[0]) {
    const stored = rows[0].value;
    const merged =
      stored && typeof stored === 'object' && !Array.isArray(stored) ? { ...fallback, ...stored } : stored;
    const parsed = SITE_SETTING_SCHEMAS[key].safeParse(merged);
    if (parsed.success) value = parsed.data as SiteSettingValue<K>;
  }
  // A value read while a change arrived may be older than the change: served, not kept.
  if (generation === dataGeneration()) {
    let map = cache.get(db);
    if (!map) cache.set(db, (map = new Map()));
    map.set(key, value);
  }
  return value;
}

/**
 * Validates and saves the value under `key` in `tx` (a transaction, or a db for a single
 * write), writes the audit row (`admin.site.setting`, entity `site-setting:<key>`, the new
 * value) and announces the change to every process on commit. Call
 * {@link siteSettingsChanged} after the transaction commits.
 * @returns the stored (trimmed, normalized) value.
 * @throws ValidationError with a field code per invalid field (`email` → 'site.email_invalid', …).
 */
export async function setSiteSetting<K extends SiteSettingKey>(
  tx: Db,
  key: K,
  value: SiteSettingInput<K>,
  actorUserId: string | null,
): Promise<SiteSettingValue<K>> {
  const parsed = SITE_SETTING_SCHEMAS[key].safeParse(value);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') || 'body';
      fields[path] ??= issue.message.includes('.') ? issue.message : 'generic.invalid_field';
    }
    failWithFields(fields);
  }
  const stored = parsed.data as SiteSettingValue<K>;
  const now = new Date();
  await tx
    .insert(siteSettings)
    .values({ key, value: stored, updatedAt: now, updatedByUserId: actorUserId })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: stored, updatedAt: now, updatedByUserId: actorUserId },
    });
  await tx.insert(auditLog).values({
    actorUserId,
    action: 'admin.site.setting',
    entityId: `site-setting:${key}`,
    details: { key, value: stored },
  });
  await announceSiteChange(tx);
  return stored;
}

/**
 * Saves `key` in a transaction of its own and empties this process's caches after the commit
 * (the one-call form of {@link setSiteSetting} + {@link siteSettingsChanged}).
 */
export async function saveSiteSetting<K extends SiteSettingKey>(
  db: Db,
  key: K,
  value: SiteSettingInput<K>,
  actorUserId: string | null,
): Promise<SiteSettingValue<K>> {
  const stored = await db.transaction((tx) => setSiteSetting(tx as unknown as Db, key, value, actorUserId));
  siteSettingsChanged(db);
  return stored;
}

/**
 * Sends the `settings` data-change notice in `tx` (delivered to every listening process when
 * the transaction commits; site_settings and site_links have no trigger of their own).
 */
export async function announceSiteChange(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_notify('atlas_data_changed', 'settings')`);
}

/**
 * Empties this process's site settings, site links and page caches at once (call after the
 * writing transaction commits; other processes empty theirs on the database's notice).
 */
export function siteSettingsChanged(db: Db): void {
  dataChanged(db, 'settings');
}

/** The address inside env MAIL_FROM (`Startup Atlas <no-reply@x>` → `no-reply@x`). */
export function mailFromAddress(): string {
  const from = env().MAIL_FROM;
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}

/**
 * The contact settings with `formRecipient` resolved: the saved recipient, else the address of
 * env MAIL_FROM (never empty). Used by /contact-us to mail messages.
 */
export async function getContactSettings(db: Db): Promise<ContactSettings> {
  const contact = await getSiteSetting(db, 'contact');
  return contact.formRecipient ? contact : { ...contact, formRecipient: mailFromAddress() };
}
