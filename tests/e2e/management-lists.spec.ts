/**
 * The Management lists in Chromium (issue 17 §1 "Management lists … and a screen for each"; D §7
 * Management): the super admin opens each of the seven lists from the tab row, pages the startup
 * list, downloads each list's Excel file, opens an error's stack trace when there is one, and
 * the screens pass axe and fit 390 px (the table scrolls in its own region) — in English and in
 * Turkish. A plain user and an unknown list get the 404 page.
 */
import { expect, test } from './fixtures';
import { checkBothWidths, signedInUser, signInAsAdmin } from './helpers';

const LISTS = {
  en: {
    base: '/admin/management/lists',
    excel: 'Download Excel',
    next: 'Next',
    tabs: 'Management lists',
    titles: {
      StartupList: 'Startups',
      ProgramApplicantList: 'Program applicants',
      UserList: 'Users',
      ReportDownloadersList: 'Report downloaders',
      SpammersList: 'Spammers',
      ErrorLogs: 'Error logs',
      EmailList: 'E-mail list',
    },
    pageTwo: 'Page 2 of',
    createdColumn: 'Created',
  },
  tr: {
    base: '/tr/yonetici/yonetim/listeler',
    excel: 'Excel indir',
    next: 'Sonraki',
    tabs: 'Yönetim listeleri',
    titles: {
      StartupList: 'Girişimler',
      ProgramApplicantList: 'Program başvuranları',
      UserList: 'Kullanıcılar',
      ReportDownloadersList: 'Rapor indirenler',
      SpammersList: 'Spam yapanlar',
      ErrorLogs: 'Hata kayıtları',
      EmailList: 'E-posta listesi',
    },
    pageTwo: 'Sayfa 2 /',
    createdColumn: 'Oluşturulma',
  },
} as const;

for (const locale of ['en', 'tr'] as const) {
  test(`the super admin opens, pages and downloads every management list (${locale.toUpperCase()})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const t = LISTS[locale];
    await signInAsAdmin(page);
    await page.goto(`${t.base}/StartupList`);
    await expect(page.getByRole('heading', { name: t.titles.StartupList, level: 1 })).toBeVisible();
    const table = page.getByTestId('management-list-table');
    await expect(table.getByRole('columnheader', { name: t.createdColumn })).toBeVisible();
    await checkBothWidths(page);

    // Paging: the seeded startups fill more than one page of 20.
    await page.getByRole('link', { name: new RegExp(t.next) }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(t.pageTwo)).toBeVisible();

    for (const [name, title] of Object.entries(t.titles)) {
      await page
        .getByRole('navigation', { name: t.tabs })
        .getByRole('link', { name: title, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${name}$`));
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: t.tabs }).getByRole('link', { name: title, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: t.excel }).click();
      expect((await download).suggestedFilename()).toMatch(
        new RegExp(`^${name}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
      );
      if (name === 'ErrorLogs' && (await page.locator('details summary').count()) > 0) {
        await page.locator('details summary').first().press('Enter');
        await expect(page.locator('details[open] pre, details[open] p').first()).toBeVisible();
      }
    }
    await checkBothWidths(page);
  });
}

test('a plain user and an unknown list get the 404 page', async ({ page }) => {
  await signedInUser(page, 'en', 'lists');
  expect((await page.goto('/admin/management/lists/UserList'))?.status()).toBe(404);
  expect((await page.goto('/tr/yonetici/yonetim/listeler/ErrorLogs'))?.status()).toBe(404);
  await page.context().clearCookies();
  await signInAsAdmin(page);
  expect((await page.goto('/admin/management/lists/NoSuchList'))?.status()).toBe(404);
});
