/**
 * Issue 13 §3 and §5: every page — public, signed-in and admin — has no serious or critical
 * axe-core violation, no sideways scrolling at a phone's width, a title with the site name and no
 * placeholder wording.
 * English pages are checked with axe at a desktop width (1280 px) and for sideways scrolling at
 * 390 px; Turkish pages with axe and for sideways scrolling at 390 px. So every page's phone and
 * desktop layouts both pass axe (the layouts do not change with the language) and both languages'
 * text fits a phone, without a third axe run per page (about a second each on the CI machine).
 * Detail pages are reached from their lists, so the sweep follows whatever the seed holds. One
 * journey per audience; each lists every failing page at once.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, signedInUser, signInAsAdmin } from './helpers';

interface Width {
  width: number;
  height: number;
  /** Run axe-core at this width (sideways scrolling is checked at every width). */
  axe: boolean;
}
const ENGLISH_WIDTHS: Width[] = [
  { width: 1280, height: 900, axe: true },
  { width: 390, height: 844, axe: false },
];
const TURKISH_WIDTHS: Width[] = [{ width: 390, height: 844, axe: true }];

/** Wording that marks unfinished text, in English or Turkish. */
const PLACEHOLDER =
  /lorem ipsum|\bTODO\b|\bTBD\b|coming soon|placeholder|replace it in the admin|yönetim alanından değiştirin|yakında eklenecek/i;

/** The first link on `listPath` whose address matches `pattern`, or undefined. */
async function firstLink(page: Page, listPath: string, pattern: RegExp): Promise<string | undefined> {
  await page.goto(listPath);
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return hrefs.find((href) => pattern.test(href));
}

/**
 * Loads each path once, at the first of `widths`, then resizes the window to each width in turn
 * (the layout follows the media queries; the server's HTML does not depend on the width, so a
 * second load would only cost time); returns one line per problem found. One page at a time: three
 * pages of one browser side by side took as long on the 2-core CI machine (1.5–1.8 min per
 * audience and language either way; docs/testing.md).
 */
async function sweep(page: Page, paths: string[], widths: Width[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: widths[0]!.width, height: widths[0]!.height });
    const response = await page.goto(path);
    await page.waitForLoadState('load');
    if (!response || response.status() >= 500) problems.push(`${path}: HTTP ${response?.status()}`);
    // Every page's title names the site (the tab and a search result say where they lead). Next
    // streams a dynamic page's metadata, so the title can arrive just after the load event.
    await page
      .waitForFunction(() => document.title.trim() !== '', null, { timeout: 10_000 })
      .catch(() => undefined);
    const title = await page.title();
    if (!title.includes('Startup Atlas')) problems.push(`${path}: the title "${title}" lacks the site name`);
    // No placeholder wording where a visitor reads (unfinished text in either language).
    const text = await page.locator('body').innerText();
    const placeholder = PLACEHOLDER.exec(text);
    if (placeholder) problems.push(`${path}: placeholder text "${placeholder[0]}"`);
    for (const size of widths) {
      await page.setViewportSize({ width: size.width, height: size.height });
      if (size.axe)
        for (const problem of await axeViolations(page)) problems.push(`${path} @${size.width}: ${problem}`);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (sideways > 0) problems.push(`${path} @${size.width}: scrolls sideways by ${sideways}px`);
    }
  }
  return problems;
}

