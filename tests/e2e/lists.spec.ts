/**
 * Lists (issue 18 §5) in Chromium. EN: a signed-in user saves Dropbox to a new list from its
 * page, adds Stripe to the same list from its card on /startups and saves that search, adds an
 * investor from its card on the home page, opens /user/dashboard/lists (the list and the saved
 * search), writes a note, shares the list (the shared page shows the three entries and not the
 * note), is offered the plans for Excel, and
 * once granted a package downloads the list as an .xlsx file. TR, keyboard only: a visitor's
 * "Listeye kaydet" offers the login page; a signed-in user saves a person from their talent
 * page and an organization from its card on /tr/teknoloji-merkezleri, saves a startup search,
 * adds Stripe from its card and Dropbox from its page, removes the person on the lists page and,
 * granted a package, downloads the list as an .xlsx file. Axe and the 390 px check on the lists pages.
 */
import { adminApi } from './api-setup';
import { expect, test, type Page } from './fixtures';
import { expectAccessible, expectNoSidewaysScroll, expectToast, signedInUser } from './helpers';

/** The admin grants the signed-in user of `page` a monthly personal package (Excel export). */
async function grantPackage(page: Page) {
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  const admin = await adminApi();
  const grant = await admin.post('/api/v2/identity/packages/grant', {
    data: { userId: session.user.id, packageKey: 'personal-monthly', months: 1 },
  });
  expect(grant.status()).toBe(200);
  await admin.dispose();
}

async function saveTo(page: Page, path: string, list: { name: string; create: boolean }, tr = false) {
  await page.goto(path);
  await page.getByTestId('save-to-list-button').click();
  const dialog = page.getByTestId('save-to-list');
  await expect(dialog).toBeVisible();
  if (list.create) {
    await dialog
      .getByLabel(tr ? /Yeni liste|Ya da yeni bir liste/ : /New list|Or a new list/)
      .fill(list.name);
    await dialog.getByRole('button', { name: tr ? 'Oluştur ve ekle' : 'Create and add' }).click();
  } else {
    await dialog.getByRole('button', { name: `${tr ? 'Ekle' : 'Add'}: ${list.name}` }).click();
  }
  await expect(dialog.getByRole('status').filter({ hasText: list.name })).toBeVisible();
  await expect(dialog.getByText(tr ? '✓ Listede' : '✓ In the list')).toBeVisible();
  await page.keyboard.press('Escape');
}

test('a user saves a filter and a list of two startups and an investor, notes one, shares it and exports it (EN)', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInUser(page, 'en', 'lists');
  await saveTo(page, '/startup/dropbox', { name: 'Cloud picks', create: true });
  // Stripe from its card on the startup list: the bookmark beside the card's link.
  await page.goto('/startups?q=stripe');
  const card = page
    .getByTestId('startup-card')
    .filter({ has: page.getByRole('heading', { name: 'Stripe', exact: true }) });
  await card.getByRole('button', { name: 'Save “Stripe” to a list' }).click();
  const cardDialog = page.getByTestId('save-to-list');
  await cardDialog.getByRole('button', { name: 'Add: Cloud picks' }).click();
  await expect(cardDialog.getByText('✓ In the list')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/startups\?q=stripe$/);
  // The filter itself, saved beside the list (issue 18 §5: "saves a filter and a list").
  await page.getByTestId('save-search-button').click();
  const searchDialog = page.getByTestId('save-search');
  await searchDialog.getByLabel('Name of the search').fill('Stripe watch');
  await searchDialog.getByRole('button', { name: 'Save search' }).click();
  await expect(searchDialog).toBeHidden();
  // An investor from its card on the home page.
  await page.goto('/');
  const investorCard = page.getByTestId('home-investors').getByTestId('tech-center-card').first();
  const investor = (await investorCard.getByRole('heading', { level: 3 }).innerText()).trim();
  await investorCard.getByRole('button', { name: `Save “${investor}” to a list` }).click();
  await cardDialog.getByRole('button', { name: 'Add: Cloud picks' }).click();
  await expect(cardDialog.getByText('✓ In the list')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/user/dashboard/lists');
  await expect(page.getByTestId('open-list-name')).toHaveText('Cloud picks');
  await expect(page.getByTestId('saved-search').filter({ hasText: 'Stripe watch' })).toBeVisible();
  const entries = page.getByTestId('list-entry');
  await expect(entries).toHaveCount(3);
  const dropbox = entries.filter({ has: page.getByRole('link', { name: 'Dropbox', exact: true }) });
  await dropbox.getByRole('textbox', { name: 'Note on Dropbox' }).fill('Ask about their Series B investors');
  await dropbox.getByRole('button', { name: 'Save note' }).click();
  await expect(dropbox.getByRole('status')).toHaveText('Note saved.');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Share read-only link' }).click();
  const link = await page.getByTestId('share-link').getByRole('textbox').inputValue();
  const shared = await (await browser.newContext()).newPage();
  await shared.goto(new URL(link).pathname);
  await expect(shared.getByRole('heading', { level: 1 })).toHaveText('Cloud picks');
  await expect(shared.getByTestId('shared-entries').getByRole('link')).toHaveText([
    investor,
    'Stripe',
    'Dropbox',
  ]);
  await expect(shared.getByText('Ask about their Series B')).toHaveCount(0);
  await expectAccessible(shared);

  // Excel comes with a package: first the plans, then (granted one) the file.
  await expect(page.getByText('Excel download comes with a premium package.')).toBeVisible();
  await grantPackage(page);
  await page.reload();
  const download = page.waitForEvent('download');
  await expect(page.getByTestId('list-export')).toHaveText('Download Excel');
  await page.getByTestId('list-export').click();
  expect((await download).suggestedFilename()).toMatch(/^cloud-picks-\d{4}-\d{2}-\d{2}\.xlsx$/);
});

