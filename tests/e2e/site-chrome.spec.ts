/**
 * The site's header and footer edited by a super admin (issue 17 §1 "header, footer, logo,
 * contact … the public header and footer read these"; issue 17 Tests "an admin edits the footer
 * … and a visitor sees" it, EN and TR): a plain user gets the 404 page on the four screens; the
 * super admin adds a footer link with English and Turkish labels and a visitor sees it in the
 * footer of the home page in English and, on /tr, in Turkish with the Turkish address; the super
 * admin renames the News header menu and a visitor sees the new name (an external link opening
 * in a new tab). The header, footer, logo and contact screens pass axe and fit 390 px.
 */
import { adminApi } from './api-setup';
import { expect, test } from './fixtures';
import {
  checkBothWidths,
  expectAccessible,
  expectNoSidewaysScroll,
  expectToast,
  signedInUser,
  signInAsAdmin,
} from './helpers';

test('a plain user gets the 404 page on the header, footer, logo and contact screens', async ({ page }) => {
  await signedInUser(page, 'en', 'chrome');
  for (const path of [
    '/admin/management/header',
    '/admin/management/footer',
    '/admin/management/logo',
    '/admin/management/contact',
    '/tr/yonetici/yonetim/ust-menu',
  ])
    expect((await page.goto(path))?.status(), path).toBe(404);
});

test('a super admin adds a footer link in English and Turkish; a visitor sees it on / and /tr', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const en = `Press kit ${stamp}`;
  const tr = `Basın kiti ${stamp}`;
  await signInAsAdmin(page);
  await page.goto('/admin/management/footer');
  await expect(page.getByRole('heading', { name: 'Footer', level: 1 })).toBeVisible();
  await checkBothWidths(page);

  const company = page
    .getByTestId('footer-groups')
    .locator(':scope > li')
    .filter({ has: page.getByRole('heading', { name: /^Company/, level: 3 }) });
  await company.getByText('Add a link to Company').click();
  const form = company.locator('form[data-testid^="site-link-new-"]');
  // The rules are the server's: a path without its slash is refused beside the field.
  await form.getByLabel('Label (English)').fill(en);
  await form.getByLabel('Label (Turkish)').fill(tr);
  await form.getByLabel('Address', { exact: true }).fill('about-us');
  await form.getByRole('button', { name: 'Add the link' }).click();
  await expect(form).toContainText('Enter a page of this site starting with /, for example /about-us.');
  await form.getByLabel('Address', { exact: true }).fill('/about-us');
  await form.getByRole('button', { name: 'Add the link' }).click();
  await expectToast(page, 'Link added.');
  await expect(company).toContainText(en);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  const footer = visitor.getByRole('contentinfo');
  const link = footer.getByRole('link', { name: en, exact: true });
  await expect(link).toHaveAttribute('href', '/about-us');
  await visitor.goto('/tr');
  const trLink = visitor.getByRole('contentinfo').getByRole('link', { name: tr, exact: true });
  await expect(trLink).toHaveAttribute('href', '/tr/hakkimizda');
  await expect(visitor.getByRole('contentinfo').getByRole('link', { name: en })).toHaveCount(0);
  await expectAccessible(visitor);
  await visitor.setViewportSize({ width: 390, height: 844 });
  await expect(trLink).toBeVisible();
  await expectNoSidewaysScroll(visitor);

  // The admin deletes it again after a confirmation; the visitor's footer loses it.
  const row = company.locator('li').filter({ hasText: en }).first();
  await row.getByRole('button', { name: `Delete: ${en}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete “${en}”?` });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Deleted.');
  await visitor.goto('/tr');
  await expect(visitor.getByRole('contentinfo').getByRole('link', { name: tr })).toHaveCount(0);
});

test('a super admin renames the News header menu; a visitor sees the new name opening in a new tab (EN, TR)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await signInAsAdmin(page);
  await page.goto('/tr/yonetici/yonetim/ust-menu');
  await expect(page.getByRole('heading', { name: 'Üst menüler', level: 1 })).toBeVisible();
  await checkBothWidths(page);
  const news = page
    .getByTestId('header-menus')
    .locator(':scope > li')
    .filter({ has: page.getByRole('heading', { name: /^Haberler/, level: 3 }) });
  await news.getByText('Düzenle: Haberler').click();
  const form = news.locator('form').first();
  await form.getByLabel('Etiket (İngilizce)').fill(`Startup news ${stamp}`);
  await form.getByLabel('Etiket (Türkçe)').fill(`Girişim haberleri ${stamp}`);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expectToast(page, 'Kaydedildi.');

  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  try {
    await visitor.goto('/');
    const link = visitor
      .getByRole('banner')
      .getByRole('link', { name: `Startup news ${stamp} (opens in a new tab)` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await visitor.goto('/tr');
    await expect(
      visitor
        .getByRole('banner')
        .getByRole('link', { name: `Girişim haberleri ${stamp} (yeni sekmede açılır)` }),
    ).toBeVisible();
    await expectAccessible(visitor);
    // At 390 px it is in the Menu sheet.
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.getByRole('button', { name: 'Menü', exact: true }).click();
    await expect(
      visitor.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: /^Girişim haberleri/ }),
    ).toBeVisible();
    await expectNoSidewaysScroll(visitor);
  } finally {
    // Put the seeded names back (other journeys read the header).
    const api = await adminApi();
    const links = (await (await api.get('/api/v2/admin/site/links?area=header')).json()) as {
      data: Array<{ id: number; menuKey: string | null; urlEn: string; external: boolean }>;
    };
    const row = links.data.find((l) => l.menuKey === 'news')!;
    await api.put(`/api/v2/admin/site/links/${row.id}`, {
      data: {
        area: 'header',
        labelEn: 'News',
        labelTr: 'Haberler',
        urlEn: row.urlEn,
        external: row.external,
      },
    });
    await api.dispose();
  }
});

test('the logo and contact screens pass axe and fit 390 px (EN, TR)', async ({ page }) => {
  await signInAsAdmin(page);
  for (const path of [
    '/admin/management/logo',
    '/admin/management/contact',
    '/tr/yonetici/yonetim/iletisim',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkBothWidths(page);
  }
  // The contact form refuses a wrong phone number beside the field.
  await page.goto('/admin/management/contact');
  await page.getByLabel('Phone').fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('contact-settings-form')).toContainText('Phone number must be correct!');
});