/** The public pages of one locale, detail pages found through their lists. */
async function publicPaths(page: Page, tr: boolean): Promise<string[]> {
  const p = (en: string, trPath: string) => (tr ? trPath : en);
  const paths = [
    p('/', '/tr'),
    p('/startups', '/tr/girisimler'),
    p('/talents', '/tr/yetenekler'),
    p('/tech-centers', '/tr/teknoloji-merkezleri'),
    p('/providers', '/tr/hizmet-saglayicilar'),
    p('/organizers', '/tr/organizatorler'),
    p('/jobs', '/tr/is-ilanlari'),
    p('/notifications/unsubscribe?token=x', '/tr/bildirimler/abonelikten-cik?token=x'),
    p('/payment-plans', '/tr/odeme-planlari'),
    p('/static/membership-packages', '/tr/statik/uyelik-paketleri'),
    p('/reports', '/tr/raporlar'),
    p('/payment-success', '/tr/odeme-basarili'),
    p('/payment-fail', '/tr/odeme-basarisiz'),
    p('/data-sources', '/tr/veri-kaynaklari'),
    p('/contact-us', '/tr/iletisim'),
    // The ecosystem maps (issue 18 §1), with a province or country open.
    p('/ecosystem-map?province=istanbul', '/tr/ekosistem-haritasi?province=istanbul'),
    p('/map/ecosystem-map-gov?province=ankara', '/tr/harita/kamu-destek-kurumlari?province=ankara'),
    p('/map/types', '/tr/harita/kurum-turleri'),
    p('/ecosystem-map-eu?country=de', '/tr/ekosistem-haritasi-ab?country=de'),
    p('/investor-relation-map', '/tr/yatirimci-iliski-haritasi'),
    // The innovation-index monitor (issue 18 §6): its summary and its dashboard.
    p('/azerbaijan-gii', '/tr/azerbaycan-gii'),
    p('/azerbaijan-gii/dashboard', '/tr/azerbaycan-gii/panel'),
    // Patents (issue 18 §3); a patent's page is found through the list below.
    p('/patents', '/tr/patentler'),
    // The global search's results (issue 18 §4), with results in several tabs.
    p('/search?q=istanbul', '/tr/arama?q=istanbul'),
    // A saved-search alert's unsubscribe page (issue 18 §5), with a token (its button answers).
    p('/saved-searches/unsubscribe?token=e2e', '/tr/kayitli-aramalar/abonelikten-cik?token=e2e'),
    // The static and legal pages of issue 17 §2 are swept at both widths in both languages by
    // tests/e2e/content-pages.spec.ts ('every static page opens …'), not again here.
    p('/login', '/tr/giris-yap'),
    p('/register', '/tr/kayit-ol'),
    p('/forgot-password', '/tr/sifremi-unuttum'),
    p('/account-recovery', '/tr/hesap-kurtarma'),
    p('/no-such-page', '/tr/boyle-bir-sayfa-yok'),
  ];
  const details: [string, RegExp][] = [
    [p('/startups', '/tr/girisimler'), tr ? /^\/tr\/girisim\/[^/]+$/ : /^\/startup\/[^/]+$/],
    [p('/talents', '/tr/yetenekler'), tr ? /^\/tr\/yetenek\/[^/]+$/ : /^\/talent\/[^/]+$/],
    [
      p('/tech-centers', '/tr/teknoloji-merkezleri'),
      tr ? /^\/tr\/teknoloji-merkezi\/[^/]+$/ : /^\/tech-center\/[^/]+$/,
    ],
    [
      p('/providers', '/tr/hizmet-saglayicilar'),
      tr ? /^\/tr\/hizmet-saglayicilar\/[^/]+$/ : /^\/providers\/[^/]+$/,
    ],
    [p('/reports', '/tr/raporlar'), tr ? /^\/tr\/rapor\/[^/]+$/ : /^\/report\/[^/]+$/],
    [p('/organizers', '/tr/organizatorler'), tr ? /^\/tr\/organizatorler\/[^/]+$/ : /^\/organizers\/[^/]+$/],
    [p('/jobs', '/tr/is-ilanlari'), tr ? /^\/tr\/is-ilani\/[^/]+$/ : /^\/job\/[^/]+$/],
    [
      p('/patents', '/tr/patentler'),
      tr ? /^\/tr\/patent\/patent-detayi\/\d+$/ : /^\/patent\/patent-detail\/\d+$/,
    ],
  ];
  for (const [list, pattern] of details) {
    const link = await firstLink(page, list, pattern);
    if (link) paths.push(link);
  }
  const organizer = paths.find((path) => /organiz(ers|atorler)\/[^/]+$/.test(path));
  if (organizer) {
    const program = await firstLink(page, organizer, /^(\/tr)?\/program\/[^/]+$/);
    if (program) paths.push(program);
  }
  return paths;
}

