/**
 * The seed step `site` (issue 17 §1 "header, footer, logo, contact"; spec public §2 "Header and
 * footer"): the header menus and footer groups the site showed before they became editable, the
 * footer links to every static and legal page of issue 17 §2, the spec's external links (a
 * crowdfunding site, a fund page, a news site), the social buttons, and the default contact
 * details and logo. Run inside the step's transaction by scripts/seed-database.ts; writes nothing
 * when links already exist (a re-run or an admin's own menus), and settings only where none is
 * saved.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { siteLinks, siteSettings } from './schema';
import { countSiteLinks } from './links';
import { SITE_SETTING_DEFAULTS, type SiteSettingKey } from './settings';
import type { LinkArea, MenuKey } from './validation';
import type { SocialNetwork } from '@/lib/links';
import { SEED_EXTERNAL } from './seed-links';

/** A link of a seeded menu or group: EN and TR labels, the English site path or an https URL. */
type SeedLink = [labelEn: string, labelTr: string, url: string];

interface SeedMenu {
  key?: MenuKey;
  labelEn: string;
  labelTr: string;
  /** A menu without links leads here. */
  url?: string;
  links?: SeedLink[];
}

/** The spec's external links (./seed-links.ts), kept importable from here. */
export { SEED_EXTERNAL };

const isExternal = (url: string) => url.startsWith('https://');

/** The header menus (spec: Data, Insight, invest, services, jobs, news, pricing). */
export const SEED_HEADER: SeedMenu[] = [
  {
    key: 'data',
    labelEn: 'Data',
    labelTr: 'Veri',
    links: [
      ['Startups', 'Girişimler', '/startups'],
      ['Talents', 'Yetenekler', '/talents'],
      ['Tech centers', 'Teknoloji merkezleri', '/tech-centers'],
      ['Providers', 'Hizmet sağlayıcılar', '/providers'],
      // Patents are in the Turkish menu only (spec public §2): no English label.
      ['', 'Patentler', '/patents'],
      ['Reports', 'Raporlar', '/reports'],
      ['Data sources', 'Veri kaynakları', '/data-sources'],
      ['API reference', 'API başvurusu', '/api/docs'],
    ],
  },
  {
    key: 'insight',
    labelEn: 'Insight',
    labelTr: 'İçgörü',
    links: [
      ['Ecosystem reports', 'Ekosistem raporları', '/reports'],
      ['Ecosystem map', 'Ekosistem haritası', '/ecosystem-map'],
      ['EU ecosystem map', 'AB ekosistem haritası', '/ecosystem-map-eu'],
      ['Innovation-index monitor', 'İnovasyon endeksi izleyicisi', '/azerbaijan-gii'],
      ['Where the data comes from', 'Veri nereden geliyor', '/data-sources'],
      ['Membership packages', 'Üyelik paketleri', '/static/membership-packages'],
    ],
  },
  {
    key: 'invest',
    labelEn: 'Invest',
    labelTr: 'Yatırım',
    links: [
      ['Crowdfunding', 'Kitle fonlaması', SEED_EXTERNAL.crowdfunding],
      ['Startup fund', 'Girişim fonu', SEED_EXTERNAL.fund],
      ['Grants and incentives', 'Hibe ve teşvikler', '/grant-incentive'],
    ],
  },
  {
    key: 'services',
    labelEn: 'Services',
    labelTr: 'Hizmetler',
    links: [
      ['Service providers', 'Hizmet sağlayıcılar', '/providers'],
      ['Recruitment consultancy', 'İşe alım danışmanlığı', '/recruitment-consultancy'],
      ['Earthquake help', 'Deprem yardımı', '/earthquake-help'],
    ],
  },
  { key: 'jobs', labelEn: 'Jobs', labelTr: 'İş ilanları', url: '/jobs' },
  { key: 'news', labelEn: 'News', labelTr: 'Haberler', url: SEED_EXTERNAL.news },
  { key: 'pricing', labelEn: 'Pricing', labelTr: 'Fiyatlandırma', url: '/payment-plans' },
];

