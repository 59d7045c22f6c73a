/**
 * Static and legal pages, the cookie banner and the personal-data download in Chromium (issue 17
 * §2): a super admin edits the about-us text in English and Turkish and a visitor sees both
 * (/about-us, /tr/hakkimizda) with today's last-updated date; every static page opens in both
 * languages, passes axe and fits 390 px; the cookie banner remembers "Necessary only" after a
 * reload and can be changed from the cookie policy with the keyboard; the registration form links
 * to the terms and privacy pages in a new tab (and to the KVKK notice in Turkish); a user
 * downloads their personal data from the settings.
 */
import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import {
  checkBothWidths,
  expectAccessible,
  expectNoSidewaysScroll,
  expectToast,
  signedInUser,
  signInAsAdmin,
} from './helpers';

/** The static pages in English and Turkish (src/i18n/routing.ts; the contact page is the contact form's). */
const PAGES: Array<[en: string, tr: string]> = [
  ['/about-us', '/tr/hakkimizda'],
  ['/cookie-policy', '/tr/cerez-politikasi'],
  ['/grant-incentive', '/tr/hibe-tesvik'],
  ['/recruitment-consultancy', '/tr/ise-alim-danismanligi'],
  ['/terms-of-service', '/tr/kullanim-kosullari'],
  ['/service-agreement', '/tr/hizmet-sozlesmesi'],
  ['/talent-general-terms', '/tr/yetenek-genel-kosullari'],
  ['/privacy-and-security', '/tr/gizlilik-ve-guvenlik'],
  ['/privacy-and-cookies-policy', '/tr/gizlilik-ve-cerez-politikasi'],
  ['/kisisel-verilerin-korunmasi', '/tr/kisisel-verilerin-korunmasi'],
  ['/earthquake-help', '/tr/deprem-yardimi'],
];

/** Today as the pages print it: "Nov 21, 2026" in English, "21.11.2026" in Turkish (UTC). */
const today = (locale: 'en' | 'tr') =>
  new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-US', {
    day: locale === 'tr' ? '2-digit' : 'numeric',
    month: locale === 'tr' ? '2-digit' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date());

/** Replaces the text of the rich-text editor labelled `label`. */
async function typeBody(page: Page, label: string, text: string) {
  const editor = page.locator(`[contenteditable="true"][aria-label="${label}"]`);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await editor.pressSequentially(text);
}

