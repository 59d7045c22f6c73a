/**
 * What the public header and footer show (issue 17 §1 "the public header and footer read
 * these"; spec public §2 "Header and footer"): the active header menus with their links, the
 * active footer groups with theirs, the social buttons, the contact details and the logo, in the
 * viewer's language with localized addresses (./paths.ts).
 *
 * The rows are read once per process and kept until a data change of kind `settings`
 * (every write of ./links.ts and ./settings.ts announces one, in this process at once and in the
 * others through the database's notice; decision 0015). A read that overlaps a change is served
 * but not kept.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { dataGeneration, onDataChange } from '@/server/data-changes';
import type { Locale } from '@/i18n/locales';
import { SOCIAL_NAMES, type SocialNetwork } from '@/lib/links';
import { siteLinks } from './schema';
import { localizeSitePath } from './paths';
import { getSiteSetting, type LogoSetting } from './settings';
import { SEED_FOOTER, SEED_HEADER, SEED_SOCIAL } from './seed';

/** A link of a header menu or footer group, in one language. */
export interface ChromeLink {
  id: number;
  label: string;
  href: string;
  /** Opens in a new tab (rel="noopener noreferrer", with a hint for screen readers). */
  external: boolean;
  /** A page of the app: client-side navigation. */
  app: boolean;
  /** The `nav` message key of the built-in one-line description of this page (Data menu), if any. */
  hintKey: string | null;
}

/** A header menu (with links: a drop-down; without: a link of its own) or a footer group. */
export interface ChromeMenu {
  id: number;
  /** The built-in menu (`data`, `pricing`, …), else null. */
  key: string | null;
  label: string;
  /** The menu's own address (a menu without links), else null. */
  link: Omit<ChromeLink, 'id' | 'label' | 'hintKey'> | null;
  links: ChromeLink[];
}

/** A social button: the network (its icon), its accessible name and its address. */
export interface ChromeSocial {
  id: number;
  network: SocialNetwork;
  label: string;
  href: string;
}

/** The contact details in one language. */
export interface ChromeContact {
  email: string;
  phone: string;
  address: string;
  mapUrl: string;
}

export interface SiteChrome {
  header: ChromeMenu[];
  footer: ChromeMenu[];
  social: ChromeSocial[];
  contact: ChromeContact;
  logo: LogoSetting;
}

/** The built-in description of the Data menu's pages (`nav.<key>`), by English path. */
const HINTS: Record<string, string> = {
  '/startups': 'startupsHint',
  '/talents': 'talentsHint',
  '/tech-centers': 'techCentersHint',
  '/providers': 'providersHint',
  '/reports': 'reportsHint',
  '/data-sources': 'dataSourcesHint',
  '/api/docs': 'apiDocsHint',
  '/ecosystem-map': 'ecosystemMapHint',
  '/ecosystem-map-eu': 'euMapHint',
  '/patents': 'patentsHint',
  '/azerbaijan-gii': 'monitorHint',
};

type Row = typeof siteLinks.$inferSelect;
const globalCache = globalThis as unknown as { __atlasSiteLinks?: WeakMap<Db, Row[]> };
const cache = (globalCache.__atlasSiteLinks ??= new WeakMap());
onDataChange('site-links', (db, change) => {
  if (change === 'settings') cache.delete(db);
});

/**
 * The seed's header, footer and social buttons as rows (negative ids), shown while `site_links`
 * holds no row at all (a database whose `site` seed step has not run yet), so the site keeps its
 * menus; once any row exists — even hidden ones — the table alone decides.
 */