test('Türkçe, yalnız klavyeyle: ziyaretçiye giriş önerilir; bir filtre ve bir liste kaydedilir, iki girişim eklenir, liste Excel’e aktarılır', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tr/yetenekler');
  const talentLink = page.locator('a[href^="/tr/yetenek/"]').first();
  const talentPath = (await talentLink.getAttribute('href'))!;
  await page.goto(talentPath);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const button = page.getByTestId('save-to-list-button');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Listeye kaydetmek için giriş yapın' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signedInUser(page, 'tr', 'lists');
  await page.goto(talentPath);
  await page.getByTestId('save-to-list-button').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('save-to-list');
  await dialog.getByLabel('Yeni liste').focus();
  await page.keyboard.type('Ekip adayları');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status').filter({ hasText: 'Ekip adayları' })).toBeVisible();
  await page.keyboard.press('Escape');

  // An organization from its card on /tr/teknoloji-merkezleri, to the same list.
  await page.goto('/tr/teknoloji-merkezleri');
  const orgCard = page.getByTestId('tech-center-card').first();
  const orgName = (await orgCard.getByRole('link').first().innerText()).trim();
  await orgCard.getByRole('button', { name: `“${orgName}” bir listeye kaydedilsin` }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Ekle: Ekip adayları' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('✓ Listede')).toBeVisible();
  await page.keyboard.press('Escape');

  // A startup filter saved, and two startups to the list: Stripe from its card, Dropbox from its page.
  await page.goto('/tr/girisimler?q=stripe');
  await page.getByTestId('save-search-button').focus();
  await page.keyboard.press('Enter');
  const searchName = page.getByTestId('save-search').getByLabel('Aramanın adı');
  await expect(searchName).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Stripe takibi');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Aramayı kaydet' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Arama kaydedildi. Listeler sayfasından yönetebilirsiniz.');
  const stripeCard = page
    .getByTestId('startup-card')
    .filter({ has: page.getByRole('heading', { name: 'Stripe', exact: true }) });
  await stripeCard.getByRole('button', { name: '“Stripe” bir listeye kaydedilsin' }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Ekle: Ekip adayları' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('✓ Listede')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/tr/girisim/dropbox');
  await page.getByTestId('save-to-list-button').focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Ekle: Ekip adayları' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('✓ Listede')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/tr/kullanici/panel/listeler');
  await expect(page.getByTestId('open-list-name')).toHaveText('Ekip adayları');
  await expect(page.getByTestId('saved-search').filter({ hasText: 'Stripe takibi' })).toBeVisible();
  const entries = page.getByTestId('list-entry');
  for (const entry of [name, orgName, 'Stripe', 'Dropbox'])
    await expect(entries.getByRole('link', { name: entry, exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: `${name} kaydını çıkar` }).focus();
  await page.keyboard.press('Enter');
  await expect(entries).toHaveCount(3);

  // Excel with a package, named after the list in ASCII.
  await grantPackage(page);
  await page.reload();
  const download = page.waitForEvent('download');
  await expect(page.getByTestId('list-export')).toHaveText('Excel indir');
  await page.getByTestId('list-export').focus();
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/^ekip-adaylari-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