const SIGNED_IN = (tr: boolean) =>
  tr
    ? [
        '/tr/profilim',
        '/tr/profilim/ayarlar/sifre-degistir',
        '/tr/profilim/ayarlar/hesabi-sil',
        '/tr/profilim/ayarlar/api-anahtarlari',
        '/tr/profilim/ayarlar/kisisel-verilerim',
        '/tr/profilim/davetler',
        '/tr/profilim/girisim-ekle',
        '/tr/profilim/odeme/paket-yonetimi',
        '/tr/profilim/ekosistem/organizasyon-ekle',
        '/tr/panel/organizatorler',
        '/tr/panel/organizator-ekle',
        '/tr/panel/hizmet-saglayicilar',
        '/tr/panel/hizmet-saglayici-ekle',
        '/tr/panel/programlar',
        '/tr/panel/program-basvurularim',
        '/tr/panel/programlarima-basvurular',
        '/tr/kullanici/panel/davet',
        '/tr/kullanici/panel/listeler',
        '/tr/panel/mesajlar',
        '/tr/panel/bildirimler',
        '/tr/panel/ayarlar',
        '/tr/panel/yonetim',
        '/tr/panel/puanim',
        '/tr/panel/kulucka-basvurulari',
        '/tr/panel/ilanlarim',
        '/tr/panel/ilan-ekle',
        '/tr/panel/is-basvurularim',
        '/tr/ben-kimim',
        '/tr/odeme-basarili',
        '/tr/panel/uyelik-paketleri',
        '/tr/panel/fatura-bilgileri',
        '/tr/panel/disa-aktarimlar',
        '/tr/odeme-basarisiz',
      ]
    : [
        '/profile',
        '/profile/settings/change-password',
        '/profile/settings/delete-account',
        '/profile/settings/api-keys',
        '/profile/settings/personal-data',
        '/profile/invitations',
        '/profile/add-startup',
        '/profile/payment/package-management',
        '/profile/ecosystem/add-organization',
        '/dashboard/organizers',
        '/dashboard/add-organizer',
        '/dashboard/providers',
        '/dashboard/add-provider',
        '/dashboard/programs',
        '/dashboard/my-program-applications',
        '/dashboard/applications-my-programs',
        '/user/dashboard/invite',
        '/user/dashboard/lists',
        '/dashboard/messages',
        '/dashboard/notifications',
        '/dashboard/settings',
        '/dashboard/management',
        '/dashboard/score',
        '/dashboard/incubation-applications',
        '/dashboard/jobs',
        '/dashboard/add-job',
        '/dashboard/applications',
        '/who-am-i',
        '/payment-success',
        '/payment-fail',
        '/dashboard/membership-packages',
        '/dashboard/billing-information',
        '/dashboard/exports',
      ];