/** The footer groups: what the footer showed, and every static and legal page of issue 17 §2. */
export const SEED_FOOTER: SeedMenu[] = [
  {
    labelEn: 'Explore',
    labelTr: 'Keşfet',
    links: [
      ['Startups', 'Girişimler', '/startups'],
      ['Reports', 'Raporlar', '/reports'],
      ['Pricing', 'Fiyatlandırma', '/payment-plans'],
      ['Compare the packages', 'Paketleri karşılaştırın', '/static/membership-packages'],
    ],
  },
  {
    labelEn: 'Resources',
    labelTr: 'Kaynaklar',
    links: [
      ['Data sources', 'Veri kaynakları', '/data-sources'],
      ['API reference', 'API başvurusu', '/api/docs'],
      ['News', 'Haberler', SEED_EXTERNAL.news],
      ['Crowdfunding', 'Kitle fonlaması', SEED_EXTERNAL.crowdfunding],
      ['Startup fund', 'Girişim fonu', SEED_EXTERNAL.fund],
    ],
  },
  {
    labelEn: 'Company',
    labelTr: 'Kurumsal',
    links: [
      ['About us', 'Hakkımızda', '/about-us'],
      ['Contact us', 'İletişim', '/contact-us'],
      ['Grants and incentives', 'Hibe ve teşvikler', '/grant-incentive'],
      ['Recruitment consultancy', 'İşe alım danışmanlığı', '/recruitment-consultancy'],
      ['Earthquake help', 'Deprem yardımı', '/earthquake-help'],
    ],
  },
  {
    labelEn: 'Legal',
    labelTr: 'Yasal',
    links: [
      ['Terms of service', 'Kullanım koşulları', '/terms-of-service'],
      ['Service agreement', 'Hizmet sözleşmesi', '/service-agreement'],
      ['Talent general terms', 'Yetenek genel koşulları', '/talent-general-terms'],
      ['Privacy and security', 'Gizlilik ve güvenlik', '/privacy-and-security'],
      ['Privacy and cookies policy', 'Gizlilik ve çerez politikası', '/privacy-and-cookies-policy'],
      ['Cookie policy', 'Çerez politikası', '/cookie-policy'],
      [
        'Personal data protection (KVKK)',
        'Kişisel verilerin korunması (KVKK)',
        '/kisisel-verilerin-korunmasi',
      ],
    ],
  },
];

/** The social buttons: network, accessible name (EN, TR) and address. */
export const SEED_SOCIAL: Array<[SocialNetwork, string, string, string]> = [
  ['twitter', 'Startup Atlas on X', 'X’te Startup Atlas', 'https://x.com/startupatlas'],
  [
    'linkedin',
    'Startup Atlas on LinkedIn',
    'LinkedIn’de Startup Atlas',
    'https://www.linkedin.com/company/startupatlas',
  ],
  [
    'instagram',
    'Startup Atlas on Instagram',
    'Instagram’da Startup Atlas',
    'https://www.instagram.com/startupatlas',
  ],
  [
    'youtube',
    'Startup Atlas on YouTube',
    'YouTube’da Startup Atlas',
    'https://www.youtube.com/@startupatlas',
  ],
  ['github', 'Startup Atlas on GitHub', 'GitHub’da Startup Atlas', 'https://github.com/startupatlas'],
];

async function insertMenus(tx: Db, area: LinkArea, menus: SeedMenu[]): Promise<number> {
  let rows = 0;
  for (const [order, menu] of menus.entries()) {
    const [parent] = await tx
      .insert(siteLinks)
      .values({
        area,
        menuKey: menu.key ?? null,
        labelEn: menu.labelEn,
        labelTr: menu.labelTr,
        urlEn: menu.url ?? '',
        external: menu.url ? isExternal(menu.url) : false,
        sortOrder: order,
      })
      .returning({ id: siteLinks.id });
    rows += 1;
    const links = menu.links ?? [];
    if (links.length) {
      await tx.insert(siteLinks).values(
        links.map(([labelEn, labelTr, url], i) => ({
          area,
          parentId: parent!.id,
          labelEn,
          labelTr,
          urlEn: url,
          external: isExternal(url),
          sortOrder: i,
        })),
      );
      rows += links.length;
    }
  }
  return rows;
}

/**
 * Writes the default header, footer, social buttons (when `site_links` is empty) and the default
 * `contact`, `logo` and `disposableMails` settings (where none is saved), with `tx`.
 * Output: the step's summary line ("42 header and footer links, 3 settings").
 */
export async function seedSite(tx: Db): Promise<string> {
  let links = 0;
  if ((await countSiteLinks(tx)) === 0) {
    links += await insertMenus(tx, 'header', SEED_HEADER);
    links += await insertMenus(tx, 'footer', SEED_FOOTER);
    await tx.insert(siteLinks).values(
      SEED_SOCIAL.map(([icon, labelEn, labelTr, url], i) => ({
        area: 'social',
        icon,
        labelEn,
        labelTr,
        urlEn: url,
        external: true,
        sortOrder: i,
      })),
    );
    links += SEED_SOCIAL.length;
  }
  const keys = Object.keys(SITE_SETTING_DEFAULTS) as SiteSettingKey[];
  const written = await tx
    .insert(siteSettings)
    .values(keys.map((key) => ({ key, value: SITE_SETTING_DEFAULTS[key] })))
    .onConflictDoNothing()
    .returning({ key: siteSettings.key });
  // Pages rendered before the seed showed the built-in defaults: announce the change.
  await tx.execute(sql`select pg_notify('atlas_data_changed', 'settings')`);
  return `${links} header, footer and social links, ${written.length} settings`;
}