function defaultRows(): Row[] {
  const rows: Row[] = [];
  const at = new Date(0);
  let id = 0;
  const row = (fields: Partial<Row> & Pick<Row, 'area' | 'labelEn' | 'labelTr'>): Row => ({
    id: --id,
    parentId: null,
    menuKey: null,
    urlEn: '',
    urlTr: '',
    external: false,
    icon: null,
    sortOrder: 0,
    active: true,
    updatedAt: at,
    ...fields,
  });
  for (const [area, menus] of [
    ['header', SEED_HEADER],
    ['footer', SEED_FOOTER],
  ] as const)
    for (const [order, menu] of menus.entries()) {
      const parent = row({
        area,
        menuKey: menu.key ?? null,
        labelEn: menu.labelEn,
        labelTr: menu.labelTr,
        urlEn: menu.url ?? '',
        external: !!menu.url?.startsWith('https://'),
        sortOrder: order,
      });
      rows.push(parent);
      for (const [i, [labelEn, labelTr, url]] of (menu.links ?? []).entries())
        rows.push(
          row({
            area,
            parentId: parent.id,
            labelEn,
            labelTr,
            urlEn: url,
            external: url.startsWith('https://'),
            sortOrder: i,
          }),
        );
    }
  for (const [i, [icon, labelEn, labelTr, url]] of SEED_SOCIAL.entries())
    rows.push(row({ area: 'social', icon, labelEn, labelTr, urlEn: url, external: true, sortOrder: i }));
  return rows;
}

/** Every row in display order (cached; see the module comment), or the defaults of an unseeded table. */
async function allRows(db: Db): Promise<Row[]> {
  const hit = cache.get(db);
  if (hit) return hit;
  const generation = dataGeneration();
  const stored = await db.select().from(siteLinks).orderBy(asc(siteLinks.sortOrder), asc(siteLinks.id));
  const rows = stored.length ? stored : defaultRows();
  if (generation === dataGeneration()) cache.set(db, rows);
  return rows;
}

/** The address of a row in `locale`: its Turkish one when given, else its English one (localized when internal). */
function addressOf(row: Row, locale: Locale): { href: string; app: boolean } {
  const url = locale === 'tr' && row.urlTr ? row.urlTr : row.urlEn;
  if (row.external) return { href: url, app: false };
  // A Turkish path written by the admin is used as written.
  if (locale === 'tr' && row.urlTr) return { href: url, app: false };
  return localizeSitePath(url, locale);
}

const labelOf = (row: Row, locale: Locale) => (locale === 'tr' ? row.labelTr : row.labelEn);

function linkOf(row: Row, locale: Locale): ChromeLink {
  return {
    id: row.id,
    label: labelOf(row, locale),
    ...addressOf(row, locale),
    external: row.external,
    hintKey: row.external ? null : (HINTS[row.urlEn.split(/[?#]/)[0]!] ?? null),
  };
}

/**
 * The header and footer of `locale` (active rows only; a link without a label in `locale` is left
 * out, and so is a menu or group without links and without an address of its own).
 */
export async function getSiteChrome(db: Db, locale: Locale): Promise<SiteChrome> {
  const [all, contact, logo] = await Promise.all([
    allRows(db),
    getSiteSetting(db, 'contact'),
    getSiteSetting(db, 'logo'),
  ]);
  // A hidden menu or group hides its links: only links of shown parents are kept below.
  const rows = all.filter((r) => r.active);
  const childrenOf = new Map<number, Row[]>();
  for (const row of rows)
    if (row.parentId !== null) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  const menus = (area: 'header' | 'footer'): ChromeMenu[] =>
    rows
      .filter((r) => r.area === area && r.parentId === null)
      .map((r) => {
        const own = area === 'header' && r.urlEn ? linkOf(r, locale) : null;
        return {
          id: r.id,
          key: r.menuKey,
          label: locale === 'tr' ? r.labelTr : r.labelEn,
          link: own ? { href: own.href, app: own.app, external: own.external } : null,
          // A link without a label in this language is shown in the other one only.
          links: (childrenOf.get(r.id) ?? []).filter((c) => labelOf(c, locale)).map((c) => linkOf(c, locale)),
        };
      })
      .filter((m) => m.link || m.links.length > 0);
  return {
    header: menus('header'),
    footer: menus('footer'),
    social: rows
      .filter((r) => r.area === 'social' && r.parentId === null && r.icon && r.icon in SOCIAL_NAMES)
      .map((r) => ({
        id: r.id,
        network: r.icon as SocialNetwork,
        label: (locale === 'tr' ? r.labelTr : r.labelEn) || SOCIAL_NAMES[r.icon as SocialNetwork],
        href: locale === 'tr' && r.urlTr ? r.urlTr : r.urlEn,
      })),
    contact: {
      email: contact.email,
      phone: contact.phone,
      address: locale === 'tr' ? contact.addressTr : contact.addressEn,
      mapUrl: contact.mapUrl,
    },
    logo,
  };
}