test('a super admin edits the about-us text in English and Turkish; a visitor sees both with today’s date', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await signInAsAdmin(page);
  await page.goto('/admin/management/content');
  await expect(page.getByRole('heading', { name: 'Page texts', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Page texts' }).getByRole('row')).not.toHaveCount(1);
  await checkBothWidths(page);
  await page
    .getByTestId('content-row-about-us')
    .getByRole('link', { name: /^Edit / })
    .click();
  await expect(page).toHaveURL(/\/admin\/management\/content\/about-us$/);
  await checkBothWidths(page);

  await page.getByLabel('Title (English)').fill(`About Startup Atlas ${stamp}`);
  await typeBody(page, 'Text (English)', `We map the startup ecosystem. Edition ${stamp}.`);
  await page.getByRole('button', { name: 'Preview (English)' }).click();
  await expect(page.getByTestId('preview-bodyEn')).toContainText(
    `We map the startup ecosystem. Edition ${stamp}.`,
  );
  await expect(page.getByRole('heading', { name: 'Preview (English)' })).toBeFocused();
  await page.getByLabel('Title (Turkish)').fill(`Startup Atlas hakkında ${stamp}`);
  await typeBody(
    page,
    'Text (Turkish)',
    `Girişim ekosistemini haritalıyoruz: İstanbul, Iğdır, Şanlıurfa. Sürüm ${stamp}.`,
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved. The page shows the new text.');
  await expect(page.getByTestId('content-last-saved')).toContainText('by ');

  // A visitor (no session: the cached page was emptied by the save) sees both languages.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/about-us');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`About Startup Atlas ${stamp}`);
  await expect(visitor.getByTestId('content-body')).toHaveText(
    `We map the startup ecosystem. Edition ${stamp}.`,
  );
  await expect(visitor.getByTestId('content-updated')).toHaveText(`Last updated: ${today('en')}`);
  await expect(visitor).toHaveTitle(`About Startup Atlas ${stamp} — Startup Atlas`);
  await visitor.goto('/tr/hakkimizda');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Startup Atlas hakkında ${stamp}`);
  await expect(visitor.getByTestId('content-body')).toContainText('İstanbul, Iğdır, Şanlıurfa');
  await expect(visitor.getByTestId('content-updated')).toHaveText(`Son güncelleme: ${today('tr')}`);
  await expect(visitor.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /\/about-us$/,
  );
  await visitor.context().close();
});

test('every static page opens in English and Turkish, accessible and 390 px wide', async ({ page }) => {
  test.setTimeout(300_000);
  for (const [en, tr] of PAGES) {
    for (const [path, updated] of [
      [en, 'Last updated:'],
      [tr, 'Son güncelleme:'],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByTestId('content-updated'), path).toContainText(updated);
      await expect(page.getByTestId('content-body'), path).not.toBeEmpty();
      await checkBothWidths(page);
    }
  }
  // The legal texts say they are templates to review.
  await page.goto('/tr/kisisel-verilerin-korunmasi');
  await expect(page.getByTestId('content-body')).toContainText('Şablon:');
  await expect(page.getByTestId('content-body')).toContainText('md. 11');
});

test.describe('the cookie banner', () => {
  // These journeys start without a choice (the config gives every other journey one).
  test.use({ storageState: { cookies: [], origins: [] } });

  test('shows until a choice is made, remembers "Necessary only" and is changed from the cookie policy', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about-us');
    const banner = page.getByRole('region', { name: 'Cookies on Startup Atlas' });
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    // It takes its own room at the end of the page: the footer ends above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByTestId('site-footer').boundingBox();
    const bar = await banner.boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(bar!.y + 1);
    await expect(banner.getByRole('link', { name: 'Read the cookie policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );

    await banner.getByRole('button', { name: 'Necessary only' }).click();
    await expect(banner).toBeHidden();
    const consent = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(consent?.value).toBe('necessary');
    expect(consent!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
    await page.reload();
    await expect(page.getByTestId('content-body')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies on Startup Atlas' })).toHaveCount(0);

    // Changed later from the cookie policy, with the keyboard alone.
    await page.goto('/cookie-policy');
    await expect(page.getByRole('region', { name: 'Cookies on Startup Atlas' })).toHaveCount(0);
    const settings = page
      .getByTestId('content-cookie-policy')
      .getByRole('button', { name: 'Cookie settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your current choice: necessary cookies only.');
    await expect(banner.getByRole('button', { name: 'Necessary only' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expect(settings).toBeFocused();
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('all');
  });

  test('speaks Turkish on Turkish pages', async ({ page }) => {
    await page.goto('/tr/cerez-politikasi');
    const banner = page.getByRole('region', { name: 'Startup Atlas’ta çerezler' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Çerez politikasını okuyun' })).toHaveAttribute(
      'href',
      '/tr/cerez-politikasi',
    );
    await banner.getByRole('button', { name: 'Yalnızca zorunlu' }).click();
    await expect(banner).toBeHidden();
    await page.goto('/tr/hakkimizda');
    await expect(page.getByRole('region', { name: 'Startup Atlas’ta çerezler' })).toHaveCount(0);
  });
});

test('the registration form links to the terms and privacy pages in a new tab, keeping the form', async ({
  page,
  context,
}) => {
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill('Elif');
  const terms = page.getByRole('link', { name: /terms of service/ });
  await expect(terms).toHaveAttribute('href', '/terms-of-service');
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /privacy policy/ })).toHaveAttribute(
    'href',
    '/privacy-and-cookies-policy',
  );
  const opened = context.waitForEvent('page');
  await terms.click();
  const tab = await opened;
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Terms of service');
  await tab.close();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Elif');
  await expect(page.getByRole('checkbox', { name: /I have read and approve/ })).not.toBeChecked();

  await page.goto('/tr/kayit-ol');
  await expect(page.getByRole('link', { name: /Kullanım koşullarını/ })).toHaveAttribute(
    'href',
    '/tr/kullanim-kosullari',
  );
  await expect(page.getByRole('link', { name: /gizlilik politikasını/ })).toHaveAttribute(
    'href',
    '/tr/gizlilik-ve-cerez-politikasi',
  );
  await expect(page.getByRole('link', { name: /KVKK aydınlatma metnini/ })).toHaveAttribute(
    'href',
    '/tr/kisisel-verilerin-korunmasi',
  );
  await expectAccessible(page);
});

test('a user downloads their personal data from the settings (JSON in English, PDF in Turkish)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await signedInUser(page, 'en', 'personal-data');
  await page.goto('/dashboard/settings');
  await page.getByRole('link', { name: 'Download my data' }).click();
  await expect(page.getByRole('heading', { name: 'Your personal data', level: 1 })).toBeVisible();
  await checkBothWidths(page);
  const json = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download as JSON' }).click();
  const file = await json;
  expect(file.suggestedFilename()).toMatch(/^startup-atlas-personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8')) as {
    account: { email: string; name: string; surname: string };
  };
  expect(data.account).toMatchObject({ email, name: 'Elif', surname: 'Şahin' });

  await page.goto('/tr/profilim/ayarlar/kisisel-verilerim');
  await expect(page.getByRole('heading', { name: 'Kişisel verileriniz', level: 1 })).toBeVisible();
  await expectAccessible(page);
  const pdf = page.waitForEvent('download');
  await page.getByRole('link', { name: 'PDF olarak indir' }).click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    fs
      .readFileSync((await pdfFile.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