const ADMIN = (tr: boolean) =>
  tr
    ? [
        '/tr/yonetici/yonetim',
        '/tr/yonetici/yonetim/ekosistem-yonetimi',
        '/tr/yonetici/yonetim/kullanicilar/premium-ayarlari',
        '/tr/yonetici/yonetim/arka-plan-isleri',
        '/tr/yonetici/yonetim/premium-yonetimi',
        '/tr/yonetici/yonetim/odeme-entegrasyonlari',
        '/tr/yonetici/yonetim/kullanicilar',
        '/tr/yonetici/yonetim/yoneticiler',
        '/tr/yonetici/yonetim/girisimler',
        '/tr/yonetici/yonetim/denetim-kaydi',
        '/tr/yonetici/yonetim/ust-menu',
        '/tr/yonetici/yonetim/alt-menu',
        '/tr/yonetici/yonetim/logo',
        '/tr/yonetici/yonetim/iletisim',
        '/tr/yonetici/yonetim/iletisim-formu-mesajlari',
        '/tr/yonetici/yonetim/icerik',
        '/tr/yonetici/yonetim/icerik/about-us',
        '/tr/yonetici/yonetim/ana-sayfa',
        '/tr/yonetici/yonetim/yasakli-kelimeler',
        '/tr/yonetici/yonetim/yasakli-e-postalar',
        '/tr/yonetici/yonetim/tipler',
        '/tr/yonetici/yonetim/ab-ekosistem-yonetimi',
        '/tr/yonetici/yonetim/veri-ekleme-araci',
        '/tr/yonetici/yonetim/rapor-yonetimi',
        '/tr/yonetici/yonetim/rapor-yonetimi/kategori',
        '/tr/yonetici/yonetim/rapor-yonetimi/rapor-listesi',
        '/tr/yonetici/yonetim/rapor-yonetimi/rapor/1',
        '/tr/yonetici/yonetim/rapor-yonetimi/rapor-turu',
        '/tr/yonetici/yonetim/rapor-yonetimi/rapor-surumu',
        '/tr/yonetici/yonetim/rapor-yonetimi/indirme-listesi',
        '/tr/yonetici/yonetim/listeler/UserList',
        '/tr/yonetici/yonetim/listeler/ErrorLogs',
      ]
    : [
        '/admin/management',
        '/admin/management/ecosystem-management',
        '/admin/management/users/premium-settings',
        '/admin/management/background-jobs',
        '/admin/management/premium-management',
        '/admin/management/payment-integrations',
        '/admin/management/users',
        '/admin/management/admins',
        '/admin/management/startups',
        '/admin/management/audit-log',
        '/admin/management/header',
        '/admin/management/footer',
        '/admin/management/logo',
        '/admin/management/contact',
        '/admin/management/contact-form-messages',
        '/admin/management/content',
        '/admin/management/content/about-us',
        '/admin/management/home',
        '/admin/management/banned-words',
        '/admin/management/banned-mails',
        '/admin/management/types',
        '/admin/management/eu-ecosystem-management',
        '/admin/management/data-add-tool',
        '/admin/management/report-management',
        '/admin/management/report-management/category',
        '/admin/management/report-management/report-list',
        '/admin/management/report-management/report/1',
        '/admin/management/report-management/report-type',
        '/admin/management/report-management/report-version',
        '/admin/management/report-management/download-list',
        '/admin/management/lists/StartupList',
        '/admin/management/lists/EmailList',
      ];

for (const tr of [false, true]) {
  const language = tr ? 'Turkish' : 'English';
  const widths = tr ? TURKISH_WIDTHS : ENGLISH_WIDTHS;

  test(`every public page passes axe and fits 390 px (${language})`, async ({ page }) => {
    test.setTimeout(300_000);
    const problems = await sweep(page, await publicPaths(page, tr), widths);
    expect(problems, 'pages with axe violations or sideways scrolling').toEqual([]);
  });

  test(`every signed-in page passes axe and fits 390 px (${language})`, async ({ page }) => {
    test.setTimeout(300_000);
    await signedInUser(page, tr ? 'tr' : 'en', 'sweep');
    const problems = await sweep(page, SIGNED_IN(tr), widths);
    expect(problems, 'pages with axe violations or sideways scrolling').toEqual([]);
  });

  test(`every admin page passes axe and fits 390 px (${language})`, async ({ page }) => {
    test.setTimeout(300_000);
    await signInAsAdmin(page);
    const problems = await sweep(page, ADMIN(tr), widths);
    expect(problems, 'pages with axe violations or sideways scrolling').toEqual([]);
  });
}
